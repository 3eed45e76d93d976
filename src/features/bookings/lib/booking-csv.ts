import { format } from 'date-fns';
import type { Booking } from '../../../db/types';
import { buildCsv } from './csv';
import { clientName } from '../../../lib/booking-format';

export const CSV_COLUMNS = [
  'id',
  'date',
  'time',
  'status',
  'client',
  'email',
  'phone',
  'tests',
  'address',
  'price',
  'notes',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

export interface CsvWords {
  header: (column: CsvColumn) => string;
  /** The words for any status the server sent (a status this app does not know as it is). */
  status: (status: string) => string;
}

/** The bookings as a CSV file: one row each, dates ISO-like so every spreadsheet sorts them. */
export function bookingsCsv(bookings: readonly Booking[], words: CsvWords): string {
  const rows = bookings.map((b) => {
    const at = new Date(b.scheduled_at);
    return [
      b.id,
      format(at, 'yyyy-MM-dd'),
      format(at, 'HH:mm'),
      words.status(b.status),
      clientName(b),
      b.client.email ?? '',
      b.client.phone ?? '',
      b.tests.map((t) => t.name).join('; '),
      b.address,
      b.price,
      b.notes ?? '',
    ];
  });
  return buildCsv(CSV_COLUMNS.map(words.header), rows);
}
