import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { RootDb } from '../../../src/db/db';
import type { AppNotification } from '../../../src/db/types';
import { UNREAD_FIELD } from '../../../src/db/unread-flag';

const note = (id: number, read: boolean): AppNotification => ({
  id,
  title: `Note ${id}`,
  message: '',
  type: 'info',
  read,
  created_at: `2026-11-0${id}T09:00:00.000Z`,
});

/** What IndexedDB holds for the notifications, under the app's Dexie (no middleware). */
async function stored(name: string): Promise<Record<string, unknown>[]> {
  const raw = new Dexie(name);
  await raw.open();
  try {
    return await raw.table('notifications').toArray();
  } finally {
    raw.close();
  }
}

const opened: Dexie[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) {
    d.close();
    await Dexie.delete(d.name);
  }
});

function freshDb(): RootDb {
  const db = new RootDb(`unread-flag-${Math.random()}`);
  opened.push(db);
  return db;
}

describe('the unread flag behind the bell', () => {
  it('marks every unread notification in storage, whoever writes it, and counts them by index', async () => {
    const db = freshDb();
    await db.notifications.bulkPut([note(1, false), note(2, true), note(3, false)]);
    const count = () => db.notifications.where(UNREAD_FIELD).equals(1).count();
    expect(await count()).toBe(2);
    const raw = await stored(db.name);
    expect(raw.filter((n) => n[UNREAD_FIELD] === 1).map((n) => n.id)).toEqual([1, 3]);

    // Marked read (an update, a modify), put back unread, deleted: the count follows.
    await db.notifications.update(1, { read: true });
    expect(await count()).toBe(1);
    await db.notifications.toCollection().modify({ read: true });
    expect(await count()).toBe(0);
    await db.notifications.put(note(2, false));
    expect(await count()).toBe(1);
    await db.notifications.delete(2);
    expect(await count()).toBe(0);
  });

  it('is never seen by the app: get, bulkGet, toArray, a reversed order and a filter', async () => {
    const db = freshDb();
    await db.notifications.bulkPut([note(1, false), note(2, true)]);
    const reads = [
      [await db.notifications.get(1)],
      await db.notifications.bulkGet([1, 2]),
      await db.notifications.toArray(),
      await db.notifications.orderBy('created_at').reverse().toArray(),
      await db.notifications.filter((n) => !n.read).toArray(),
    ];
    for (const read of reads) {
      for (const n of read) expect(n).not.toHaveProperty(UNREAD_FIELD);
    }
    expect(await db.notifications.get(1)).toEqual(note(1, false));
  });

  it('is given to the notifications a device kept before it (the upgrade from version 2)', async () => {
    const name = `unread-flag-old-${Math.random()}`;
    const old = new Dexie(name);
    old.version(2).stores({ notifications: 'id, created_at, read' });
    await old.table('notifications').bulkPut([note(1, false), note(2, true), note(3, false)]);
    old.close();

    const db = new RootDb(name);
    opened.push(db);
    expect(await db.notifications.where(UNREAD_FIELD).equals(1).primaryKeys()).toEqual([1, 3]);
    expect(await db.notifications.get(1)).toEqual(note(1, false));
  });
});
