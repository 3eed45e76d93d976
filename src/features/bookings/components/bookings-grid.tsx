import { DataGrid, type GridApi, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, BookingStatus, Id } from '../../../db/types';
import { clientName } from '../filters';
import { useDateLocale } from '../hooks/use-date-locale';
import { formatPrice, formatShortDateTime } from '../lib/format';
import { BOOKING_STATUSES } from '../status';
import { StatusChip } from './status-chip';

interface BookingsGridProps {
  rows: Booking[];
  onOpen: (id: Id) => void;
  /** Lets the screen read the grid's sorted order (for the CSV export). */
  apiRef: RefObject<GridApi | null>;
}

const STATUS_ORDER = new Map<BookingStatus, number>(BOOKING_STATUSES.map((s, i) => [s, i]));
const INITIAL_SORT: GridSortModel = [{ field: 'scheduled_at', sort: 'asc' }];

/** The bookings as a virtualized, sortable grid; a row tap opens the booking. */
export function BookingsGrid({ rows, onOpen, apiRef }: BookingsGridProps) {
  const { t, i18n } = useTranslation('bookings');
  const locale = useDateLocale();
  const language = i18n.resolvedLanguage ?? 'en';
  const [sortModel, setSortModel] = useState<GridSortModel>(INITIAL_SORT);

  const columns = useMemo<GridColDef<Booking>[]>(
    () => [
      {
        field: 'scheduled_at',
        headerName: t('columns.scheduled'),
        type: 'dateTime',
        flex: 1.2,
        minWidth: 200,
        valueGetter: (value: string) => new Date(value),
        valueFormatter: (value: Date) => formatShortDateTime(value.toISOString(), locale),
      },
      {
        field: 'client',
        headerName: t('columns.client'),
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => clientName(row),
      },
      {
        field: 'tests',
        headerName: t('columns.tests'),
        flex: 1.5,
        minWidth: 200,
        valueGetter: (_value, row) => row.tests.map((test) => test.name).join(', '),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        minWidth: 160,
        sortComparator: (a: BookingStatus, b: BookingStatus) =>
          (STATUS_ORDER.get(a) ?? 0) - (STATUS_ORDER.get(b) ?? 0),
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'price',
        headerName: t('columns.price'),
        type: 'number',
        minWidth: 110,
        valueFormatter: (value: number) => formatPrice(value, language),
      },
      {
        field: 'notes',
        headerName: t('columns.notes'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
    ],
    [t, locale, language],
  );

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
      rowHeight={52}
      onRowClick={({ row }: { row: Booking }) => onOpen(row.id)}
      localeText={
        language.startsWith('de') ? deDE.components.MuiDataGrid.defaultProps.localeText : undefined
      }
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
    />
  );
}
