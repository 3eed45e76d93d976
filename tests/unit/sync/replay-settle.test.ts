import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/db/db';
import { ApiError, ERROR_TEXT } from '../../../src/lib/errors';
import { settle, verdict } from '../../../src/sync/replay-settle';
import { StepWrites } from '../../../src/sync/replay-writes';
import { booking } from './changes';
import { resetDb } from './fake-server';
import { outboxRow } from './outbox-rows';

const NOW = 1_000_000;
const refused = new ApiError('http', 'Bad Request', {
  status: 400,
  body: { message: 'Cannot change status from pending to completed' },
});

describe('verdict (a kept row’s new fields, pure)', () => {
  it('counts an attempt and backs off with jitter after a transient failure', () => {
    const row = outboxRow(1, 1, { attempts: 1 });
    const error = new ApiError('http', 'busy', { status: 503 });
    expect(verdict(row, { kind: 'retry', error, status: 503 }, NOW, () => 0)).toEqual({
      changes: {
        sending: false,
        attempts: 2,
        nextAttemptAt: NOW + 2000,
        lastError: ERROR_TEXT.badRequest,
        lastStatus: 503,
      },
      landed: { kind: 'backoff', retryAt: NOW + 2000 },
    });
  });

  it('honours Retry-After, and notes no status for a network error', () => {
    const offline = new ApiError('network', 'offline');
    const { changes, landed } = verdict(
      outboxRow(1),
      { kind: 'retry', error: offline, status: 0, retryAfterMs: 120_000 },
      NOW,
    );
    expect(landed).toEqual({ kind: 'backoff', retryAt: NOW + 120_000 });
    expect(changes).not.toHaveProperty('lastStatus');
  });

  it('fails a refused row with the SPEC 8 text, and pauses on 401', () => {
    expect(verdict(outboxRow(1), { kind: 'refused', error: refused, status: 400 }, NOW)).toEqual({
      changes: {
        sending: false,
        status: 'failed',
        attempts: 1,
        lastError: 'Cannot change status from pending to completed',
        lastStatus: 400,
      },
      landed: { kind: 'failed' },
    });
    expect(verdict(outboxRow(1), { kind: 'unauthorized' }, NOW)).toEqual({
      changes: { sending: false, lastStatus: 401 },
      landed: { kind: 'paused' },
    });
  });
});

describe('settle (landing an answer in the mirror and the outbox)', () => {
  const queued = (recordId: number) =>
    outboxRow(recordId, recordId, {
      sending: true,
      rollback: { table: 'bookings', put: [booking(recordId)], remove: [] },
    });

  beforeEach(async () => {
    await resetDb();
    await db.bookings.put({ ...booking(1), status: 'confirmed' });
    await db.outbox.put(queued(1));
  });

  const land = (outcome: Parameters<typeof settle>[2]) =>
    db.transaction('rw', db.tables, async () => {
      const writes = new StepWrites();
      const landed = await settle(queued(1), 1, outcome, writes);
      await writes.flush();
      return landed;
    });

  it('applies a success to the mirror, deletes the row and notes the record confirmed', async () => {
    const answer = { ...booking(1, 'confirmed'), updated_at: 'server' };
    expect(await land({ kind: 'ok', data: answer })).toEqual({ kind: 'sent' });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.bookings.get(1)).toMatchObject({ updated_at: 'server' });
    expect((await db.meta.get('applied:bookings'))?.value).toEqual([
      { id: '1', at: expect.any(Number) as number },
    ]);
  });

  it('rolls a refused change back and keeps its row as failed', async () => {
    expect(await land({ kind: 'refused', error: refused, status: 400 })).toEqual({
      kind: 'failed',
    });
    expect(await db.bookings.get(1)).toMatchObject({ status: 'pending' });
    expect(await db.outbox.get(1)).toMatchObject({ status: 'failed', sending: false });
  });

  it('keeps the row and the change on a 401 and expires the session', async () => {
    expect(await land({ kind: 'unauthorized' })).toEqual({ kind: 'paused' });
    expect(await db.outbox.get(1)).toMatchObject({ status: 'pending', lastStatus: 401 });
    expect(await db.bookings.get(1)).toMatchObject({ status: 'confirmed' });
    expect((await db.session.get('current'))?.expired).toBe(true);
  });
});
