import { Box, CircularProgress, type BoxProps } from '@mui/material';
import { useTranslation } from '../lib/use-translation';

/** Shown while a live query is still `undefined` (loading, not empty). */
export function LoadingState({ sx, ...other }: BoxProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('states.loading')}
      sx={{ display: 'flex', justifyContent: 'center', py: 8, ...sx }}
      {...other}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
