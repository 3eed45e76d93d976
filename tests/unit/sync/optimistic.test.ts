import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OutboxRow } from '../../../src/db/db';
import type { AppNotification, Client, SubCategory } from '../../../src/db/types';
import { ACTIONS } from '../../../src/sync/actions';
import {
  queueCreate,
  queueDelete,
  queueDeleteAll,
  queueUpdate,
  queueUpdateAll,
} from '../../../src/sync/optimistic';
import { queueCreateIn, queueUpdateIn } from '../../../src/sync/optimistic-lists';
import { isTempId, rollBack } from '../../../src/sync/outbox';
import { offer } from './changes';
import { resetDb } from './fake-server';

const label = { key: 'x' };
async function onlyRow(): Promise<OutboxRow> {
  const [row, ...more] = await db.outbox.toArray();
  if (!row || more.length > 0) throw new Error('expected exactly one outbox row');
  return row;
}
const note = (id: number, read: boolean): AppNotification => ({
  id,
  created_at: '2026-01-01T00:00:00Z',
  read,
  title: `Note ${id}`,
  type: 'info',
});
const client = (id: number): Client => ({ id, first_name: 'Ann', email: 'a@x', addresses: [] });
const sub = (id: number): SubCategory => ({
  id,
  key: 'blood',
  name: 'Blood',
  lab: 7,
  items: [{ id: 10, sub_category: id, name: 'Iron', price: 20 }],
});

beforeEach(async () => {
  await resetDb();
});

describe('queueCreate', () => {
  it('shows the record under a temporary id, queues a POST and rolls back by removing it', async () => {
    const id = await queueCreate('offers', {
      action: ACTIONS.createOffer,
      path: '/offers/',
      body: { kind: 'json', value: { title: 'New' } },
      label,
      record: (temp) => offer(temp, 'New'),
    });
    expect(isTempId(id)).toBe(true);
    expect(await db.offers.get(id)).toEqual(offer(id, 'New'));
    const row = await onlyRow();
    expect(row).toMatchObject({
      action: 'createOffer',
      table: 'offers',
      recordId: id,
      method: 'POST',
      path: '/offers/',
      body: { kind: 'json', value: { title: 'New' } },
      onSuccess: { op: 'put', table: 'offers' },
      rollback: { table: 'offers', put: [], remove: [id] },
      status: 'pending',
    });
    await rollBack(row.rollback);
    expect(await db.offers.count()).toBe(0);
  });
});

describe('queueUpdate', () => {
  const rename = (title: string) => ({
    action: ACTIONS.updateOffer,
    method: 'PUT' as const,
    path: '/services/1/',
    body: { kind: 'json' as const, value: { title } },
    label,
    change: (o: ReturnType<typeof offer>) => ({ ...o, title }),
  });

  it('changes the record at once, queues the call and rolls back to the record as it was', async () => {
    await db.offers.put(offer(1, 'Old'));
    const seq = await queueUpdate('offers', 1, rename('New'));
    expect(seq).toBeGreaterThan(0);
    expect(await db.offers.get(1)).toMatchObject({ title: 'New' });
    const row = await onlyRow();
    expect(row).toMatchObject({
      recordId: 1,
      method: 'PUT',
      onSuccess: { op: 'put', table: 'offers' },
      rollback: { table: 'offers', put: [offer(1, 'Old')], remove: [] },
    });
    await rollBack(row.rollback);
    expect(await db.offers.get(1)).toEqual(offer(1, 'Old'));
  });

  it('refuses a record that is not in the mirror and stores nothing', async () => {
    await expect(queueUpdate('offers', 1, rename('New'))).rejects.toThrow('not in the mirror');
    expect(await db.outbox.count()).toBe(0);
  });

  it("sends the change of a missing record with nothing to roll back when told 'send'", async () => {
    await queueUpdate('offers', 1, { ...rename('New'), ifMissing: 'send' });
    expect(await onlyRow()).toMatchObject({ recordId: 1, rollback: null });
    expect(await db.offers.count()).toBe(0);
  });
});

