import { LAYOUT_WIDTHS } from '../../../config/constants';
import type { Booking } from '../../../db/types';

export type TableField = 'scheduled_at' | 'client' | 'tests' | 'status' | 'price' | 'notes';

/** One column of the bookings table, shared by the data grid and the plain first page. */
export interface TableColumn {
  field: TableField;
  /** Key of the header in the bookings namespace. */
  header: `columns.${string}`;
  /** Share of the width left by the other columns (the grid's `flex`); none for a fixed width. */
  flex?: number;
  minWidth: number;
  numeric?: boolean;
}

export const TABLE_COLUMNS: readonly TableColumn[] = [
  { field: 'scheduled_at', header: 'columns.scheduled', flex: 1.2, minWidth: 200 },
  { field: 'client', header: 'columns.client', flex: 1, minWidth: 160 },
  { field: 'tests', header: 'columns.tests', flex: 1.5, minWidth: 200 },
  { field: 'status', header: 'columns.status', minWidth: 160 },
  { field: 'price', header: 'columns.price', minWidth: 110, numeric: true },
  { field: 'notes', header: 'columns.notes', flex: 1, minWidth: 140 },
];

/** The data grid's sizes, so that the plain first page lines up with the grid that replaces it. */
export const TABLE_ROW_HEIGHT = 52;
export const TABLE_HEADER_HEIGHT = 56;

/**
 * The grid's column sizing as a CSS grid template: flex columns share the free width and never
 * shrink below their minimum, which is what `minmax(min, <flex>fr)` does.
 */
export const TABLE_GRID_TEMPLATE = TABLE_COLUMNS.map((c) =>
  c.flex === undefined ? `${c.minWidth}px` : `minmax(${c.minWidth}px, ${c.flex}fr)`,
).join(' ');

export const TABLE_MIN_WIDTH = TABLE_COLUMNS.reduce((sum, c) => sum + c.minWidth, 0);

/** MUI's md breakpoint, from which the table's box follows the window's height. */
const [, MD] = LAYOUT_WIDTHS;

/**
 * The table's box (plain.css's `.ld-table-box`): 560 px high below MUI's md breakpoint, the
 * window's height less 320 px from it, never lower than 420 px.
 */
export const TABLE_BOX = { height: 560, minHeight: 420, windowLess: 320 } as const;

/**
 * How many rows the table's box shows in a window of this size, below its header and within its
 * borders: the plain first page draws those and no more (the grid that follows has them all).
 */
export function rowsInView(width: number, height: number): number {
  const box =
    width >= MD ? Math.max(TABLE_BOX.minHeight, height - TABLE_BOX.windowLess) : TABLE_BOX.height;
  return Math.max(1, Math.ceil((box - TABLE_HEADER_HEIGHT - 2) / TABLE_ROW_HEIGHT));
}

export function testNames(booking: Pick<Booking, 'tests'>): string {
  return booking.tests.map((test) => test.name).join(', ');
}
