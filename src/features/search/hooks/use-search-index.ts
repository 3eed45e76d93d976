import { format } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { db } from '../../../db/db';
import { bookingItem, clientItem, memberItem, offerItem } from '../index-items';
import type { SearchItem } from '../rank';

/**
 * Everything the header search can find, built from the mirror while the search is open (so it
 * works offline and follows changes); `undefined` while loading or closed.
 */
export function useSearchIndex(enabled: boolean): SearchItem[] | undefined {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage?.startsWith('de') ? de : enUS;
  return useLiveQuery(async () => {
    if (!enabled) return undefined;
    const [bookings, clients, offers, members] = await Promise.all([
      db.bookings.toArray(),
      db.clients.toArray(),
      db.offers.toArray(),
      db.teamMembers.toArray(),
    ]);
    return [
      ...bookings.map((b) => bookingItem(b, format(new Date(b.scheduled_at), 'PP p', { locale }))),
      ...clients.map(clientItem),
      ...offers.map(offerItem),
      ...members.map(memberItem),
    ];
  }, [enabled, locale]);
}
