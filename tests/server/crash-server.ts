/**
 * The server as a child process that dies at one point of a request's write, for
 * idempotency-crash.test.ts. SIGKILL, like a power cut or the OOM killer: no hooks, no cleanup.
 * CRASH_AT names the point:
 * - `before-answer`: the handler's change is written, its idempotent answer not yet stored;
 * - `after-commit`: the COMMIT that follows storing the answer has returned, nothing is sent.
 * Prints `listening <port>` when ready. DATA_DIR must already hold a seeded database.
 */
import Database from 'better-sqlite3';
import { buildServer } from '../../server/app.ts';

type Prepare = (this: Database.Database, source: string, ...rest: unknown[]) => Database.Statement;
type Run = (...params: unknown[]) => Database.RunResult;

const crashAt = process.env.CRASH_AT;
const dataDir = process.env.DATA_DIR;
if (!dataDir || (crashAt !== 'before-answer' && crashAt !== 'after-commit')) {
  throw new Error('Set DATA_DIR and CRASH_AT=before-answer|after-commit');
}
const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

// Watch the statements by their SQL, so the same points hold whether the answer is stored by
// an INSERT or an UPDATE; reads of the table and transaction control pass untouched.
const proto = Database.prototype as unknown as { prepare: Prepare };
const prepare = proto.prepare;
let answerStored = false;
proto.prepare = function (source, ...rest) {
  const statement = prepare.call(this, source, ...rest);
  const storesAnswer = /^\s*(INSERT|UPDATE)\b[\s\S]*\bidempotency\b[\s\S]*'done'/i.test(source);
  const commits = /^\s*COMMIT\b/i.test(source);
  if (!storesAnswer && !commits) return statement;
  const run = statement.run.bind(statement) as Run;
  (statement as unknown as { run: Run }).run = (...params) => {
    if (storesAnswer && crashAt === 'before-answer') die();
    const result = run(...params);
    if (storesAnswer) answerStored = true;
    if (commits && answerStored && crashAt === 'after-commit') die();
    return result;
  };
  return statement;
};

const app = await buildServer({ dataDir });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
