import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { RootDb } from '../../../src/db/db';
import type { Booking } from '../../../src/db/types';

const opened: Dexie[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) {
    d.close();
    await Dexie.delete(d.name);
  }
});

const booking = (id: number, status: string, at: string) =>
  ({ id, status, scheduled_at: at, tests: [], price: 0 }) as unknown as Booking;

describe('the mirror schema, declared once', () => {
  it('upgrades a device of version 1: its bookings kept, the later indexes and tables there', async () => {
    const name = `schema-v1-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({
      session: 'key',
      bookings: 'id, status, scheduled_at',
      notifications: 'id, created_at, read',
      meta: 'key',
    });
    await v1
      .table('bookings')
      .bulkPut([
        booking(1, 'pending', '2026-12-02T09:00:00.000Z'),
        booking(2, 'completed', '2026-12-01T09:00:00.000Z'),
        booking(3, 'pending', '2026-12-01T08:00:00.000Z'),
      ]);
    v1.close();

    const db = new RootDb(name);
    opened.push(db);
    // The dashboard's waiting bookings, soonest first, through version 2's compound index.
    const waiting = await db.bookings
      .where('[status+scheduled_at]')
      .between(['pending', Dexie.minKey], ['pending', Dexie.maxKey])
      .primaryKeys();
    expect(waiting).toEqual([3, 1]);
    expect(await db.bookingPacks.count()).toBe(0);
    expect(db.verno).toBe(4);
  });

  it('creates every table on a new device', async () => {
    const db = new RootDb(`schema-new-${Math.random()}`);
    opened.push(db);
    await db.open();
    expect(db.tables.map((t) => t.name).sort()).toEqual(
      [
        'bookingPackIndex',
        'bookingPacks',
        'bookings',
        'clients',
        'dashboard',
        'idMap',
        'labImages',
        'lookups',
        'meta',
        'notifications',
        'offers',
        'outbox',
        'session',
        'subCategories',
        'teamMembers',
      ].sort(),
    );
  });
});
