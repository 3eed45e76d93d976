import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { SYNC_MODE_KEY } from '../../../src/sync/feed';
import { refresh, refreshAll, pullStateKey } from '../../../src/sync/pull';
import { replay } from '../../../src/sync/replay';
import { booking, createOffer, deleteOffer, offer, setBookingStatus, updateOffer } from './changes';
import { fakeServer, json, resetDb } from './fake-server';

beforeEach(async () => {
  await resetDb();
  // These are the whole-list pulls, kept for a server without the change feed (feed.test.ts).
  await db.meta.put({ key: SYNC_MODE_KEY, value: 'legacy' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pull', () => {
  it('replaces the offers but keeps records with queued changes and offline creations', async () => {
    await db.offers.bulkPut([
      offer(1, 'Mine, edited'),
      offer(2, 'Gone on server'),
      offer(3, 'Old'),
    ]);
    await updateOffer(1, 'Mine, edited again');
    const temp = await createOffer('Made offline');
    fakeServer(() =>
      json(200, { data: [offer(1, 'Server version'), offer(3, 'New'), offer(4, 'Added')] }),
    );

    await refresh('offers');

    const all = await db.offers.toArray();
    expect(all.map((o) => [o.id, o.title])).toEqual(
      expect.arrayContaining([
        [1, 'Mine, edited again'],
        [3, 'New'],
        [4, 'Added'],
        [temp, 'Made offline'],
      ]),
    );
    expect(all).toHaveLength(4);
    const state = await db.meta.get(pullStateKey('offers'));
    expect(state?.value).toMatchObject({ loading: false, error: null });
    expect(typeof (await db.meta.get('lastSyncedAt'))?.value).toBe('number');
  });

  it('does not bring back a record whose delete reached the server after the pull left', async () => {
    await db.offers.bulkPut([offer(1, 'Doomed'), offer(2, 'Kept')]);
    await deleteOffer(1);
    let answerPull: (() => void) | undefined;
    fakeServer(async (req) => {
      if (req.method === 'DELETE') return json(200, { data: null, message: 'Deleted' });
      // The pull's answer was made before the delete arrived, and lands after it was confirmed.
      await new Promise<void>((resolve) => {
        answerPull = resolve;
      });
      return json(200, { data: [offer(1, 'Doomed'), offer(2, 'Kept')] });
    });
    const pulling = refresh('offers');
    await vi.waitFor(() => expect(answerPull).toBeDefined());
    await replay();
    expect(await db.outbox.count()).toBe(0);
    answerPull?.();
    await pulling;
    expect((await db.offers.toArray()).map((o) => o.title)).toEqual(['Kept']);
  });

  it('does not bring back a booking status over a queued change', async () => {
    await db.bookings.put(booking(1, 'pending'));
    await setBookingStatus(1, 'confirmed');
    fakeServer(() => json(200, { data: [booking(1, 'pending'), booking(2)] }));
    await refresh('bookings');
    expect(await db.bookings.get(1)).toMatchObject({ status: 'confirmed' });
    expect(await db.bookings.get(2)).toMatchObject({ status: 'pending' });
  });

  it('fills every table from its GET, lookups without the token', async () => {
    const { sent } = fakeServer((req) => {
      const p = req.path;
      if (p === '/bookings') return json(200, { data: [booking(1)] });
      if (p === '/offers/') return json(200, { data: [offer(1)] });
      if (p === '/users/?vendor_id=7') {
        return json(200, {
          data: {
            team_members: [{ id: 3, first_name: 'T', email: 't@x' }],
            clients: [{ id: 4, first_name: 'C', email: 'c@x', addresses: [] }],
          },
        });
      }
      if (p === '/notifications/') {
        return json(200, {
          data: { notifications: [{ id: 9, read: false, title: 'N', type: 'x' }], unread_count: 1 },
        });
      }
      if (p === '/notifications/unread-count/') return json(200, { data: { unread_count: 1 } });
      if (p === '/lab-images/?vendor_id=7')
        return json(200, { data: [{ id: 5, vendor: 7, image: '/m' }] });
      if (p === '/labs/7/test_types')
        return json(200, { data: [{ id: 6, key: 'k', name: 'K', lab: 7, items: [] }] });
      if (p.startsWith('/common/')) return json(200, { data: [{ id: 1, name: 'x' }] });
      if (p === '/dashboard/') return json(200, { data: { generated_at: 'now' } });
      return json(404, {});
    });

    await refreshAll();

    expect(await db.bookings.count()).toBe(1);
    expect(await db.offers.count()).toBe(1);
    expect(await db.teamMembers.count()).toBe(1);
    expect(await db.clients.count()).toBe(1);
    expect(await db.notifications.count()).toBe(1);
    expect((await db.meta.get('unreadCount'))?.value).toBe(1);
    expect(await db.labImages.count()).toBe(1);
    expect(await db.subCategories.count()).toBe(1);
    expect((await db.lookups.toArray()).map((l) => l.kind).sort()).toEqual([
      'designations',
      'genders',
      'roles',
      'testTypes',
    ]);
    expect((await db.dashboard.get('current'))?.data).toMatchObject({ generated_at: 'now' });
    const lookups = sent.filter((r) => r.path.startsWith('/common/'));
    expect(lookups).toHaveLength(4);
    expect(lookups.every((r) => r.token === null)).toBe(true);
    expect(
      sent.filter((r) => !r.path.startsWith('/common/')).every((r) => r.token === 'Token tok-1'),
    ).toBe(true);
  });

  it('rewrites only new and changed rows, deletes only vanished ones, and nothing when nothing changed', async () => {
    let answer = [booking(1), booking(2), booking(3)];
    fakeServer(() => json(200, { data: answer }));
    await refresh('bookings');
    expect(await db.bookings.count()).toBe(3);

    // Dexie's hooks hear every row a write stores or removes, whichever call makes it.
    const written: string[] = [];
    const onCreating = (id: unknown) => {
      written.push(`new ${String(id)}`);
    };
    const onUpdating = (_changes: object, id: unknown) => {
      written.push(`changed ${String(id)}`);
    };
    const onDeleting = (id: unknown) => {
      written.push(`deleted ${String(id)}`);
    };
    db.bookings.hook('creating', onCreating);
    db.bookings.hook('updating', onUpdating);
    db.bookings.hook('deleting', onDeleting);
    try {
      await refresh('bookings');
      expect(written).toEqual([]);

      answer = [
        { ...booking(1, 'confirmed'), updated_at: '2026-01-03T00:00:00Z' },
        booking(3),
        booking(4),
      ];
      await refresh('bookings');
      expect(written.sort()).toEqual(['changed 1', 'deleted 2', 'new 4']);
      expect((await db.bookings.toArray()).map((b) => [b.id, b.status])).toEqual([
        [1, 'confirmed'],
        [3, 'pending'],
        [4, 'pending'],
      ]);
      expect((await db.meta.get(pullStateKey('bookings')))?.value).toMatchObject({
        loading: false,
        error: null,
      });
    } finally {
      db.bookings.hook('creating').unsubscribe(onCreating);
      db.bookings.hook('updating').unsubscribe(onUpdating);
      db.bookings.hook('deleting').unsubscribe(onDeleting);
    }
  });

  it('compares records without updated_at by their content', async () => {
    let answer = [offer(1, 'A'), offer(2, 'B')];
    fakeServer(() => json(200, { data: answer }));
    await refresh('offers');
    const changed: string[] = [];
    const onUpdating = (_changes: object, id: unknown) => {
      changed.push(String(id));
    };
    db.offers.hook('updating', onUpdating);
    answer = [offer(1, 'A'), offer(2, 'B, renamed')];
    await refresh('offers');
    db.offers.hook('updating').unsubscribe(onUpdating);
    expect(changed).toEqual(['2']);
    expect(await db.offers.get(2)).toMatchObject({ title: 'B, renamed' });
  });

  it('marks the session expired on 401 and records the error', async () => {
    fakeServer(() => json(401, { message: 'Invalid token' }));
    await refresh('bookings');
    expect((await db.session.get('current'))?.expired).toBe(true);
    expect((await db.meta.get(pullStateKey('bookings')))?.value).toMatchObject({
      loading: false,
      error: 'Invalid token',
    });
  });

  it('diffs a whole list against the last one without reading the table again', async () => {
    await db.offers.bulkPut([offer(1, 'A'), offer(2, 'B')]);
    let answer = [offer(1, 'A'), offer(2, 'B')];
    fakeServer(() => json(200, { data: answer }));
    await refresh('offers'); // the first time the table is read, once
    const reads = vi.spyOn(db.offers, 'toArray');

    answer = [offer(1, 'A, edited elsewhere'), offer(3, 'C')];
    await refresh('offers');
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    expect((await db.offers.toArray()).map((o) => [o.id, o.title])).toEqual([
      [1, 'A, edited elsewhere'],
      [3, 'C'],
    ]);
  });

  it('writes the server version of a record whose queued change was refused meanwhile', async () => {
    await db.offers.put(offer(1, 'A'));
    await updateOffer(1, 'Mine');
    fakeServer((req) =>
      req.method === 'PUT'
        ? json(400, { message: 'Invalid' })
        : json(200, { data: [offer(1, 'Theirs')] }),
    );
    await refresh('offers'); // held: the change is queued
    expect((await db.offers.get(1))?.title).toBe('Mine');
    await replay(); // refused, rolled back to "A"
    await db.outbox.clear(); // discarded
    await refresh('offers');
    expect((await db.offers.get(1))?.title).toBe('Theirs');
  });
});
