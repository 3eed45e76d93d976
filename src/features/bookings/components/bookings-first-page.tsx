import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Booking, Id } from '../../../db/types';
import { clientName, formatPrice, formatShortDateTime } from '../../../lib/booking-format';
import { useDateLocale } from '../../../lib/date-locale';
import { StatusLabel } from '../../../components/bookings/status-chip';
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
 * The grid's sizes for plain.css's `.ld-first-page` (one stylesheet for the whole table, no style
 * built at the start: this page exists to be drawn quickly). Rows are CSS grids with the data
 * grid's column template (explicit table roles keep the semantics that `display: grid` would
 * drop), at the grid's header and row heights, so that nothing moves when the grid replaces the
 * table.
 */
const TABLE_VARS = {
  '--ld-table-columns': TABLE_GRID_TEMPLATE,
  '--ld-table-min-width': `${TABLE_MIN_WIDTH}px`,
  '--ld-table-header-height': `${TABLE_HEADER_HEIGHT}px`,
  '--ld-table-row-height': `${TABLE_ROW_HEIGHT}px`,
} as CSSProperties;

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
    <div className="ld-first-page" style={TABLE_VARS}>
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
    </div>
  );
}
