import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from './errors.ts';
import { readMultipart } from './uploads.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A request still marked running after this long died with the process: forget it. */
const STALE_RUNNING_MS = 5 * 60 * 1000;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface StoredAnswer {
  request_hash: string;
  state: 'running' | 'done';
  status: number | null;
  body: string | null;
  created_at: number;
}

/** Hash of method, path and body; for multipart the fields and the file bytes. */
export function requestHash(request: FastifyRequest): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  if (request.form) {
    for (const [name, value] of Object.entries(request.form.fields).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    )) {
      hash.update(`field ${name}=${JSON.stringify(value)}\n`);
    }
    for (const file of request.form.files) hash.update(`file ${file.field}\n`).update(file.buffer);
  } else {
    hash.update(JSON.stringify(request.body ?? null));
  }
  return hash.digest('hex');
}

/**
 * Reads multipart bodies (so they can be hashed) and honours `Idempotency-Key` per user:
 * the first answer is kept 24 h and replayed; another body with the same key answers 422;
 * a repeat while the first is still running answers 409.
 */
export function installIdempotency(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const find = db.prepare<[number, string], StoredAnswer>(
    'SELECT request_hash, state, status, body, created_at FROM idempotency WHERE user_id = ? AND key = ?',
  );
  const remove = db.prepare<[number, string]>(
    'DELETE FROM idempotency WHERE user_id = ? AND key = ?',
  );
  const start = db.prepare<[number, string, string, number]>(
    `INSERT INTO idempotency (user_id, key, request_hash, state, created_at)
     VALUES (?, ?, ?, 'running', ?)`,
  );
  const finish = db.prepare<[number, string, number, string]>(
    "UPDATE idempotency SET state = 'done', status = ?, body = ? WHERE user_id = ? AND key = ?",
  );
  const purge = db.prepare<[number]>('DELETE FROM idempotency WHERE created_at < ?');
  db.prepare("DELETE FROM idempotency WHERE state = 'running'").run();
  purge.run(Date.now() - DAY_MS);
  app.decorateRequest('form', null);
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    if (request.isMultipart()) request.form = await readMultipart(request);
    const key = request.headers['idempotency-key'];
    const user = request.authUser;
    if (typeof key !== 'string' || !user || !MUTATING.has(request.method)) return;
    if (key.length === 0 || key.length > 255) {
      throw new HttpError(400, 'Idempotency-Key must be 1 to 255 characters');
    }
    const now = Date.now();
    const hash = requestHash(request);
    let stored = find.get(user.id, key);
    const expired =
      stored &&
      (stored.created_at < now - DAY_MS ||
        (stored.state === 'running' && stored.created_at < now - STALE_RUNNING_MS));
    if (expired) {
      remove.run(user.id, key);
      stored = undefined;
    }
    if (!stored) {
      start.run(user.id, key, hash, now);
      request.idempotency = { userId: user.id, key };
      return;
    }
    if (stored.state === 'running') {
      throw new HttpError(409, 'A request with this Idempotency-Key is still being processed');
    }
    if (stored.request_hash !== hash) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
    }
    reply
      .code(stored.status ?? 200)
      .header('Idempotent-Replayed', 'true')
      .type('application/json; charset=utf-8');
    return reply.send(stored.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.idempotency;
    if (!state) return payload;
    request.idempotency = null;
    const status = reply.statusCode;
    const transient = status >= 500 || status === 409 || status === 429;
    if (transient || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      remove.run(state.userId, state.key);
    } else {
      finish.run(status, payload.toString(), state.userId, state.key);
    }
    return payload;
  });
}
