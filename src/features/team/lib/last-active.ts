import { format, isToday, isYesterday, type Locale } from 'date-fns';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A member's last change in the lab, as their card says it: "Last active 10:42" today,
 * "Last active yesterday", the day before that, or "No activity yet".
 */
export function lastActiveText(
  iso: string | null | undefined,
  t: Translate,
  locale: Locale,
): string {
  if (!iso) return t('team.lastActive.never');
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return t('team.lastActive.never');
  if (isToday(at)) return t('team.lastActive.today', { time: format(at, 'p', { locale }) });
  if (isYesterday(at)) return t('team.lastActive.yesterday');
  return t('team.lastActive.earlier', { date: format(at, 'P', { locale }) });
}
