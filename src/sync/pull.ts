import { db } from '../db/db';
import { ApiError, generalMessage } from '../lib/errors';
import { syncMode, type FeedOutcome } from './feed';
import { inTx } from '../db/in-tx';
import { withLock } from './lock';
import { online } from './online';
import { FETCHERS, PULL_RESOURCES, pullStateKey, type PullResource } from './pull-fetchers';
import { LAST_SYNCED_KEY, markExpired, markLoading, pullStateRow } from './pull-state';
import { compactWhenIdle } from './compact-packs';
import { pullFeed } from './walk-off-thread';

export { pullStateKey, type PullResource };

/**
 * Refreshes one part of the mirror from its whole list (the spec's GET): the request (and the
 * JSON parse) first, then one read-write transaction that writes what changed and the pull's
 * state. Resolves either way; the outcome is in the `pull:<resource>` meta row (usePullState).
 * Offline it does nothing.
 */
async function refreshList(resource: PullResource): Promise<void> {
  // Storage going away mid-pull (sign-out deletes the database) is not the caller's problem.
  await refreshOne(resource).catch(() => undefined);
}

async function refreshOne(resource: PullResource): Promise<void> {
  const name = resource === 'clients' ? 'team' : resource;
  const session = await db.session.get('current');
  if (!session || session.expired || !online()) return;
  const since = Date.now();
  // The loading mark is written while the request is on its way.
  const loading = markLoading(pullStateKey(name));
  loading.catch(() => undefined);
  try {
    const landing = await FETCHERS[name](session);
    await loading;
    const tables = [...(landing?.tables ?? []), db.meta];
    await db.transaction('rw', tables, async () => {
      if (landing) await inTx(landing.write(since));
      const now = Date.now();
      await db.meta.bulkPut([
        pullStateRow(pullStateKey(name), { loading: false, error: null, at: now }),
        { key: LAST_SYNCED_KEY, value: now },
      ]);
    });
  } catch (err) {
    const at = await loading.catch(() => null);
    if (err instanceof ApiError && err.kind === 'http' && err.status === 401) {
      await markExpired(session.token).catch(() => undefined);
    }
    await db.meta
      .put(pullStateRow(pullStateKey(name), { loading: false, error: generalMessage(err), at }))
      .catch(() => undefined);
  }
}

/** The lookups are the same for every lab and change rarely: asked again once a day. */
const LOOKUPS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

async function refreshLookupsIfOld(): Promise<void> {
  const rows = await db.lookups.toArray().catch(() => []);
  const oldest = rows.length < 4 ? 0 : Math.min(...rows.map((r) => r.fetchedAt));
  if (Date.now() - oldest > LOOKUPS_MAX_AGE_MS) await refreshList('lookups');
}

let inFlight: Promise<FeedOutcome> | null = null;
let queued: Promise<FeedOutcome> | null = null;

/**
 * One pull of the change feed at a time, across tabs too (a Web Lock), and however many pokes,
 * pushes or focus events ask meanwhile, one more after it: what they announced may have come
 * after the running pull read its page.
 */
export function catchUp(): Promise<FeedOutcome> {
  if (!inFlight) {
    inFlight = withLock('feed-pull', pullFeed)
      .catch((): FeedOutcome => 'failed')
      .then((outcome) => {
        // Bookings the pull finished may go to their day's pack, when nothing else runs.
        if (outcome === 'done') compactWhenIdle();
        return outcome;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }
  queued ??= inFlight.then(() => {
    queued = null;
    return catchUp();
  });
  return queued;
}

/**
 * Brings the mirror up to the server's. With the change feed (every server of this repo) that is
 * one pull of what changed, whatever the resource; a server without it (404) gets the spec's GETs
 * of whole lists, as before the feed existed. The lookups are public lists outside the feed.
 */
export async function refresh(resource: PullResource): Promise<void> {
  if (resource !== 'lookups' && (await syncMode().catch(() => null)) !== 'legacy') {
    if ((await catchUp()) !== 'unsupported') return;
  }
  await refreshList(resource);
}

/**
 * Every resource (start, `online`, a poke, a push message). `probe` asks the feed even when the
 * server had none before (at start: the server may have been upgraded since).
 */
export async function refreshAll(options: { probe?: boolean } = {}): Promise<void> {
  const mode = await syncMode().catch(() => null);
  if (mode !== 'legacy' || options.probe) {
    const outcome = await catchUp();
    if (outcome !== 'unsupported') {
      await refreshLookupsIfOld();
      return;
    }
  }
  await Promise.all(PULL_RESOURCES.map((r) => refreshList(r)));
}
