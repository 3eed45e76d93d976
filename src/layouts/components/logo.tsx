import { Box, type BoxProps } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOGO_HEIGHT, LOGO_WIDTH } from '../../config/constants';

/** The logo links to / (SPEC 2). */
export function Logo({ sx, ...other }: BoxProps) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={t('nav.home')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        width: LOGO_WIDTH,
        height: LOGO_HEIGHT,
        textDecoration: 'none',
        ...sx,
      }}
      {...other}
    >
      <Box component="img" src="/logo.svg" alt="" sx={{ width: 1, height: 1 }} />
    </Box>
  );
}
