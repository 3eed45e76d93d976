import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stored first answer, replayed for every retry with the same key and body. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/** The right to run a keyed request in this process; ends with `record` and/or `release`. */
export interface IdempotencyClaim {
  /** Stores the answer; call it inside the write unit that holds the request's change. */
  record(status: number, body: string): void;
  release(): void;
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
 * `Idempotency-Key` per user: the first answer is kept 24 h and replayed; another body with the
 * same key answers 422; a repeat while the first still runs in this process answers 409.
 * Only finished answers are stored, in the same transaction as the change they answer (see
 * mutations.ts), so after a crash a key is either done with its answer or was never used.
 */
export function createIdempotency(db: Database) {
  const find = db.prepare<[number, string, number], StoredAnswer & { request_hash: string }>(
    `SELECT request_hash, status, body FROM idempotency
     WHERE user_id = ? AND key = ? AND state = 'done' AND created_at >= ?`,
  );
  const store = db.prepare<[number, string, string, number, string, number]>(
    `INSERT INTO idempotency (user_id, key, request_hash, state, status, body, created_at)
     VALUES (?, ?, ?, 'done', ?, ?, ?)
     ON CONFLICT (user_id, key) DO UPDATE SET request_hash = excluded.request_hash,
       state = 'done', status = excluded.status, body = excluded.body,
       created_at = excluded.created_at`,
  );
  // Rows an older version marked 'running' before its answer; they never finish now.
  db.prepare("DELETE FROM idempotency WHERE state <> 'done' OR created_at < ?").run(
    Date.now() - DAY_MS,
  );
  const running = new Set<string>();

  /** The stored answer to replay, or a claim to run the request; 400 / 409 / 422 otherwise. */
  function claim(userId: number, key: string, hash: string): StoredAnswer | IdempotencyClaim {
    if (key.length === 0 || key.length > 255) {
      throw new HttpError(400, 'Idempotency-Key must be 1 to 255 characters');
    }
    const slot = `${userId} ${key}`;
    if (running.has(slot)) {
      throw new HttpError(409, 'A request with this Idempotency-Key is still being processed');
    }
    const now = Date.now();
    const stored = find.get(userId, key, now - DAY_MS);
    if (stored && stored.request_hash !== hash) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
    }
    if (stored) return { status: stored.status, body: stored.body };
    running.add(slot);
    return {
      record: (status, body) => void store.run(userId, key, hash, status, body, now),
      release: () => void running.delete(slot),
    };
  }
  return { claim };
}
