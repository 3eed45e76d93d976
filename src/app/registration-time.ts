import { sessionRead } from '../features/auth/lib/session-store';
import { atMost } from '../lib/at-most';
import { onIdle } from '../lib/idle';
import { firstRefreshLanded, firstScreenShown } from '../sync/first-screen';

/** Longest wait for the first screen, then for the start's refresh, before registering anyway. */
const REFRESH_WAIT_MS = 10_000;

/**
 * When the worker registers: once the first screen shows its data, for a signed-in vendor once the
 * start's refresh has landed too (REFRESH_WAIT_MS at most, offline for one), and then when the
 * main thread is next idle. A first install precaches the whole app (about 2 MB, a hundred files)
 * and an update fetches the worker's script: both after what the vendor opened the app for, not
 * beside it. On the bench's 2-core host an install beside the start took, in Lighthouse's cold
 * load of `/bookings`, about a third of its blocking time (bench/README.md). A guest's sign-in
 * screen registers as soon as it is shown: the install ends while a code is asked for and typed.
 */
export async function registrationTime(): Promise<void> {
  const within = (what: Promise<void>) => atMost(what, REFRESH_WAIT_MS);
  await within(firstScreenShown);
  const session = await sessionRead().catch(() => null);
  if (session && !session.expired) await within(firstRefreshLanded);
  await new Promise<void>((resolve) => onIdle(resolve, 2000, 0));
}
