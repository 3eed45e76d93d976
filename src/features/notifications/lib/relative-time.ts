import { formatDistanceToNow, type Locale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';

const LOCALES: Record<string, Locale> = { en: enUS, de };

/** "about 2 hours ago" in the active language (English when the language is unknown). */
export function relativeTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = LOCALES[language.slice(0, 2)] ?? enUS;
  return formatDistanceToNow(date, { addSuffix: true, locale });
}
