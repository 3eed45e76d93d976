import { VENDOR_TABLES, db, type SessionRow } from '../../../db/db';
import type { Lab, User } from '../../../db/types';
import { forgetReadsAhead } from '../../../lib/read-ahead';
import { blockSnapshot, dropSnapshot } from '../../../lib/snapshot';
import { askFirstPageAhead } from '../../../sync/first-page-ahead';
import { wakeOutbox } from '../../../sync/wake';

/**
 * Stores a successful sign-in in the `root` database.
 * - The same vendor signing in again after their session expired keeps the mirror and the
 *   queued changes: only the token is replaced and the outbox goes on.
 * - Anyone else starts from an empty database, so nothing of a previous vendor is ever shown or
 *   sent with the new token.
 */
export async function completeSignIn(user: User, token: string, vendor: Lab | null): Promise<void> {
  const tables = VENDOR_TABLES.map((name) => db.table(name));
  const sameUser = await db.transaction('rw', tables, async () => {
    const existing = await db.session.get('current');
    const sameUser = existing !== undefined && existing.user.id === user.id;
    if (!sameUser) {
      await Promise.all(tables.map((table) => table.clear()));
    }
    // A vendor change still waiting in the outbox is newer than what GET /labs answered.
    const pendingVendorChange =
      sameUser && (await db.outbox.filter((r) => r.table === 'lab').count()) > 0;
    const row: SessionRow = {
      key: 'current',
      token,
      user,
      vendor: pendingVendorChange ? (existing?.vendor ?? vendor) : vendor,
      signedInAt: new Date().toISOString(),
    };
    await db.session.put(row);
    return sameUser;
  });
  // The dashboard snapshot is taken again from this session's own mirror; another vendor starts
  // without this device's lock (its table was cleared), so without the lock's block too.
  dropSnapshot();
  if (!sameUser) blockSnapshot(false);
  // What a screen read before the mirror was emptied (opened while nobody was signed in) is
  // read again.
  if (!sameUser) forgetReadsAhead();
  // An emptied mirror is filled by a walk: its first page can be on its way while the data
  // layer loads.
  if (!sameUser && vendor) askFirstPageAhead(token);
  wakeOutbox();
}

/** Marks the session expired after a 401, if it is still the session that token belongs to. */
export async function markSessionExpired(token: string): Promise<void> {
  await db.transaction('rw', db.session, async () => {
    const session = await db.session.get('current');
    if (session && session.token === token && !session.expired) {
      await db.session.put({ ...session, expired: true });
    }
  });
}
