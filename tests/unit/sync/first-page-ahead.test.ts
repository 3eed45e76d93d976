import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { runSignOutHooks } from '../../../src/lib/sign-out-hooks';
import { FEED_CURSOR_KEY, pullChanges } from '../../../src/sync/feed';
import { askFirstPageAhead, firstPageBookings } from '../../../src/sync/first-page-ahead';
import { booking } from './changes';
import { fakeServer, json, resetDb, VENDOR, type SentRequest } from './fake-server';

const cursorOf = (req: SentRequest) => new URL(req.path, 'http://x').searchParams.get('cursor');

/** A feed of two pages: the walk's first, then the rest. */
function twoPageFeed() {
  let firstPages = 0;
  const server = fakeServer((req) => {
    if (cursorOf(req) === null) {
      firstPages += 1;
      return json(200, {
        data: {
          cursor: 'p1',
          more: true,
          changes: [{ type: 'bookings', id: 1, record: booking(1) }],
        },
      });
    }
    return json(200, {
      data: {
        cursor: 'p2',
        more: false,
        changes: [{ type: 'bookings', id: 2, record: booking(2) }],
      },
    });
  });
  return { ...server, firstPages: () => firstPages };
}

beforeEach(async () => {
  await resetDb();
});
afterEach(async () => {
  await runSignOutHooks(undefined); // drops a page left unused
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the first page asked ahead of a walk', () => {
  it('is the page the walk lands: asked once, not again', async () => {
    const feed = twoPageFeed();
    askFirstPageAhead(VENDOR.token);
    expect(feed.firstPages()).toBe(1);
    expect(await pullChanges()).toBe('done');
    expect(feed.firstPages()).toBe(1);
    expect((await db.bookings.toArray()).map((b) => b.id)).toEqual([1, 2]);
    expect((await db.meta.get(FEED_CURSOR_KEY))?.value).toBe('p2');
  });

  it('is taken once: a second walk asks for its own', async () => {
    const feed = twoPageFeed();
    askFirstPageAhead(VENDOR.token);
    await pullChanges();
    await db.meta.delete(FEED_CURSOR_KEY);
    await pullChanges();
    expect(feed.firstPages()).toBe(2);
  });

  it("is not another session's", async () => {
    const feed = twoPageFeed();
    askFirstPageAhead('another-token');
    await pullChanges();
    expect(feed.firstPages()).toBe(2);
    expect(feed.sent.at(-2)?.token).toBe(`Token ${VENDOR.token}`);
  });

  it('is dropped at sign-out', async () => {
    const feed = twoPageFeed();
    askFirstPageAhead(VENDOR.token);
    await runSignOutHooks(VENDOR.token);
    await pullChanges();
    expect(feed.firstPages()).toBe(2);
  });

  it('shows its bookings to the screens, also once the walk took it, and not after sign-out', async () => {
    twoPageFeed();
    expect(firstPageBookings()).toBeNull();
    askFirstPageAhead(VENDOR.token);
    expect(await firstPageBookings()).toEqual([booking(1)]);
    await pullChanges();
    expect(await firstPageBookings()).toEqual([booking(1)]);
    await runSignOutHooks(VENDOR.token);
    expect(firstPageBookings()).toBeNull();
  });

  it('is asked again when it never reached the server', async () => {
    let calls = 0;
    fakeServer((req) => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json(200, {
        data: {
          cursor: cursorOf(req) ?? 'p1',
          more: false,
          changes: [{ type: 'bookings', id: 7, record: booking(7) }],
        },
      });
    });
    askFirstPageAhead(VENDOR.token);
    expect(await pullChanges()).toBe('done');
    expect(calls).toBe(2);
    expect(await db.bookings.count()).toBe(1);
  });

  it('stands when the server answered it (a server without the feed is not asked twice)', async () => {
    const { sent } = fakeServer(() => json(404, { message: 'Not found' }));
    askFirstPageAhead(VENDOR.token);
    expect(await pullChanges()).toBe('unsupported');
    expect(sent).toHaveLength(1);
  });
});
