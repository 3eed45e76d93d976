import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import {
  enqueue,
  NotSignedInError,
  onStorageFull,
  StorageFullError,
} from '../../../src/sync/outbox';
import { replay } from '../../../src/sync/replay';
import { createOffer, deleteOffer, offer, updateOffer } from './changes';
import { fakeServer, json, resetDb } from './fake-server';

beforeEach(async () => {
  await resetDb();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('enqueue', () => {
  it('stores the optimistic change and its row together, or neither', async () => {
    await expect(
      enqueue({
        action: 'updateOffer',
        table: 'offers',
        recordId: 1,
        method: 'PUT',
        path: '/services/1/',
        label: { key: 'x' },
        onSuccess: { op: 'none' },
        optimistic: async () => {
          await db.offers.put(offer(1, 'half-done'));
          throw new Error('validation broke');
        },
      }),
    ).rejects.toThrow('validation broke');
    expect(await db.offers.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the vendor’s id, a fresh key and the order', async () => {
    await db.offers.put(offer(1));
    await updateOffer(1, 'a');
    await createOffer('b');
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => r.action)).toEqual(['updateOffer', 'createOffer']);
    expect(rows.every((r) => r.userId === 1 && r.status === 'pending' && r.attempts === 0)).toBe(
      true,
    );
    expect(rows[0]?.idempotencyKey).not.toEqual(rows[1]?.idempotencyKey);
    expect(await db.offers.get(1)).toMatchObject({ title: 'a' });
  });

  it('refuses without a session', async () => {
    await db.session.clear();
    await expect(createOffer('x')).rejects.toBeInstanceOf(NotSignedInError);
    expect(await db.outbox.count()).toBe(0);
  });

  it('never sends a record created and deleted offline', async () => {
    const { sent } = fakeServer(() => json(200, {}));
    const temp = await createOffer('Short-lived');
    await updateOffer(temp, 'Renamed');
    await deleteOffer(temp);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.offers.get(temp)).toBeUndefined();
    await replay();
    expect(sent).toHaveLength(0);
  });

  it('merges an update into the unsent create of the same record', async () => {
    const { sent } = fakeServer(() => json(201, { data: offer(70, 'Renamed') }));
    const temp = await createOffer('First');
    await updateOffer(temp, 'Renamed');
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.body).toEqual({ kind: 'json', value: { title: 'Renamed' } });
    await replay();
    expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/offers/', { title: 'Renamed' }],
    ]);
  });

  it('merges consecutive unsent updates of a record but never a row in flight or tried', async () => {
    await db.offers.put(offer(5, 'Original'));
    await updateOffer(5, 'One');
    await updateOffer(5, 'Two');
    let rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.body).toEqual({ kind: 'json', value: { id: 5, title: 'Two' } });
    expect(rows[0]?.rollback?.put).toEqual([offer(5, 'Original')]);

    const seq = rows[0]?.seq ?? 0;
    await db.outbox.update(seq, { sending: true });
    await updateOffer(5, 'Three');
    await db.outbox.update(seq, { sending: false, attempts: 1 });
    await updateOffer(5, 'Four');
    rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => (r.body.kind === 'json' ? r.body.value : null))).toEqual([
      { id: 5, title: 'Two' },
      { id: 5, title: 'Four' },
    ]);
  });

  it('turns a full disk into a StorageFullError that the sync status hears', async () => {
    const heard: StorageFullError[] = [];
    const off = onStorageFull((e) => heard.push(e));
    vi.spyOn(db.outbox, 'add').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    await expect(createOffer('Too big')).rejects.toBeInstanceOf(StorageFullError);
    off();
    expect(heard).toHaveLength(1);
    expect(await db.offers.count()).toBe(0);
  });
});
