import { format, type Locale } from 'date-fns';
import type { Booking } from '../db/types';
import { formatEuros } from './number-format';

/** Prices are euros (the reference API's labs are German), as en-GB or de-DE write them. */
export function formatPrice(value: number, language: string): string {
  return formatEuros(value, language.startsWith('de') ? 'de-DE' : 'en-GB');
}

/** Date and time of a booking in the vendor's language, weekday included. */
export function formatDateTime(iso: string, locale: Locale): string {
  return format(new Date(iso), 'PPPPp', { locale });
}

/** The same, short enough for a table column: "Thu, 10/22/2026, 9:00 AM". */
export function formatShortDateTime(iso: string, locale: Locale): string {
  return format(new Date(iso), 'EEE, P, p', { locale });
}

export function formatTime(iso: string, locale: Locale): string {
  return format(new Date(iso), 'p', { locale });
}

export function formatDay(iso: string, locale: Locale): string {
  return format(new Date(iso), 'P', { locale });
}

/** A booking's client as one name, for lists, labels and search. */
export function clientName(booking: Pick<Booking, 'client'>): string {
  return [booking.client.first_name, booking.client.last_name].filter(Boolean).join(' ');
}
