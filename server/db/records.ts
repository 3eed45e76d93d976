import type { Database } from 'better-sqlite3';
import {
  ADDRESS_COLUMNS,
  BOOKING_JSON,
  CLIENT_COLUMNS,
  LAB_COLUMNS,
  LAB_IMAGE_COLUMNS,
  MEMBER_COLUMNS,
  NOTIFICATION_COLUMNS,
  OFFER_COLUMNS,
  SERVICE_COLUMNS,
  SUB_CATEGORY_COLUMNS,
  toNotification,
  toOffer,
  toTeamMember,
  type Address,
  type ClientRow,
  type Lab,
  type LabImage,
  type NotificationRow,
  type OfferRow,
  type Service,
  type SubCategory,
  type TeamMember,
  type TeamMemberRow,
} from './rows.ts';

/**
 * One record by id, in the shape the list GETs answer it: what a route answers after a change
 * and what the change feed sends, from the same SQL. On the connection given: the routes' own,
 * or the feed's reader, which sees only committed rows.
 */
export function recordReaders(db: Database) {
  const lab = db.prepare<[number], Lab>(`SELECT ${LAB_COLUMNS} FROM labs WHERE id = ?`);
  const booking = db.prepare<[number], { json: string }>(
    `SELECT ${BOOKING_JSON} AS json FROM bookings WHERE id = ?`,
  );
  const offer = db.prepare<[number], OfferRow>(`SELECT ${OFFER_COLUMNS} FROM offers WHERE id = ?`);
  const member = db.prepare<[number], TeamMemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM team_members WHERE id = ?`,
  );
  const client = db.prepare<[number], ClientRow>(
    `SELECT ${CLIENT_COLUMNS} FROM clients WHERE id = ?`,
  );
  const addresses = db.prepare<[number], Address>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE client_id = ? ORDER BY id`,
  );
  const notification = db.prepare<[number], NotificationRow>(
    `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE id = ?`,
  );
  const labImage = db.prepare<[number], LabImage>(
    `SELECT ${LAB_IMAGE_COLUMNS} FROM lab_images WHERE id = ?`,
  );
  const subCategory = db.prepare<[number], Omit<SubCategory, 'items'>>(
    `SELECT ${SUB_CATEGORY_COLUMNS} FROM sub_categories WHERE id = ?`,
  );
  const services = db.prepare<[number], Service>(
    `SELECT ${SERVICE_COLUMNS} FROM services WHERE sub_category_id = ? ORDER BY id`,
  );
  const unread = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM notifications WHERE lab_id = ? AND read = 0',
  );

  return {
    lab: (id: number): Lab | undefined => lab.get(id),
    /** A booking as JSON text, written by SQLite (rows.ts, BOOKING_JSON). */
    bookingJson: (id: number): string | undefined => booking.get(id)?.json,
    offer(id: number) {
      const row = offer.get(id);
      return row && toOffer(row);
    },
    teamMember(id: number): TeamMember | undefined {
      const row = member.get(id);
      return row && toTeamMember(row);
    },
    /** A client with its `addresses`, as GET /users/ lists it. */
    client(id: number): (ClientRow & { addresses: Address[] }) | undefined {
      const row = client.get(id);
      return row && { ...row, addresses: addresses.all(id) };
    },
    notification(id: number) {
      const row = notification.get(id);
      return row && toNotification(row);
    },
    labImage: (id: number): LabImage | undefined => labImage.get(id),
    /** A sub-category with its services as `items`, as GET /labs/{id}/test_types lists it. */
    subCategory(id: number): SubCategory | undefined {
      const row = subCategory.get(id);
      return row && { ...row, items: services.all(id) };
    },
    unreadCount: (labId: number): number => unread.get(labId)?.n ?? 0,
  };
}
