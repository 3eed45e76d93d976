import { db } from '../../../db/db';
import { apiRequest } from '../../../lib/http';
import { runSignOutHooks } from '../../../lib/sign-out-hooks';

/** Runtime caches to drop; Workbox's precache (the app shell) stays so the app still opens offline. */
async function clearRuntimeCaches(): Promise<void> {
  if (!('caches' in globalThis)) return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => !n.startsWith('workbox-precache')).map((n) => caches.delete(n)),
  );
}

/**
 * SPEC 4 logout, made safe for a shared tablet: tell the server (best effort), run the sign-out
 * hooks (push token), delete the whole `root` database, clear local and session storage and the
 * runtime caches, then load /login afresh so no memory of this vendor is left in the page.
 */
export async function signOut(): Promise<void> {
  const session = await db.session.get('current').catch(() => undefined);
  const token = session?.token;
  if (token) {
    await apiRequest('/logout', { method: 'POST', token }).catch(() => undefined);
  }
  await runSignOutHooks(token);
  db.close();
  await db.delete().catch(() => undefined);
  localStorage.clear();
  sessionStorage.clear();
  await clearRuntimeCaches().catch(() => undefined);
  window.location.replace('/login');
}
