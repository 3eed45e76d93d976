import { Box } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import { visuallyHidden } from '../../../theme/visually-hidden';
import { PIN_MAX_DIGITS } from '../../../config/permissions';

/** One dot per digit typed (never how long the PIN is); read out as a count. */
export function PinDots({ length }: { length: number }) {
  const { t } = useTranslation('lock');
  return (
    <Box
      role="status"
      sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', alignItems: 'center', height: 20 }}
    >
      {Array.from({ length: Math.min(length, PIN_MAX_DIGITS) }, (_, i) => (
        <Box
          key={i}
          aria-hidden
          sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: 'text.primary' }}
        />
      ))}
      <Box component="span" sx={visuallyHidden}>
        {t('entered', { count: length })}
      </Box>
    </Box>
  );
}
