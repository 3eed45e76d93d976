import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { visuallyHidden } from '../../theme/visually-hidden';

/**
 * The page's first stop for the keyboard (WCAG 2.4.1): hidden until focused, it moves the focus
 * past the header and the navigation to the screen itself.
 */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${target}`}
      onClick={(event) => {
        // Focus, not a fragment navigation: the router would take the hash for a new location.
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      sx={{
        // Hidden, it is one pixel: no padding or height of its own for a finger to find.
        '&:not(:focus)': { ...visuallyHidden, p: 0, minHeight: 0 },
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1.5,
        minHeight: 44,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
      }}
    >
      {t('nav.skip')}
    </Box>
  );
}
