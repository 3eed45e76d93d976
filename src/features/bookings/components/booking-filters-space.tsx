import type { CSSProperties } from 'react';

/** MUI's outlined field (medium) is 56 px high; the past toggle's row is as high. */
export const FIELD_HEIGHT = 56;
export const BAR_GAP = 1.5;

/**
 * The bar's height: its fields in a column below md, with the bar's gaps (in the theme's spacing
 * unit, MUI's 8 px), and in one row from md.
 */
const SPACE_VARS = {
  '--ld-space-height': `${3 * FIELD_HEIGHT + 2 * BAR_GAP * 8}px`,
  '--ld-space-height-md': `${FIELD_HEIGHT}px`,
} as CSSProperties;

/**
 * The room the bar takes, without its fields: the table screen draws its first rows with this
 * and the bar a moment later, so that the rows do not wait for four text fields; and while the
 * bar's code loads (booking-filters-bar.tsx, a chunk of its own that a phone never loads). Plain
 * (plain.css's `.ld-filters-space`): it is in the table's first render.
 */
export function BookingFiltersSpace() {
  return <div aria-hidden className="ld-filters-space" style={SPACE_VARS} />;
}
