import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionRow } from '../../../src/db/db';

const row: SessionRow = {
  key: 'current',
  token: 'tok-1',
  user: { id: 7, email: 'lab@example.test' },
  signedInAt: '2026-11-23T10:00:00.000Z',
} as unknown as SessionRow;

/** What the live query hands over after the peek, one by one. */
let liveAnswers: (SessionRow | null)[] = [];

/** What the plain reads at start find: the session row, and the feed's cursor in meta. */
let peeked: SessionRow = row;
let peekedCursor: string | null = null;
const askedAhead = vi.fn();

vi.mock('../../../src/db/peek-session', () => ({
  peekSession: () => Promise.resolve({ session: { ...peeked }, storage: { ok: true } }),
}));
vi.mock('../../../src/db/peek-record', () => ({
  peekRecord: () => Promise.resolve({ value: peekedCursor, storage: { ok: true } }),
}));
vi.mock('../../../src/sync/first-page-ahead', () => ({
  FEED_CURSOR_KEY: 'feed:cursor',
  askFirstPageAhead: (token: string) => askedAhead(token),
}));
vi.mock('../../../src/features/auth/lib/session-live', () => ({
  followSessionRow: (set: (next: SessionRow | null) => void) => {
    liveAnswers.forEach((answer) => set(answer));
    return Promise.resolve();
  },
}));

async function freshStore() {
  vi.resetModules();
  return import('../../../src/features/auth/lib/session-store');
}

describe('the session the screens read', () => {
  beforeEach(() => {
    liveAnswers = [];
    peeked = row;
    peekedCursor = null;
    askedAhead.mockClear();
  });

  it("asks for a walk's first page at start when the signed-in lab's mirror has no cursor", async () => {
    const withLab = { ...row, vendor: { id: 3, name: 'Lab' } } as unknown as SessionRow;
    peeked = withLab;
    liveAnswers = [withLab];
    let store = await freshStore();
    await store.sessionRead();
    await vi.waitFor(() => expect(askedAhead).toHaveBeenCalledWith('tok-1'));

    askedAhead.mockClear();
    peekedCursor = 'e1.9';
    store = await freshStore();
    await store.sessionRead();
    await store.followLive();
    await new Promise((r) => setTimeout(r, 10));
    expect(askedAhead).not.toHaveBeenCalled();
  });

  it('keeps its object when the live query reads the same row again', async () => {
    liveAnswers = [{ ...row }];
    const store = await freshStore();
    const heard = vi.fn();
    store.subscribeSession(heard);
    await store.sessionRead();
    const first = store.getSession();
    await store.followLive();
    expect(store.getSession()).toBe(first);
    // The peek's answer only.
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('tells the screens when the row changed or went', async () => {
    liveAnswers = [{ ...row, expired: true } as SessionRow, null];
    const store = await freshStore();
    const seen: unknown[] = [];
    store.subscribeSession(() => seen.push(store.getSession()));
    await store.sessionRead();
    await store.followLive();
    expect(seen).toEqual([row, { ...row, expired: true }, null]);
  });
});

describe('sameRow', () => {
  it('takes a row of the same JSON for the same, and nothing else', async () => {
    const { sameRow } = await import('../../../src/lib/value-store');
    expect(sameRow({ a: 1, b: [2] }, { a: 1, b: [2] })).toBe(true);
    expect(sameRow({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameRow<unknown>(null, {})).toBe(false);
    expect(sameRow<unknown>(undefined, null)).toBe(false);
    expect(sameRow(null, null)).toBe(true);
  });
});
