import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Booking, Id } from '../../../db/types';
import { clientName, formatPrice, formatShortDateTime } from '../../../lib/booking-format';
import { useDateLocale } from '../../../lib/date-locale';
import { StatusLabel } from '../../../components/bookings/status-chip';
import { FOCUS_RING_INSET } from '../../../theme/focus';
import {
  TABLE_COLUMNS,
  TABLE_GRID_TEMPLATE,
  TABLE_HEADER_HEIGHT,
  TABLE_MIN_WIDTH,
  TABLE_ROW_HEIGHT,
  testNames,
} from '../lib/table-columns';

interface BookingsFirstPageProps {
  rows: readonly Booking[];
  onOpen: (id: Id) => void;
}

/**
 * One style for the whole table instead of one per cell: this page exists to be drawn quickly.
 * Rows are CSS grids with the data grid's column template (explicit table roles keep the
 * semantics that `display: grid` would drop), at the grid's header and row heights, so that
 * nothing moves when the grid replaces the table.
 */
const TABLE_SX = {
  height: 1,
  overflow: 'auto',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  '& table': {
    display: 'block',
    minWidth: TABLE_MIN_WIDTH,
    borderCollapse: 'collapse',
    typography: 'body2',
  },
  '& thead, & tbody': { display: 'block' },
  '& thead': { position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' },
  '& tr': { display: 'grid', gridTemplateColumns: TABLE_GRID_TEMPLATE },
  '& thead tr': { height: TABLE_HEADER_HEIGHT, borderBottom: 1, borderColor: 'divider' },
  '& tbody tr': { cursor: 'pointer' },
  '& tbody tr:hover': { bgcolor: 'action.hover' },
  '& th, & td': { minWidth: 0, px: '10px', py: 0, overflow: 'hidden', whiteSpace: 'nowrap' },
  '& th': { display: 'flex', alignItems: 'center', fontWeight: 500, textAlign: 'left' },
  '& th.numeric': { justifyContent: 'flex-end' },
  // As the grid's cells: a 1 px top border and one line of the row's height, centred.
  '& td': {
    height: TABLE_ROW_HEIGHT,
    borderTop: 1,
    borderColor: 'divider',
    lineHeight: `${TABLE_ROW_HEIGHT - 1}px`,
    textOverflow: 'ellipsis',
  },
  '& tbody tr:first-of-type td': { borderTopColor: 'transparent' },
  '& td.numeric': { textAlign: 'right' },
  '& button': {
    maxWidth: 1,
    p: 0,
    border: 0,
    bgcolor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    lineHeight: 'inherit',
    verticalAlign: 'top',
    textAlign: 'left',
    cursor: 'pointer',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  // The app's ring (theme/focus.ts) inside the button: the cell's overflow would cut it outside.
  '& td button:focus-visible': FOCUS_RING_INSET,
} as const;

/**
 * The first bookings as a plain table with the grid's columns, shown while the data grid's code
 * loads and the whole mirror is read. A row tap, or Enter on the client's name, opens the booking.
 */
export function BookingsFirstPage({ rows, onOpen }: BookingsFirstPageProps) {
  const { t, i18n } = useTranslation('bookings');
  const locale = useDateLocale();
  const language = i18n.resolvedLanguage ?? 'en';

  const cell = (booking: Booking, field: (typeof TABLE_COLUMNS)[number]['field']) => {
    switch (field) {
      case 'scheduled_at':
        return formatShortDateTime(booking.scheduled_at, locale);
      case 'client':
        return (
          <button
            type="button"
            aria-label={t('table.open', { id: booking.id, client: clientName(booking) })}
          >
            {clientName(booking)}
          </button>
        );
      case 'tests':
        return testNames(booking);
      case 'status':
        return <StatusLabel status={booking.status} t={t} />;
      case 'price':
        return formatPrice(booking.price, language);
      case 'notes':
        return booking.notes ?? '';
    }
  };

  return (
    <Box sx={TABLE_SX}>
      <table role="table" aria-label={t('table.label')}>
        <thead role="rowgroup">
          <tr role="row">
            {TABLE_COLUMNS.map((c) => (
              <th
                key={c.field}
                role="columnheader"
                scope="col"
                className={c.numeric ? 'numeric' : undefined}
              >
                {t(c.header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((booking) => (
            <tr key={booking.id} role="row" data-id={booking.id} onClick={() => onOpen(booking.id)}>
              {TABLE_COLUMNS.map((c) => (
                <td key={c.field} role="cell" className={c.numeric ? 'numeric' : undefined}>
                  {cell(booking, c.field)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
