import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { db, type MetaRow } from '../../../src/db/db';
import { readBooking } from '../../../src/db/booking-packs';
import { noteApplied } from '../../../src/sync/apply';
import {
  FEED_CURSOR_KEY,
  SYNC_MODE_KEY,
  pullChanges,
  type WalkResume,
} from '../../../src/sync/feed';
import { FEED_WALKED_KEY, readMirrorFill } from '../../../src/sync/mirror-fill';
import { refreshAll } from '../../../src/sync/pull';
import { UNREAD_COUNT_KEY } from '../../../src/sync/pull-state';
import { replay } from '../../../src/sync/replay';
import { booking, createOffer, deleteOffer, offer, setBookingStatus, updateOffer } from './changes';
import { fakeServer, json, resetDb, VENDOR, type SentRequest } from './fake-server';

interface Change {
  type: string;
  id: number;
  record?: unknown;
  deleted?: boolean;
}

const put = <T extends { id: unknown }>(type: string, record: T): Change => ({
  type,
  id: record.id as number,
  record,
});
const gone = (type: string, id: number): Change => ({ type, id, deleted: true });
const page = (cursor: string, changes: Change[], more = false, summary?: unknown) =>
  json(200, { data: { cursor, more, changes, ...(summary ? { summary } : {}) } });

function cursorOf(req: SentRequest): string | null {
  return new URL(req.path, 'http://x').searchParams.get('cursor');
}

