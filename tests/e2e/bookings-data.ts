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
