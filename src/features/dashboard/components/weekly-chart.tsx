import { Box } from '@mui/material';
import { format, parseISO } from 'date-fns';
import { useTranslation } from '../../../lib/use-translation';
import type { DashboardData } from '../../../db/types';
import { useDateLocale } from '../../../lib/date-locale';
import { visuallyHidden } from '../../../theme/visually-hidden';

/** The plot's height; each bar's height is its share of the week with the most bookings. */
const PLOT_HEIGHT = 220;
/** Room for the count above the tallest bar. */
const LABEL_ROOM = '1.5rem';

const COLUMNS = { display: 'flex', gap: { xs: 0.5, sm: 1.5 } } as const;
const COLUMN = { flex: 1, minWidth: 0 } as const;

/**
 * The chart's one style, on its box: plain elements under it (a bar's height is its own inline
 * style), so the dashboard's first render makes one class for the chart, not one per bar.
 */
const CHART_SX = {
  '& .plot': {
    ...COLUMNS,
    alignItems: 'stretch',
    height: PLOT_HEIGHT,
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& .week': {
    ...COLUMN,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-end',
    alignItems: 'center',
  },
  '& .count': { typography: 'caption', fontWeight: 600, color: 'text.primary', lineHeight: 1.5 },
  '& .bar': {
    width: '100%',
    maxWidth: 56,
    bgcolor: 'primary.main',
    borderRadius: '4px 4px 0 0',
  },
  '& .labels': { ...COLUMNS, pt: 0.75 },
  '& .label': {
    ...COLUMN,
    textAlign: 'center',
    typography: 'caption',
    color: 'text.secondary',
    lineHeight: 1.3,
  },
  '& table': visuallyHidden,
} as const;

/**
 * Bookings per week over the last 8 weeks, as columns of plain elements: eight bars need no chart
 * library (MUI X Charts was 105 KiB of the dashboard's JS for them). Each bar carries its count,
 * so the chart reads without hovering; a table says the same to screen readers.
 */
export function WeeklyChart({ weekly }: { weekly: DashboardData['weekly'] }) {
  const { t } = useTranslation('bookings');
  const locale = useDateLocale();
  const max = Math.max(1, ...weekly.map((w) => w.bookings));
  const weeks = weekly.map((w) => ({
    key: w.week_start,
    label: format(parseISO(w.week_start), 'd MMM', { locale }),
    bookings: w.bookings,
  }));
  return (
    <Box sx={CHART_SX}>
      <div className="plot" aria-hidden>
        {weeks.map((w) => (
          <div key={w.key} className="week">
            <span className="count">{w.bookings}</span>
            <div
              className="bar"
              style={{ height: `calc((100% - ${LABEL_ROOM}) * ${w.bookings / max})` }}
            />
          </div>
        ))}
      </div>
      <div className="labels" aria-hidden>
        {weeks.map((w) => (
          <span key={w.key} className="label">
            {w.label}
          </span>
        ))}
      </div>
      <table>
        <caption>{t('dashboard.trendsHint')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.chartWeek')}</th>
            <th scope="col">{t('dashboard.chartBookings')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.key}>
              <th scope="row">{w.label}</th>
              <td>{w.bookings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
