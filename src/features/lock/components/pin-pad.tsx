import BackspaceOutlined from '@mui/icons-material/BackspaceOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import { Box, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from '../../../lib/use-translation';
import type { PinEntry } from '../hooks/use-pin-entry';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** A short screen (a phone): the pad and the words above it fit without scrolling. */
const SHORT = '@media (max-height: 700px)';

/** Big keys for a finger on the counter tablet; a little lower on a phone. */
const keySx: SxProps<Theme> = {
  width: { xs: 72, sm: 80 },
  height: { xs: 64, sm: 72 },
  minWidth: 0,
  fontSize: 26,
  fontWeight: 600,
  borderRadius: 2,
  [SHORT]: { width: 72, height: 56 },
};

/**
 * A key that cannot be pressed now (while the PIN is checked, or Unlock before enough digits)
 * looks and reads disabled but keeps the focus: a disabled button drops it to the page's start,
 * so after a wrong PIN pressed with Unlock the keyboard would have to find the pad again.
 */
function keyState(off: boolean, press: () => void) {
  return off
    ? { 'aria-disabled': true, className: 'Mui-disabled', onClick: undefined }
    : { onClick: press };
}

interface PinPadProps {
  entry: PinEntry;
  disabled: boolean;
}

/** Digits 1 to 9, delete, 0 and unlock, in the order of a phone's keypad. */
export function PinPad({ entry, disabled }: PinPadProps) {
  const { t } = useTranslation('lock');
  return (
    <Box
      role="group"
      aria-label={t('pad')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, max-content)',
        gap: 1.5,
        justifyContent: 'center',
        [SHORT]: { gap: 1 },
      }}
    >
      {DIGITS.map((d) => (
        <Button
          key={d}
          variant="outlined"
          color="inherit"
          {...keyState(disabled, () => entry.digit(d))}
          sx={keySx}
        >
          {d}
        </Button>
      ))}
      <Button
        color="inherit"
        aria-label={t('erase')}
        {...keyState(disabled || entry.pin === '', entry.erase)}
        sx={keySx}
      >
        <BackspaceOutlined />
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        {...keyState(disabled, () => entry.digit('0'))}
        sx={keySx}
      >
        0
      </Button>
      <Button
        variant="contained"
        aria-label={t('unlock')}
        {...keyState(disabled || !entry.ready, entry.submit)}
        sx={keySx}
      >
        <LockOpenOutlined />
      </Button>
    </Box>
  );
}
