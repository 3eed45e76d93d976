import Dexie from 'dexie';
import { FINAL_STATUSES, PACK_AGE_MS, packable, packTables } from '../db/booking-packs';
import { placeBookings } from '../db/booking-packs-write';
import { db } from '../db/db';
import { OFFSET_MARGIN_MS } from '../db/day-bookings';
import { inTx } from '../db/in-tx';
import { onIdle } from '../lib/idle';
import { onSignOut } from '../lib/sign-out-hooks';
import { withLock } from './lock';
import { queuedIds } from './replace-table';

/**
 * Bookings moved to the packs in one transaction: each step rewrites the packs of the days its
 * bookings fall on, and a screen showing the whole list reads it again after the commit.
 */
const STEP = 200;

/**
 * One step of compaction, in one read-write transaction: up to STEP bookings of the table that
 * have become packable (src/db/booking-packs.ts: finished, scheduled PACK_AGE_MS ago) go to their
 * day's pack. Only a walk packs bookings as they arrive, so these are the ones finished since the
 * walk that filled the mirror (a catch-up keeps them in the table) and those of a device whose
 * table was filled before the packs. Found through the [status+scheduled_at] index, final
 * statuses only; a booking with a change of this device's on its way stays where it is. Resolves
 * with whether more may be waiting.
 */
export async function compactStep(now = Date.now()): Promise<boolean> {
  const upper = new Date(now - PACK_AGE_MS + OFFSET_MARGIN_MS).toISOString();
  return db.transaction('rw', [db.bookings, ...packTables(), db.meta, db.outbox], async () => {
    const found = await Promise.all(
      FINAL_STATUSES.map((status) =>
        db.bookings
          .where('[status+scheduled_at]')
          .between([status, Dexie.minKey], [status, upper])
          .limit(STEP)
          .toArray(),
      ),
    );
    const packables = found.flat().filter((b) => packable(b, now));
    // The outbox is read only when there is something to pack: a step follows every pull.
    if (packables.length === 0) return false;
    const queued = (await inTx(queuedIds()))('bookings');
    const ready = packables.filter((b) => !queued.has(String(b.id))).slice(0, STEP);
    if (ready.length === 0) return false;
    const { leave } = await inTx(placeBookings(ready, [], now, true));
    await db.bookings.bulkDelete(leave);
    return found.some((list) => list.length === STEP);
  });
}

let planned: (() => void) | null = null;

// Nothing of one vendor's mirror is worked on after their sign-out.
onSignOut(() => {
  planned?.();
  planned = null;
});

/**
 * Compacts the mirror when the main thread is idle, a step at a time, each under the feed's lock
 * (src/sync/pull.ts: a pull in any tab and a step never interleave). Asked for after every pull
 * that ends; a request while one is planned or running is the same one.
 */
export function compactWhenIdle(): void {
  if (planned) return;
  const next = () => {
    planned = onIdle(
      () => {
        void withLock('feed-pull', () => compactStep())
          .catch(() => false)
          .then((more) => {
            if (more && planned) next();
            else planned = null;
          });
      },
      5000,
      1000,
    );
  };
  next();
}
