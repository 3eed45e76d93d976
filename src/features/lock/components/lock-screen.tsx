import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceLock } from '../../../db/device-lock';
import { useOutboxCount } from '../../../sync/hooks';
import { unlockDevice } from '../api/lock-actions';
import { useNeutralPage } from '../hooks/use-neutral-page';
import { usePinEntry } from '../hooks/use-pin-entry';
import { MAX_PIN_ATTEMPTS } from '../../../config/permissions';
import { LockMessages } from './lock-messages';
import { PinDots } from './pin-dots';
import { PinPad } from './pin-pad';

/** A phone held sideways: the words beside the pad rather than above it. */
const SIDEWAYS = '@media (orientation: landscape) and (max-height: 520px)';
/** A short screen: the icon goes, so the pad fits below the words. */
const SHORT = '@media (max-height: 700px)';

export interface LockScreenProps {
  lock: DeviceLock;
  /** The lab's name: the one thing of the vendor's the lock screen shows. */
  labName: string;
  /** The usual sign-out with the discard answer, run at the last wrong PIN. */
  onWipe: () => Promise<void>;
  /** The usual sign-out (it asks about changes not yet sent). */
  onSignOut: (waiting: number) => void;
}

/** The lab's name and the PIN pad, and nothing else of the vendor's (issue 17). */
export function LockScreen({ lock, labName, onWipe, onSignOut }: LockScreenProps) {
  const { t } = useTranslation(['lock', 'common']);
  const waiting = useOutboxCount() ?? 0;
  const [checking, setChecking] = useState(false);
  const attemptsLeft = Math.max(0, MAX_PIN_ATTEMPTS - lock.failedAttempts);
  const wiping = attemptsLeft === 0;
  useNeutralPage(`${t('title')} · ${t('common:app.name')}`);

  // Every tab that sees the last wrong PIN wipes (once): one left open must not keep the data.
  const wiped = useRef(false);
  useEffect(() => {
    if (!wiping || wiped.current) return;
    wiped.current = true;
    void onWipe();
  }, [wiping, onWipe]);

  const entry = usePinEntry(async (pin) => {
    setChecking(true);
    try {
      await unlockDevice(pin);
    } finally {
      setChecking(false);
    }
  }, checking || wiping);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 1, sm: 2 },
        bgcolor: 'background.default',
      }}
    >
      <Paper
        sx={{
          width: 1,
          maxWidth: 400,
          p: { xs: 2.5, sm: 4 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 3,
          [SHORT]: { gap: 2 },
          [SIDEWAYS]: { maxWidth: 640, flexDirection: 'row', p: 2 },
        }}
      >
        <Stack
          spacing={1.5}
          sx={{ alignItems: 'center', textAlign: 'center', flex: 1, minWidth: 0 }}
        >
          <LockOutlined
            color="primary"
            sx={{ fontSize: 40, [SHORT]: { display: 'none' } }}
            aria-hidden
          />
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {labName}
          </Typography>
          <Typography color="textSecondary">{checking ? t('checking') : t('prompt')}</Typography>
          <PinDots length={entry.pin.length} />
          <LockMessages
            failedAttempts={lock.failedAttempts}
            attemptsLeft={attemptsLeft}
            waiting={waiting}
          />
          <Button onClick={() => onSignOut(waiting)} disabled={wiping} sx={{ minHeight: 44 }}>
            {t('forgot')}
          </Button>
        </Stack>
        <PinPad entry={entry} disabled={checking || wiping} />
      </Paper>
    </Box>
  );
}
