import { useLiveQuery } from 'dexie-react-hooks';
import { readAllBookings } from '../../../db/booking-packs';
import { db } from '../../../db/db';
import { bookingItem, clientItem, memberItem, offerItem } from '../lib/index-items';
import type { SearchItem } from '../lib/rank';

/**
 * Everything the header search can find, built from the mirror while the search is open (so it
 * works offline and follows changes); `undefined` while loading or closed.
 */
export function useSearchIndex(enabled: boolean): SearchItem[] | undefined {
  return useLiveQuery(async () => {
    if (!enabled) return undefined;
    const [bookings, clients, offers, members] = await Promise.all([
      readAllBookings(),
      db.clients.toArray(),
      db.offers.toArray(),
      db.teamMembers.toArray(),
    ]);
    return [
      ...bookings.map(bookingItem),
      ...clients.map(clientItem),
      ...offers.map(offerItem),
      ...members.map(memberItem),
    ];
  }, [enabled]);
}
