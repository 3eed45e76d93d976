import Dexie from 'dexie';
import { dayOf, FINAL_STATUSES, PACK_AGE_MS, packable, packTables } from '../db/booking-packs';
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
 * The days' packs one step rewrites, at most. Each is read, parsed, sorted, written whole: the
 * bench's lab has 164 bookings a day, a pack of 80 KB of JSON. A catch-up that finished bookings
 * spread over the history (the bench's 900 moved on, 58 of them packable, on 57 days) made one
 * step of 120 to 260 ms on a phone's CPU, on the screen's thread, once the catch-up was over; a
 * tap then waited for it. Eight days a step were still 37 to 108 ms there (profiled: the puts'
 * copies 22, JSON's stringify 15 and parse 11 of an 89 ms step); two are about a quarter.
 */
const STEP_DAYS = 2;

/**
 * One step of compaction, in one read-write transaction: up to STEP bookings of the table that
 * have become packable (src/db/booking-packs.ts: finished, scheduled PACK_AGE_MS ago), on at most
 * STEP_DAYS days, go to their day's pack. Only a walk packs bookings as they arrive, so these are
 * the ones finished since the walk that filled the mirror (a catch-up keeps them in the table)
 * and those of a device whose table was filled before the packs. Found through the
 * [status+scheduled_at] index, final statuses only; a booking with a change of this device's on
 * its way stays where it is. Resolves with whether more may be waiting.
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
    const days = new Set<string>();
    let cut = false;
    const ready = packables.filter((b) => {
      if (queued.has(String(b.id))) return false;
      const day = dayOf(b);
      if (!days.has(day) && days.size === STEP_DAYS) {
        cut = true;
        return false;
      }
      days.add(day);
      return true;
    });
    if (ready.length === 0) return false;
    const { leave } = await inTx(placeBookings(ready.slice(0, STEP), [], now, true));
    await db.bookings.bulkDelete(leave);
    return cut || ready.length > STEP || found.some((list) => list.length === STEP);
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
