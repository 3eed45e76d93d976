import { Box, Typography, type BoxProps } from '@mui/material';
import type { ReactNode } from 'react';

interface PageHeaderProps extends Omit<BoxProps, 'title'> {
  title: string;
  subtitle?: string;
  /** The screen's snapshot says "as of" its time in the subtitle's place (lib/snapshot-capture.ts). */
  asOfInSnapshot?: boolean;
  action?: ReactNode;
}

/** A screen's title (the page's one h1) with an optional action on the right. */
export function PageHeader({
  title,
  subtitle,
  asOfInSnapshot = false,
  action,
  sx,
  ...other
}: PageHeaderProps) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3, ...sx }}
      {...other}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography
            variant="body2"
            color="textSecondary"
            data-snapshot={asOfInSnapshot ? 'as-of' : undefined}
          >
            {subtitle}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}
