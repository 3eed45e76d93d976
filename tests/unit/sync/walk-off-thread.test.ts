import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { runSignOutHooks } from '../../../src/lib/sign-out-hooks';
import { FEED_CURSOR_KEY, pullChanges, type WalkResume } from '../../../src/sync/feed';
import { pullFeed } from '../../../src/sync/walk-off-thread';
import { booking } from './changes';
import { fakeServer, json, resetDb, VENDOR } from './fake-server';

/** What the fake worker does with the walk it is given. */
type Behaviour = (worker: FakeWorker, resume: WalkResume) => void;
let behaviour: Behaviour;

/** Stands in for the browser's Worker: walk-worker.ts's part is played by `behaviour`. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { preventDefault: () => void }) => void) | null = null;
  terminated = false;
  readonly given: WalkResume[] = [];
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(resume: WalkResume) {
    // Across threads a message is a copy.
    const copy = structuredClone(resume);
    this.given.push(copy);
    behaviour(this, copy);
  }
  terminate() {
    this.terminated = true;
  }
  answer(outcome: unknown) {
    if (!this.terminated) this.onmessage?.({ data: outcome });
  }
}

/** As walk-worker.ts: goes on with the walk and answers its outcome. */
const walks: Behaviour = (worker, resume) => {
  void pullChanges({ resume }).then((outcome) => worker.answer(outcome));
};

const change = (id: number) => ({ type: 'bookings', id, record: booking(id) });

beforeEach(async () => {
  await resetDb();
  FakeWorker.made = [];
  behaviour = walks;
  vi.stubGlobal('Worker', FakeWorker);
  // Four pages of one booking each, then the end.
  fakeServer((req) => {
    const cursor = new URL(req.path, 'http://x').searchParams.get('cursor');
    const n = cursor === null ? 0 : Number(cursor.slice(1));
    const more = n < 3;
    return json(200, { data: { cursor: `w${n + 1}`, more, changes: [change(n + 1)] } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a walk off the page', () => {
  it('lands the first two pages here and hands the rest to a module worker, which ends with it', async () => {
    expect(await pullFeed()).toBe('done');
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(String(worker!.url)).toMatch(/\/src\/sync\/walk-worker\.ts\b/);
    expect(worker!.options.type).toBe('module');
    expect(worker!.given.map((r) => r.cursor)).toEqual(['w2']);
    expect((await db.bookings.toArray()).map((b) => b.id)).toEqual([1, 2, 3, 4]);
    expect((await db.meta.get(FEED_CURSOR_KEY))?.value).toBe('w4');
    expect(worker!.terminated).toBe(true);
  });

  it('walks on here when the worker cannot run (its script did not load)', async () => {
    behaviour = (worker) => worker.onerror?.({ preventDefault: () => undefined });
    expect(await pullFeed()).toBe('done');
    expect(FakeWorker.made).toHaveLength(1);
    expect((await db.bookings.toArray()).map((b) => b.id)).toEqual([1, 2, 3, 4]);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it('ends the worker at sign-out, before the wipe, and reports the pull skipped', async () => {
    behaviour = () => void runSignOutHooks(VENDOR.token);
    expect(await pullFeed()).toBe('skipped');
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    // Only the first two pages, landed here before the hand-off.
    expect(await db.bookings.count()).toBe(2);
  });

  it('makes no worker for a pull of one page from a cursor (a poke)', async () => {
    await db.meta.put({ key: FEED_CURSOR_KEY, value: 'w3' });
    expect(await pullFeed()).toBe('done');
    expect(FakeWorker.made).toHaveLength(0);
    expect((await db.bookings.toArray()).map((b) => b.id)).toEqual([4]);
  });

  it('hands the rest of a catch-up from a cursor to the worker, as a catch-up', async () => {
    await db.meta.put({ key: FEED_CURSOR_KEY, value: 'w0' });
    await db.offers.put({
      id: 9,
      title: 'Kept',
      price: 1,
      valid_from: '',
      valid_to: '',
      tests: [],
    });
    expect(await pullFeed()).toBe('done');
    expect(FakeWorker.made).toHaveLength(1);
    const [given] = FakeWorker.made[0]!.given;
    // A catch-up hands on after its first page (a walk after two).
    expect(given).toMatchObject({ cursor: 'w1', limit: 100 });
    expect(given?.seen).toBeUndefined();
    expect((await db.bookings.toArray()).map((b) => b.id)).toEqual([1, 2, 3, 4]);
    expect((await db.meta.get(FEED_CURSOR_KEY))?.value).toBe('w4');
    // Not a walk: what the pages did not name stays.
    expect(await db.offers.count()).toBe(1);
  });
});
