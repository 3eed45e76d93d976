import {
  DataGrid,
  type GridApi,
  type GridCellParams,
  type GridColDef,
  type GridSortModel,
} from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Booking, Id } from '../../../db/types';
import { clientName } from '../../../lib/booking-format';
import { useDateLocale } from '../../../lib/date-locale';
import { formatPrice, formatShortDateTime } from '../../../lib/booking-format';
import { TABLE_COLUMNS, TABLE_ROW_HEIGHT, testNames, type TableField } from '../lib/table-columns';
import { BOOKING_STATUSES } from '../../../config/booking-flow';
import { StatusLabel } from '../../../components/bookings/status-chip';
import { FOCUS_RING_INSET } from '../../../theme/focus';

interface BookingsGridProps {
  rows: Booking[];
  onOpen: (id: Id) => void;
  /** Lets the screen read the grid's sorted order (for the CSV export). */
  apiRef: RefObject<GridApi | null>;
}

const STATUS_ORDER = new Map<string, number>(BOOKING_STATUSES.map((s, i) => [s, i]));
/** The flow's order; statuses this app does not know after it, alphabetically. */
const byStatus = (a: string, b: string) =>
  (STATUS_ORDER.get(a) ?? BOOKING_STATUSES.length) -
    (STATUS_ORDER.get(b) ?? BOOKING_STATUSES.length) || a.localeCompare(b);
const OPEN_KEYS = new Set(['Enter', ' ']);
const INITIAL_SORT: GridSortModel = [{ field: 'scheduled_at', sort: 'asc' }];

/** The bookings as a virtualized, sortable grid; a row tap, or Enter on a cell, opens the booking. */
export function BookingsGrid({ rows, onOpen, apiRef }: BookingsGridProps) {
  const { t, i18n } = useTranslation('bookings');
  const locale = useDateLocale();
  const language = i18n.resolvedLanguage ?? 'en';
  const [sortModel, setSortModel] = useState<GridSortModel>(INITIAL_SORT);

  const columns = useMemo<GridColDef<Booking>[]>(() => {
    const specific: Record<TableField, Partial<GridColDef<Booking>>> = {
      scheduled_at: {
        type: 'dateTime',
        valueGetter: (value: string) => new Date(value),
        valueFormatter: (value: Date) => formatShortDateTime(value.toISOString(), locale),
      },
      client: { valueGetter: (_value, row) => clientName(row) },
      tests: { valueGetter: (_value, row) => testNames(row) },
      status: {
        sortComparator: byStatus,
        renderCell: ({ row }) => <StatusLabel status={row.status} t={t} />,
      },
      price: { type: 'number', valueFormatter: (value: number) => formatPrice(value, language) },
      notes: { sortable: false },
    };
    return TABLE_COLUMNS.map((column) => ({
      field: column.field,
      headerName: t(column.header),
      minWidth: column.minWidth,
      ...(column.flex === undefined ? { width: column.minWidth } : { flex: column.flex }),
      ...specific[column.field],
    }));
  }, [t, locale, language]);

  return (
    <DataGrid
      apiRef={apiRef}
      rows={rows}
      columns={columns}
      label={t('table.label')}
      sortModel={sortModel}
      onSortModelChange={setSortModel}
      initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
      pageSizeOptions={[25, 50, 100]}
      disableColumnFilter
      disableRowSelectionOnClick
      rowHeight={TABLE_ROW_HEIGHT}
      onRowClick={({ row }: { row: Booking }) => onOpen(row.id)}
      onCellKeyDown={(params: GridCellParams<Booking>, event) => {
        // The grid leaves Enter to the app (it edits nothing here) and gives Space no meaning
        // without checkboxes; both open the booking, as a tap on the row does. Shift+Space
        // still selects the row, as MUI X documents.
        if (!OPEN_KEYS.has(event.key) || event.shiftKey || event.ctrlKey || event.metaKey) return;
        event.defaultMuiPrevented = true;
        event.preventDefault();
        onOpen(params.row.id);
      }}
      localeText={
        language.startsWith('de') ? deDE.components.MuiDataGrid.defaultProps.localeText : undefined
      }
      sx={{
        bgcolor: 'background.paper',
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        // The app's ring (theme/focus.ts): the grid's own 1 px outline outranks the theme's rule.
        '& :is(.MuiDataGrid-cell, .MuiDataGrid-columnHeader):focus-visible': FOCUS_RING_INSET,
        // The page size select is a finger's target too: 44 px high like every other control.
        '& .MuiTablePagination-select': {
          boxSizing: 'border-box',
          minHeight: 44,
          display: 'flex',
          alignItems: 'center',
        },
      }}
    />
  );
}
