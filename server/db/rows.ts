/** Entity shapes of docs/api-contract.md and the SQL that selects them. */

export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}
export const USER_COLUMNS = 'id, email, first_name, last_name';

export interface Lab {
  id: number;
  user: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  about: string;
  profile_image: string | null;
}
export const LAB_COLUMNS =
  'id, user_id AS user, name, first_name, last_name, email, phone, address, about, profile_image';

export interface Service {
  id: number;
  sub_category: number;
  test_type: number | null;
  name: string;
  price: number;
  description: string;
  image: string | null;
}
export const SERVICE_COLUMNS =
  'id, sub_category_id AS sub_category, test_type_id AS test_type, name, price, description, image';

export interface SubCategory {
  id: number;
  key: string;
  name: string;
  lab: number;
  items: Service[];
}
export const SUB_CATEGORY_COLUMNS = 'id, key, name, lab_id AS lab';

export interface OfferRow {
  id: number;
  lab: number;
  title: string;
  description: string;
  price: number;
  discounted_price: number | null;
  valid_from: string | null;
  valid_to: string | null;
  tests: string;
}
export const OFFER_COLUMNS =
  'id, lab_id AS lab, title, description, price, discounted_price, valid_from, valid_to, tests';
export const toOffer = (row: OfferRow) => ({ ...row, tests: JSON.parse(row.tests) as string[] });

export interface LabImage {
  id: number;
  vendor: number;
  image: string;
}
export const LAB_IMAGE_COLUMNS = 'id, lab_id AS vendor, image';

export interface TeamMember {
  id: number;
  vendor: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: number | null;
  gender: number | null;
  designation: number | null;
  profile_image: string | null;
  /** Whether the member has a staff PIN (docs/staff-access.md); the PIN's tag is never sent. */
  pin_set: boolean;
  /** When the member's last accepted change was made (ISO), or null. */
  last_active_at: string | null;
}
export type TeamMemberRow = Omit<TeamMember, 'pin_set'> & { pin_set: number };
export const MEMBER_COLUMNS =
  'id, lab_id AS vendor, first_name, last_name, email, phone, role, gender, designation, profile_image, pin_tag IS NOT NULL AS pin_set, last_active_at';
export const toTeamMember = (row: TeamMemberRow): TeamMember => ({
  ...row,
  pin_set: row.pin_set === 1,
});

export interface Address {
  id: number;
  user: number;
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  country: string;
}
export const ADDRESS_COLUMNS = 'id, client_id AS user, line1, line2, city, postcode, country';

export interface ClientRow {
  id: number;
  vendor: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}
export const CLIENT_COLUMNS = 'id, lab_id AS vendor, first_name, last_name, email, phone';

export interface NotificationRow {
  id: number;
  created_at: string;
  read: number;
  title: string;
  message: string;
  type: string;
  avatar: string | null;
}
export const NOTIFICATION_COLUMNS = 'id, created_at, read, title, message, type, avatar';
export const toNotification = (row: NotificationRow) => ({ ...row, read: row.read === 1 });

/**
 * SQLite writes each booking's JSON itself by concatenation (the JSON columns are embedded as
 * they are), so a list of 10,000 is one scan with no parsing in SQLite or in JavaScript.
 * Every column used here is NOT NULL.
 */
export const BOOKING_JSON = `'{"id":' || id || ',"status":' || json_quote(status)
  || ',"client":' || client || ',"tests":' || tests
  || ',"scheduled_at":' || json_quote(scheduled_at) || ',"address":' || json_quote(address)
  || ',"price":' || price || ',"notes":' || json_quote(notes) || ',"history":' || history
  || ',"created_at":' || json_quote(created_at) || ',"updated_at":' || json_quote(updated_at) || '}'`;

/** A JSON array of bookings (NULL when none match) for `WHERE lab_id = ? AND {where}`. */
export const bookingListSql = (where: string, tail = ''): string =>
  `SELECT '[' || group_concat(doc, ',') || ']' AS json FROM (
     SELECT ${BOOKING_JSON} AS doc FROM bookings WHERE lab_id = ? AND ${where}
     ORDER BY scheduled_at, id ${tail})`;
