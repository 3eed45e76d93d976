import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { peekSession } from '../../../src/db/peek-session';

const row = {
  key: 'current' as const,
  token: 't1',
  user: { id: 1, email: 'dana@lab.test', first_name: 'Dana' },
  vendor: null,
  signedInAt: '2026-11-21T08:00:00.000Z',
};

// The sign-in screen decides "guest or vendor" with this read, before Dexie is downloaded.
describe('session peek', () => {
  afterEach(async () => {
    // Deleting waits for every connection to close: a peek that left one open hangs here.
    db.close();
    await db.delete();
    vi.restoreAllMocks();
  });

  it('answers "nobody" without creating the database when there is none', async () => {
    const peek = await peekSession();
    expect(peek).toEqual({ session: null, storage: { ok: true } });
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain('root');
  });

  it('reads the row Dexie stored, and does not hold the database open', async () => {
    await db.open();
    await db.session.put(row);
    db.close();
    expect(await peekSession()).toEqual({ session: row, storage: { ok: true } });
    await db.open();
    expect(await db.session.get('current')).toEqual(row);
  });

  it('answers "nobody" after sign-out emptied the table', async () => {
    await db.open();
    await db.session.put(row);
    await db.session.clear();
    expect((await peekSession()).session).toBeNull();
  });

  it('says storage is unavailable when IndexedDB refuses to open', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(await peekSession()).toEqual({
      session: null,
      storage: { ok: false, reason: 'unavailable' },
    });
  });
});
