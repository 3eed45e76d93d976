import { db } from '../db/db';
import { atMost } from '../lib/at-most';
import { onIdle } from '../lib/idle';
import { firstScreenCommitted, firstScreenShown } from './first-screen';
import { LAST_SYNCED_KEY } from './pull-state';

/** Longest wait for the first screen before the data layer starts anyway. */
const FIRST_SCREEN_WAIT_MS = 3000;

let started = false;

/** Whether the mirror has never heard from the server (a first sign-in): nothing to paint first. */
async function mirrorNeverFilled(): Promise<boolean> {
  return (await db.meta.get(LAST_SYNCED_KEY).catch(() => null)) === undefined;
}

/**
 * Loads and starts the data layer (pull, replay, outbox triggers) for a signed-in vendor, once:
 * the sign-in screen never downloads it, and the screen first paints what the mirror already
 * holds. The refresh follows when the first screen is shown and the main thread is idle (or 2 s
 * more at the latest). With nothing in the mirror (a first sign-in's page load), as soon as the
 * first screen has committed: it draws the walk's first page, asked for ahead
 * (first-page-ahead.ts), and loading the data layer and landing that page beside its first
 * render (about 400 ms on the bench's phone) held its first rows back by as much.
 * startSync then follows the session by itself.
 */
export function startSyncAfterFirstScreen(): void {
  if (started) return;
  started = true;
  const begin = () => void import('./start').then((m) => m.startSync());
  const whenIdle = () => void onIdle(begin, 2000);
  const within = (shown: Promise<void>) => atMost(shown, FIRST_SCREEN_WAIT_MS);
  void mirrorNeverFilled().then((empty) => {
    if (empty) void within(firstScreenCommitted).then(begin);
    else void within(firstScreenShown).then(whenIdle);
  });
}
