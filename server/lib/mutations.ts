import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { createIdempotency, requestHash, type StoredAnswer } from './idempotency.ts';
import type { StaffGuard } from './staff.ts';
import { readMultipart } from './uploads.ts';
import { createWriteQueue } from './write-unit.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Answers that mean "nothing happened, try again": their change is rolled back, not stored. */
const isTransient = (status: number): boolean => status >= 500 || status === 409 || status === 429;

/** The serialized answer, as it is stored for replay. */
function storable(payload: unknown): string {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  throw new Error('A mutating /api route answered with a stream: its answer cannot be stored');
}

function replay(reply: FastifyReply, stored: StoredAnswer): FastifyReply {
  return reply
    .code(stored.status)
    .header('Idempotent-Replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(stored.body);
}

/**
 * Every mutating /api request runs as one write unit (a SQLite transaction): it opens after the
 * body is read, right before the handler, and commits in onSend, before a byte of the answer
 * leaves. With an `Idempotency-Key`, the answer is stored inside that same transaction. So a
 * crash at any point leaves either the change and its stored answer (a retry replays it) or
 * neither (a retry runs the change once). Transient answers (5xx, 409, 429) roll back.
 * Files an upload wrote before a rollback or crash stay on disk as orphans; file removals wait
 * for the commit (`discardUpload`). Handlers must answer (return a value or call `send`, never
 * `hijack`): the unit ends in onSend, and until it does every other write waits.
 * The staff guard (lib/staff.ts) runs first: a refusal opens no unit, claims no key and stores
 * nothing, so a retry with the same key is checked again; a member's accepted change records
 * their activity inside the unit.
 */
export function installMutations(app: FastifyInstance, ctx: AppContext, staff: StaffGuard): void {
  const idempotency = createIdempotency(ctx.db);
  const queue = createWriteQueue(ctx.db);
  app.decorate('writeQueue', queue);
  app.decorateRequest('form', null);
  app.decorateRequest('writeUnit', null);
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    // Read before the unit opens: a slow upload must not hold up everyone else's writes.
    if (request.isMultipart()) request.form = await readMultipart(request);
    if (!MUTATING.has(request.method)) return;
    staff.authorize(request);
    const key = request.headers['idempotency-key'];
    const user = request.authUser;
    if (typeof key === 'string' && user) {
      const claim = idempotency.claim(user.id, key, requestHash(request));
      if (!('record' in claim)) return replay(reply, claim);
      request.idempotency = claim;
    }
    try {
      request.writeUnit = await queue.begin();
    } catch (error) {
      request.idempotency?.release();
      request.idempotency = null;
      throw error;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const unit = request.writeUnit;
    if (!unit) return payload;
    const claim = request.idempotency;
    request.writeUnit = null;
    request.idempotency = null;
    try {
      if (isTransient(reply.statusCode)) {
        unit.rollback();
      } else {
        if (reply.statusCode < 400) staff.accepted(request);
        claim?.record(reply.statusCode, storable(payload));
        await unit.commit();
      }
    } catch (error) {
      // Thrown from onSend, this becomes a 500 answer: nothing of the change may stay.
      unit.rollback();
      throw error;
    } finally {
      claim?.release();
    }
    return payload;
  });
}
