import type { Lab, User } from '../../../db/types';
import { announceSessionChange, followLive } from '../lib/session-store';

/**
 * Stores a sign-in from a public screen. Dexie and the session code load only now, when a code
 * was accepted, so the sign-in screen itself stays small. Resolves once the guards see the
 * session, so the caller can go on to the dashboard.
 */
export async function storeSignIn(user: User, token: string, vendor: Lab | null): Promise<void> {
  const { completeSignIn } = await import('./complete-sign-in');
  await completeSignIn(user, token, vendor);
  await followLive();
  announceSessionChange();
}
