import { Box } from '@mui/material';

/** MUI's outlined field (medium) is 56 px high; the past toggle's row is as high. */
export const FIELD_HEIGHT = 56;
export const BAR_GAP = 1.5;

/**
 * The room the bar takes, without its fields: the table screen draws its first rows with this
 * and the bar a moment later, so that the rows do not wait for four text fields; and while the
 * bar's code loads (booking-filters-bar.tsx, a chunk of its own that a phone never loads).
 */
export function BookingFiltersSpace() {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        mb: 2,
        height: {
          xs: `calc(${3 * FIELD_HEIGHT}px + ${theme.spacing(2 * BAR_GAP)})`,
          md: FIELD_HEIGHT,
        },
      })}
    />
  );
}
