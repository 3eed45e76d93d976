import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamMember } from '../../server/db/rows.ts';
import { call, form, jpeg, png, signIn, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await signIn(server.base);
});
afterAll(() => server.close());

const members = async () =>
  (await call<{ team_members: TeamMember[] }>(server.base, 'GET', '/users/', { token })).body.data
    .team_members;
const stored = (publicPath: string | null) =>
  existsSync(path.join(server.dataDir, 'uploads', path.basename(publicPath ?? 'none')));

/** Makes storing any finished idempotent answer fail, as a full disk would, until undone. */
function failAnswerStore(): () => void {
  const db = new Database(path.join(server.dataDir, 'lab.sqlite'));
  const raise = "BEGIN SELECT RAISE(ABORT, 'disk full (simulated)'); END";
  db.exec(`CREATE TRIGGER fail_insert BEFORE INSERT ON idempotency WHEN NEW.state = 'done' ${raise};
    CREATE TRIGGER fail_update BEFORE UPDATE ON idempotency WHEN NEW.state = 'done' ${raise};`);
  return () => {
    db.exec('DROP TRIGGER fail_insert; DROP TRIGGER fail_update;');
    db.close();
  };
}

describe('a mutating request and its idempotent answer', () => {
  it('commit together: when the answer cannot be stored, the change is undone and a retry runs it once', async () => {
    const member = (await members())[0] as TeamMember;
    const url = `/team-members/${member.id}/`;
    const first = await call<TeamMember>(server.base, 'PATCH', url, {
      token,
      form: form({}, [['profile_image', png(), 'first.png']]),
    });
    const oldImage = first.body.data.profile_image;
    expect(stored(oldImage)).toBe(true);

    const headers = { 'Idempotency-Key': 'rename-once' };
    const change = () =>
      call<TeamMember>(server.base, 'PATCH', url, {
        token,
        headers,
        form: form({ last_name: 'Once' }, [['profile_image', jpeg(), 'second.jpg']]),
      });
    const undo = failAnswerStore();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = await change();
    logged.mockRestore();
    undo();
    expect(failed.status).toBe(500);
    const untouched = (await members()).find((m) => m.id === member.id);
    expect(untouched).toMatchObject({ last_name: member.last_name, profile_image: oldImage });
    // The rolled-back row still points at the old image: it must still be there.
    expect(stored(oldImage)).toBe(true);

    const retry = await change();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.body.data).toMatchObject({ last_name: 'Once', profile_image: /\.jpg$/ });
    expect(stored(oldImage)).toBe(false);
    const again = await change();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(retry.body);
  });
});
