import type { Page } from '@playwright/test';
import { api } from './fixtures';

/** What the specs read of every booking the server sends (GET /bookings). */
export interface ServerBookingBase {
  id: number;
  status: string;
  scheduled_at: string;
  client: { first_name: string; last_name?: string };
}

/** The client's name as the app writes it. */
export const clientName = (b: Pick<ServerBookingBase, 'client'>): string =>
  [b.client.first_name, b.client.last_name].filter(Boolean).join(' ');

/**
 * `YYYY-MM-DD` of an ISO time in the browser's (and server's) local time, as the calendar's `date`
 * parameter writes it.
 */
export function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Whether no other booking is on `b`'s local day (the month view then shows it, not "+n more"). */
export function aloneOnDay<T extends ServerBookingBase>(all: T[], b: T): boolean {
  const day = localDay(b.scheduled_at);
  return !all.some((o) => o.id !== b.id && localDay(o.scheduled_at) === day);
}

/**
 * Whether `b` is alone on its day and its client has no other booking in the weeks the calendar's
 * month view shows (a week either side of the month): the view then holds one event with the
 * client's name, and it is `b`'s.
 */
export function aloneInMonthView<T extends ServerBookingBase>(all: T[], b: T): boolean {
  const at = new Date(b.scheduled_at);
  const from = new Date(at.getFullYear(), at.getMonth(), 1 - 7).getTime();
  const to = new Date(at.getFullYear(), at.getMonth() + 1, 1 + 7).getTime();
  const client = clientName(b);
  const sameClient = all.some((o) => {
    const t = Date.parse(o.scheduled_at);
    return o.id !== b.id && clientName(o) === client && t >= from && t < to;
  });
  return !sameClient && aloneOnDay(all, b);
}

/** "9:00 AM", as the app writes a time in English. */
export function clock(iso: string): string {
  const d = new Date(iso);
  const h = d.getHours() % 12 || 12;
  return `${h}:${String(d.getMinutes()).padStart(2, '0')} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/**
 * Every booking, earliest first (time, then id: the list's and the table's first order), and
 * those from local midnight today on.
 */
export async function bookingsOf<T extends ServerBookingBase>(
  page: Page,
): Promise<{ all: T[]; coming: T[] }> {
  const all = (await api<T[]>(page, '/bookings')).sort(
    (a, b) => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at) || a.id - b.id,
  );
  const midnight = new Date().setHours(0, 0, 0, 0);
  return { all, coming: all.filter((b) => Date.parse(b.scheduled_at) >= midnight) };
}

/**
 * Where a booking may be added so that aloneInMonthView holds for it: the first day of the coming
 * weeks with no booking, at 10:00 local time, and a client of `all` with no booking in the weeks
 * that day's month view shows (undefined when every one has; then a client of a new name). The
 * seed's days follow today's date: on some dates none of its bookings is alone so.
 */
export function loneSlot<T extends ServerBookingBase>(
  all: T[],
  now = new Date(),
): { at: Date; client: string | undefined } {
  const days = new Set(all.map((b) => localDay(b.scheduled_at)));
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 10);
  while (days.has(localDay(at.toISOString()))) at.setDate(at.getDate() + 1);
  const from = new Date(at.getFullYear(), at.getMonth(), 1 - 7).getTime();
  const to = new Date(at.getFullYear(), at.getMonth() + 1, 1 + 7).getTime();
  const busy = new Set(
    all
      .filter((b) => Date.parse(b.scheduled_at) >= from && Date.parse(b.scheduled_at) < to)
      .map(clientName),
  );
  const client = [...new Set(all.map(clientName))].sort().find((c) => !busy.has(c));
  return { at, client };
}
