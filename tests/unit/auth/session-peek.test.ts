import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { peekRecord } from '../../../src/db/peek-record';
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

  it('answers the reads asked for in one task with one open of the database', async () => {
    await db.open();
    await db.session.put(row);
    await db.meta.put({ key: 'feed:cursor', value: 'c-41' });
    db.close();
    const open = vi.spyOn(indexedDB, 'open');
    const [session, cursor, missing, absent] = await Promise.all([
      peekSession(),
      peekRecord('meta', 'feed:cursor'),
      peekRecord('meta', 'device-lock'),
      peekRecord('no-such-store', 'x'),
    ]);
    expect(open).toHaveBeenCalledTimes(1);
    expect(session).toEqual({ session: row, storage: { ok: true } });
    expect(cursor).toEqual({ value: { key: 'feed:cursor', value: 'c-41' }, storage: { ok: true } });
    expect(missing).toEqual({ value: null, storage: { ok: true } });
    expect(absent).toEqual({ value: null, storage: { ok: true } });
    // A read of a later task opens again, and sees what was written since.
    await db.open();
    await db.session.clear();
    db.close();
    open.mockClear();
    expect((await peekSession()).session).toBeNull();
    expect(open).toHaveBeenCalledTimes(1);
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
