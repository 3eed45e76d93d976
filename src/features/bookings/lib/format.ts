import { format, type Locale } from 'date-fns';

/** Prices are euros (the reference API's labs are German). */
export function formatPrice(value: number, language: string): string {
  return new Intl.NumberFormat(language.startsWith('de') ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(value);
}

/** Date and time of a booking in the vendor's language, weekday included. */
export function formatDateTime(iso: string, locale: Locale): string {
  return format(new Date(iso), 'PPPPp', { locale });
}

export function formatTime(iso: string, locale: Locale): string {
  return format(new Date(iso), 'p', { locale });
}

export function formatDay(iso: string, locale: Locale): string {
  return format(new Date(iso), 'P', { locale });
}