beforeEach(async () => {
  await resetDb();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the change feed', () => {
  it('fills the mirror from no cursor in pages, then asks only for what follows its cursor', async () => {
    const { sent } = fakeServer((req) => {
      const cursor = cursorOf(req);
      if (cursor === null)
        return page('e1.2', [put('bookings', booking(1)), put('offers', offer(5))], true);
      if (cursor === 'e1.2') return page('e1.3', [put('bookings', booking(2, 'confirmed'))]);
      return page(cursor, []);
    });

    expect(await pullChanges()).toBe('done');
    expect((await db.bookings.toArray()).map((b) => [b.id, b.status])).toEqual([
      [1, 'pending'],
      [2, 'confirmed'],
    ]);
    expect(await db.offers.count()).toBe(1);
    expect((await db.meta.get(FEED_CURSOR_KEY))?.value).toBe('e1.3');
    expect((await db.meta.get(SYNC_MODE_KEY))?.value).toBe('feed');
    expect(sent.every((r) => r.token === `Token ${VENDOR.token}`)).toBe(true);

    sent.length = 0;
    const writes = vi.fn();
    db.bookings.hook('creating', writes);
    db.bookings.hook('updating', writes);
    await pullChanges();
    expect(sent.map(cursorOf)).toEqual(['e1.3']);
    expect(writes).not.toHaveBeenCalled();
    expect(await db.bookings.count()).toBe(2);
  });

  it('walks the whole state in pages growing from 100 to 2,000, and follows a cursor in pages of 40, then 100', async () => {
    const { sent } = fakeServer((req) => {
      const cursor = cursorOf(req);
      const n = cursor === null ? 0 : Number(cursor.slice(1));
      if (n < 5) return page(`w${n + 1}`, [put('bookings', booking(n + 1))], true);
      return page(`w${n}`, []);
    });
    expect(await pullChanges()).toBe('done');
    const limits = () => sent.map((r) => new URL(r.path, 'http://x').searchParams.get('limit'));
    // The first two stay small: they land on the page, before a worker takes the rest.
    expect(limits()).toEqual(['100', '100', '400', '1600', '2000', '2000']);
    expect(await db.bookings.count()).toBe(5);
    sent.length = 0;
    await pullChanges();
    // Following a cursor: a smaller first page, the one that lands on the page's thread.
    expect(limits()).toEqual(['16']);
    sent.length = 0;
    await db.meta.put({ key: FEED_CURSOR_KEY, value: 'w2' });
    await pullChanges();
    expect(limits()).toEqual(['16', '100', '100', '100']);
  });

  it("keeps a walk's tally of the bookings landed so far with each page, and drops it with the last", async () => {
    const tallies: unknown[] = [];
    const note = (key: string, value: unknown) => {
      if (key === FEED_WALKED_KEY) tallies.push(value);
    };
    const creating = (key: string, row: MetaRow) => note(key, row.value);
    const updating = (changes: object, key: string) => {
      if ('value' in changes) note(key, changes.value);
    };
    db.meta.hook('creating', creating);
    db.meta.hook('updating', updating);
    onTestFinished(() => {
      db.meta.hook('creating').unsubscribe(creating);
      db.meta.hook('updating').unsubscribe(updating);
    });
    fakeServer((req) => {
      const cursor = cursorOf(req);
      const n = cursor === null ? 0 : Number(cursor.slice(1));
      // Two bookings a page, the second page an offer too; the third page is the last.
      if (n < 2)
        return page(
          `w${n + 1}`,
          [
            put('bookings', booking(2 * n + 1)),
            put('bookings', booking(2 * n + 2)),
            ...(n === 1 ? [put('offers', offer(5))] : []),
          ],
          true,
        );
      return page('w3', [put('bookings', booking(5))]);
    });
    expect(await pullChanges()).toBe('done');
    expect(tallies).toEqual([2, 4]);
    expect(await db.meta.get(FEED_WALKED_KEY)).toBeUndefined();
    expect(await readMirrorFill()).toBeNull();
    // A cursor's pull keeps no tally.
    tallies.length = 0;
    await pullChanges();
    expect(tallies).toEqual([]);
  });

  it('hands the rest of a walk on after its first two pages, and the other side ends it as one walk', async () => {
    // A start-over cut off before: booking 99 is no longer on the server.
    await db.bookings.bulkPut([booking(99)]);
    await db.meta.bulkPut([
      { key: FEED_CURSOR_KEY, value: 'w0' },
      { key: 'feed:resync', value: true },
    ]);
    const { sent } = fakeServer((req) => {
      const cursor = cursorOf(req);
      const n = cursor === null ? 0 : Number(cursor.slice(1));
      if (n < 3) return page(`w${n + 1}`, [put('bookings', booking(n + 1))], true);
      return page('w3', [put('offers', offer(5))]);
    });
    const handed: WalkResume[] = [];
    const outcome = await pullChanges({
      walkAway: () => (resume) => {
        handed.push(resume);
        // As a worker gets it: a copy, through postMessage.
        return pullChanges({ resume: structuredClone(resume) });
      },
    });
    expect(outcome).toBe('done');
    expect(handed.map((r) => [r.cursor, r.limit, r.pages])).toEqual([['w2', 400, 2]]);
    const asked = sent.map((r) => [
      cursorOf(r),
      new URL(r.path, 'http://x').searchParams.get('limit'),
    ]);
    // The page fetched ahead (w2, 400) is asked for again by the side that goes on.
    expect(asked).toEqual([
      [null, '100'],
      ['w1', '100'],
      ['w2', '400'],
      ['w2', '400'],
      ['w3', '1600'],
    ]);
    expect((await db.bookings.toArray()).map((b) => b.id)).toEqual([1, 2, 3]);
    expect(await db.offers.count()).toBe(1);
    expect((await db.meta.get(FEED_CURSOR_KEY))?.value).toBe('w3');
    expect((await db.meta.get('feed:resync'))?.value).toBe(false);
  });

  it("keeps what the replayer confirmed after a walk's last page was asked for, and drops the rest it did not name", async () => {
    await db.offers.put(offer(41, 'Gone from the server'));
    fakeServer(async (req) => {
      if (cursorOf(req) === null) return page('w1', [put('bookings', booking(1))], true);
      // Meanwhile this device made an offer, and the replayer landed the server's answer.
      await db.offers.put(offer(42, 'Made here'));
      await noteApplied('offers', [42]);
      return page('w2', [put('offers', offer(5))]);
    });
    expect(await pullChanges()).toBe('done');
    expect((await db.offers.toArray()).map((o) => o.id).sort()).toEqual([42, 5].sort());
  });

  it("makes no other thread for a small lab's walk of one or two pages", async () => {
    let asked = 0;
    const walkAway = () => {
      asked += 1;
      return null;
    };
    fakeServer(() => page('w1', [put('bookings', booking(1))]));
    expect(await pullChanges({ walkAway })).toBe('done');
    await db.meta.delete(FEED_CURSOR_KEY);
    fakeServer((req) =>
      cursorOf(req) === null
        ? page('w1', [put('bookings', booking(1))], true)
        : page('w2', [put('bookings', booking(2))]),
    );
    expect(await pullChanges({ walkAway })).toBe('done');
    expect(asked).toBe(0);
    expect(await db.bookings.count()).toBe(2);
  });

  it('goes on with the walk itself when nobody takes it', async () => {
    const { sent } = fakeServer((req) => {
      const n = Number((cursorOf(req) ?? 'w0').slice(1));
      if (n < 2) return page(`w${n + 1}`, [put('bookings', booking(n + 1))], true);
      return page('w2', []);
    });
    expect(await pullChanges({ walkAway: () => () => Promise.resolve(null) })).toBe('done');
    expect(sent.map(cursorOf)).toEqual([null, 'w1', 'w2']);
    expect(await db.bookings.count()).toBe(2);
  });

  it('deletes what a tombstone names and applies updates from other devices', async () => {
    await db.meta.put({ key: FEED_CURSOR_KEY, value: 'e1.10' });
    await db.offers.bulkPut([offer(1, 'Stays'), offer(2, 'Deleted elsewhere')]);
    await db.bookings.put(booking(3));
    fakeServer(() =>
      page('e1.12', [
        gone('offers', 2),
        put('bookings', { ...booking(3, 'confirmed'), updated_at: '2026-01-01T01:00:00Z' }),
        gone('notifications', 99), // never seen here: nothing to do
      ]),
    );
    await pullChanges();
    expect((await db.offers.toArray()).map((o) => o.title)).toEqual(['Stays']);
    expect((await db.bookings.get(3))?.status).toBe('confirmed');
  });

  it('holds the server version of a record with a queued change, and lands it once refused', async () => {
    await db.meta.put({ key: FEED_CURSOR_KEY, value: 'e1.1' });
    await db.offers.put(offer(1, 'Before'));
    await updateOffer(1, 'Mine');
    let refuse = false;
    fakeServer((req) => {
      if (req.method === 'PUT') return json(400, { message: 'Invalid price' });
      return cursorOf(req) === 'e1.1' && !refuse
        ? page('e1.2', [put('offers', offer(1, 'Theirs'))])
        : page(cursorOf(req) ?? 'e1.2', []);
    });

    await pullChanges();
    expect((await db.offers.get(1))?.title).toBe('Mine');

    refuse = true;
    await replay(); // the server refuses mine: rolled back to "Before"
    expect(await db.outbox.where('status').equals('failed').count()).toBe(1);
    // Discarding the refused row: the record is nobody's change any more.
    await db.outbox.clear();
    await pullChanges();
    expect((await db.offers.get(1))?.title).toBe('Theirs');
  });

  it('keeps offline creations and queued deletes through a page that names them not', async () => {
    await db.meta.put({ key: FEED_CURSOR_KEY, value: 'e1.1' });
    await db.offers.put(offer(1, 'Doomed'));
    await deleteOffer(1);
    const temp = await createOffer('Made offline');
    fakeServer(() => page('e1.2', [put('offers', offer(1, 'Doomed, edited elsewhere'))]));
    await pullChanges();
    expect((await db.offers.toArray()).map((o) => o.id)).toEqual([temp]);
  });

  it('does not take back a booking status the replayer confirmed after the page was read', async () => {
    await db.meta.put({ key: FEED_CURSOR_KEY, value: 'e1.1' });
    await db.bookings.bulkPut([booking(1), booking(2)]);
    fakeServer(async () => {
      // While the page is on its way, the replayer lands its answer: booking 1, confirmed.
      await db.bookings.put({ ...booking(1, 'confirmed'), updated_at: '2026-01-01T02:00:00Z' });
      await noteApplied('bookings', [1]);
      return page('e1.2', [
        put('bookings', { ...booking(1), updated_at: '2026-01-01T01:00:00Z' }),
        put('bookings', { ...booking(2, 'cancelled'), updated_at: '2026-01-01T01:00:00Z' }),
      ]);
    });
    await pullChanges();
    expect((await db.bookings.get(1))?.status).toBe('confirmed');
    // Cancelled long ago: packed with its day (src/db/booking-packs.ts).
    expect((await readBooking(2))?.status).toBe('cancelled');
  });

  it('starts over on 410, dropping what the server no longer has but keeping the outbox', async () => {
    await db.meta.put({ key: FEED_CURSOR_KEY, value: 'old-epoch.50' });
    await db.bookings.bulkPut([booking(1), booking(2)]);
    await db.offers.bulkPut([offer(7, 'Gone while the tombstone was pruned'), offer(8, 'Mine')]);
    await updateOffer(8, 'Mine, queued');
    const temp = await createOffer('Offline');
    const { sent } = fakeServer((req) => {
      const cursor = cursorOf(req);
      if (cursor === 'old-epoch.50') {
        return json(410, { message: 'Sync cursor expired; start over', code: 'cursor_expired' });
      }
      if (cursor === null) return page('e2.1', [put('bookings', booking(1))], true);
      return page('e2.2', [put('offers', offer(9, 'New'))]);
    });

    expect(await pullChanges()).toBe('done');
    expect(sent.map(cursorOf)).toEqual(['old-epoch.50', null, 'e2.1']);
    expect((await db.bookings.toArray()).map((b) => b.id)).toEqual([1]);
    expect((await db.offers.toArray()).map((o) => o.id).sort()).toEqual([8, 9, temp].sort());
    expect(await db.outbox.count()).toBe(2);
    expect((await db.meta.get(FEED_CURSOR_KEY))?.value).toBe('e2.2');
  });

  it('begins a start-over again when it was cut off half-way', async () => {
    let fail = true;
    const { sent } = fakeServer((req) => {
      const cursor = cursorOf(req);
      if (cursor === null) return page('e1.1', [put('bookings', booking(1))], true);
      if (fail) return Promise.reject(new TypeError('Failed to fetch'));
      return page('e1.2', []);
    });
    expect(await pullChanges()).toBe('failed');
    expect(await db.bookings.count()).toBe(1);
    fail = false;
    sent.length = 0;
    await pullChanges();
    expect(sent.map(cursorOf)).toEqual([null, 'e1.1']);
  });

  it('keeps the dashboard figures and the unread count from the last page', async () => {
    const summary = {
      generated_at: '2026-01-01T00:00:00Z',
      counts_by_status: { pending: 1 },
      weekly: [{ week_start: '2025-12-29', bookings: 1, revenue: 10 }],
      totals: { bookings: 1, revenue: 10, clients: 4 },
      unread_count: 3,
    };
    const notification = {
      id: 4,
      read: false,
      title: 'New booking',
      message: '',
      type: 'mail',
      avatar: null,
      created_at: '2026-01-01T00:00:00Z',
    };
    fakeServer(() =>
      page(
        'e1.1',
        [put('bookings', booking(1)), put('notifications', notification)],
        false,
        summary,
      ),
    );
    await pullChanges();
    const row = await db.dashboard.get('current');
    expect(row?.data.totals).toEqual({ bookings: 1, revenue: 10, clients: 4 });
    expect(row?.data.weekly).toHaveLength(1);
    expect((await db.meta.get(UNREAD_COUNT_KEY))?.value).toBe(3);
  });

  it('keeps the lab in the session', async () => {
    const lab = { id: 7, name: 'Renamed elsewhere', first_name: 'Lab', email: 'lab@example.com' };
    fakeServer(() => page('e1.1', [put('lab', lab)]));
    await pullChanges();
    expect((await db.session.get('current'))?.vendor?.name).toBe('Renamed elsewhere');
  });

  it('marks the session expired on 401 and keeps the mirror', async () => {
    await db.bookings.put(booking(1));
    fakeServer(() => json(401, { message: 'Invalid token.' }));
    expect(await pullChanges()).toBe('failed');
    expect((await db.session.get('current'))?.expired).toBe(true);
    expect(await db.bookings.count()).toBe(1);
  });

  it('falls back to the whole lists against a server without the feed (404)', async () => {
    const { sent } = fakeServer((req) => {
      if (req.path.startsWith('/sync/')) return json(404, { message: 'Not found' });
      if (req.path === '/bookings') return json(200, { data: [booking(4)] });
      return json(200, { data: [] });
    });
    await refreshAll();
    expect((await db.meta.get(SYNC_MODE_KEY))?.value).toBe('legacy');
    expect((await db.bookings.toArray()).map((b) => b.id)).toEqual([4]);
    expect(sent.some((r) => r.path === '/offers/')).toBe(true);

    // Later pulls go straight to the lists, unless asked to look for the feed again (start).
    sent.length = 0;
    await refreshAll();
    expect(sent.some((r) => r.path.startsWith('/sync/'))).toBe(false);
  });

  it('skips a status change made here while the server page still has the old one', async () => {
    await db.meta.put({ key: FEED_CURSOR_KEY, value: 'e1.1' });
    await db.bookings.put(booking(1));
    await setBookingStatus(1, 'confirmed');
    fakeServer(() => page('e1.2', [put('bookings', booking(1))]));
    await pullChanges();
    expect((await db.bookings.get(1))?.status).toBe('confirmed');
  });

  it('asks nothing for a new vendor who has not made a lab yet', async () => {
    await resetDb({ ...VENDOR, vendor: null });
    const { sent } = fakeServer(() => json(403, { message: 'Create your lab profile first' }));
    expect(await pullChanges()).toBe('skipped');
    expect(sent).toHaveLength(0);
  });
});