describe('queueDelete', () => {
  const call = (id: number | string) => ({
    action: ACTIONS.deleteOffer,
    path: `/offers/${id}/`,
    label,
  });

  it('removes the record at once, queues a DELETE and rolls back by putting it back', async () => {
    await db.offers.bulkPut([offer(1), offer(2)]);
    await queueDelete('offers', 1, call(1));
    expect((await db.offers.toArray()).map((o) => o.id)).toEqual([2]);
    const row = await onlyRow();
    expect(row).toMatchObject({
      recordId: 1,
      method: 'DELETE',
      body: { kind: 'none' },
      onSuccess: { op: 'none' },
      rollback: { table: 'offers', put: [offer(1)], remove: [] },
    });
    await rollBack(row.rollback);
    expect(await db.offers.get(1)).toEqual(offer(1));
  });

  it('drops a record created offline and its unsent rows, and queues nothing', async () => {
    const id = await queueCreate('offers', {
      action: ACTIONS.createOffer,
      path: '/offers/',
      label,
      record: (temp) => offer(temp),
    });
    expect(await queueDelete('offers', id, call(1))).toBe(0);
    expect(await db.offers.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues the delete of a record created offline whose create is on its way', async () => {
    const id = await queueCreate('offers', {
      action: ACTIONS.createOffer,
      path: '/offers/',
      label,
      record: (temp) => offer(temp),
    });
    await db.outbox.toCollection().modify({ sending: true });
    expect(await queueDelete('offers', id, call(1))).toBeGreaterThan(0);
    expect(await db.offers.count()).toBe(0);
    expect((await db.outbox.orderBy('seq').toArray()).map((r) => r.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });
});

describe('whole-table changes', () => {
  beforeEach(async () => {
    await db.notifications.bulkPut([note(1, false), note(2, true), note(3, false)]);
  });

  it('updates the records `which` selects as one row for the whole table', async () => {
    await queueUpdateAll('notifications', {
      action: ACTIONS.markAllNotificationsRead,
      method: 'PATCH',
      path: '/notifications/mark-as-read/',
      label,
      which: (n) => !n.read,
      change: (n) => ({ ...n, read: true }),
    });
    expect((await db.notifications.toArray()).every((n) => n.read)).toBe(true);
    const row = await onlyRow();
    expect(row).toMatchObject({ recordId: 'all', method: 'PATCH', onSuccess: { op: 'none' } });
    expect(row.rollback?.put).toEqual([note(1, false), note(3, false)]);
    await rollBack(row.rollback);
    expect((await db.notifications.toArray()).map((n) => n.read)).toEqual([false, true, false]);
  });

  it('deletes every record and rolls back by putting them all back', async () => {
    await queueDeleteAll('notifications', {
      action: ACTIONS.deleteAllNotifications,
      path: '/notifications/delete/',
      label,
    });
    expect(await db.notifications.count()).toBe(0);
    const row = await onlyRow();
    expect(row).toMatchObject({ recordId: 'all', method: 'DELETE', onSuccess: { op: 'none' } });
    await rollBack(row.rollback);
    expect(await db.notifications.count()).toBe(3);
  });
});

describe('child records (a list inside a parent record)', () => {
  it('appends a created child to its parent and rolls back to the parent as it was', async () => {
    await db.clients.put(client(4));
    const id = await queueCreateIn('clients', 4, {
      action: ACTIONS.createAddress,
      path: '/user/addresses/',
      label,
      item: (temp) => ({
        id: temp,
        user: 4,
        line1: 'Main St 1',
        city: 'X',
        postcode: '1',
        country: 'DE',
      }),
    });
    expect((await db.clients.get(4))?.addresses).toMatchObject([{ id, line1: 'Main St 1' }]);
    const row = await onlyRow();
    expect(row).toMatchObject({
      recordId: id,
      method: 'POST',
      onSuccess: { op: 'nested', table: 'clients', parentId: 4, field: 'addresses' },
      rollback: { table: 'clients', put: [client(4)], remove: [] },
    });
    await rollBack(row.rollback);
    expect(await db.clients.get(4)).toEqual(client(4));
  });

  it('changes one child in place and refuses a child or parent the mirror does not hold', async () => {
    await db.subCategories.put(sub(2));
    const call = {
      action: ACTIONS.updateService,
      method: 'PATCH' as const,
      path: '/services/10/',
      label,
      change: (s: SubCategory['items'][number]) => ({ ...s, price: 25 }),
    };
    await queueUpdateIn('subCategories', 2, 10, call);
    expect((await db.subCategories.get(2))?.items).toMatchObject([{ id: 10, price: 25 }]);
    expect(await onlyRow()).toMatchObject({
      recordId: 10,
      onSuccess: { op: 'nested', table: 'subCategories', parentId: 2, field: 'items' },
      rollback: { put: [sub(2)] },
    });

    await expect(queueUpdateIn('subCategories', 2, 11, call)).rejects.toThrow('not in the mirror');
    await expect(queueUpdateIn('subCategories', 3, 10, call)).rejects.toThrow('not in the mirror');
    expect(await db.outbox.count()).toBe(1);
  });
});
