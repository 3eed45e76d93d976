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
  'history',
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

export interface CsvWords {
  header: (column: CsvColumn) => string;
  /** The words for any status the server sent (a status this app does not know as it is). */
  status: (status: string) => string;
}

/** A booking's steps, oldest first: "Sample collected 2026-11-27 10:42 Anna K.; …". */
function historyText(history: Booking['history'], words: CsvWords): string {
  return history
    .map((step) =>
      [words.status(step.status), format(new Date(step.at), 'yyyy-MM-dd HH:mm'), step.by?.name]
        .filter(Boolean)
        .join(' '),
    )
    .join('; ');
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
      historyText(b.history, words),
    ];
  });
  return buildCsv(CSV_COLUMNS.map(words.header), rows);
}
