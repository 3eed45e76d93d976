/**
 * The database's table names, in a module of their own (no Dexie), so that the bench's Node side
 * names the same tables as the app.
 */

/** The tables that mirror the server's records (the change feed names them so, with `lab`). */
export const MIRROR_TABLES = [
  'bookings',
  'offers',
  'teamMembers',
  'notifications',
  'labImages',
  'subCategories',
  'clients',
] as const;
export type MirrorTable = (typeof MIRROR_TABLES)[number];

/**
 * The tables that hold past, final bookings a day to a record (src/db/booking-packs.ts): a
 * transaction that reads or writes bookings beyond the last few days holds them too.
 */
export const PACK_TABLES = ['bookingPacks', 'bookingPackIndex'] as const;

/** Every table that holds a vendor's data: all of it goes at sign-out. */
export const VENDOR_TABLES = [
  'session',
  ...MIRROR_TABLES,
  ...PACK_TABLES,
  'dashboard',
  'outbox',
  'idMap',
  'meta',
] as const;
