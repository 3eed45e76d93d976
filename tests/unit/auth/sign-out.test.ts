import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import { signOut } from '../../../src/features/auth/api/sign-out';
import { onSignOut } from '../../../src/lib/sign-out-hooks';

const calls: string[] = [];

beforeEach(async () => {
  calls.length = 0;
  await db.open();
  await db.session.put({
    key: 'current',
    token: 'tok',
    user: { id: 1, email: 'dana@lab.test', first_name: 'Dana' },
    vendor: null,
    signedInAt: new Date().toISOString(),
  });
  await db.bookings.put({
    id: 1,
    status: 'pending',
    client: { id: 1, first_name: 'A' },
    tests: [],
    scheduled_at: '',
    address: '',
    price: 1,
    history: [],
    created_at: '',
    updated_at: '',
  });
  localStorage.setItem('i18nextLng', 'en');
  sessionStorage.setItem('x', '1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(
        `${init.method ?? 'GET'} ${url} ${(init.headers as Record<string, string>).Authorization ?? ''}`,
      );
      return new Response(JSON.stringify({ message: 'Signed out.' }), { status: 200 });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('signOut', () => {
  it('unregisters push while the token works, logs out, and leaves nothing behind', async () => {
    const stop = onSignOut((token) => {
      calls.push(`hook ${token ?? ''}`);
    });
    const leave = vi.fn();
    await signOut({ leave });
    stop();

    expect(calls).toEqual(['hook tok', 'POST /api/logout Token tok']);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(leave).toHaveBeenCalledOnce();
    const names = await indexedDB.databases();
    expect(names.map((d) => d.name)).not.toContain('root');
  });

  it('still signs out when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const leave = vi.fn();
    await signOut({ leave });
    expect(leave).toHaveBeenCalledOnce();
    expect(localStorage.length).toBe(0);
  });

  it("drops the runtime caches and keeps the shell's: the precache and the worker's locale files", async () => {
    const names = new Set([
      'workbox-precache-v2-http://localhost/',
      'labdesk-locales-292ea57e',
      'workbox-runtime-http://localhost/',
      'images',
    ]);
    vi.stubGlobal('caches', {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    });
    await signOut({ leave: vi.fn() });
    expect([...names]).toEqual([
      'workbox-precache-v2-http://localhost/',
      'labdesk-locales-292ea57e',
    ]);
  });
});
