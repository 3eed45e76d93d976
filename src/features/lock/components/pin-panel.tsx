import LockOutlined from '@mui/icons-material/LockOutlined';
import { Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { usePinEntry } from '../hooks/use-pin-entry';
import { LockFrame } from './lock-frame';
import { LockHeading } from './lock-heading';
import { PinDots } from './pin-dots';
import { PinPad } from './pin-pad';

interface PinPanelProps {
  /** The lab's name: the page's heading. */
  labName: string;
  /** What to type, e.g. the person's name in team sign-in. */
  prompt: string;
  /** Checks a PIN typed (the pad is off meanwhile); it is forgotten at once, right or wrong. */
  check: (pin: string) => Promise<void>;
  /** No PIN may be typed now (the wipe, a person locked out). */
  blocked: boolean;
  /** What the PINs so far mean (a live region). */
  messages: ReactNode;
  /** Buttons under the words: back to the list, log out. */
  actions: ReactNode;
  /**
   * Shown in place of the person tapped (team sign-in): the focus moves to whose PIN is asked,
   * so a screen reader says it and the focus is not lost with the button that went.
   */
  takeFocus?: boolean;
}

/** The lab's name, whose PIN, the dots, what went wrong, and the pad (issue 17, issue 27). */
export function PinPanel({
  labName,
  prompt,
  check,
  blocked,
  messages,
  actions,
  takeFocus = false,
}: PinPanelProps) {
  const { t } = useTranslation('lock');
  const [checking, setChecking] = useState(false);
  const entry = usePinEntry(async (pin) => {
    setChecking(true);
    try {
      await check(pin);
    } finally {
      setChecking(false);
    }
  }, checking || blocked);
  const promptRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) promptRef.current?.focus();
  }, [takeFocus]);

  return (
    <LockFrame>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', flex: 1, minWidth: 0 }}>
        <LockHeading icon={LockOutlined} labName={labName} />
        <Typography ref={promptRef} tabIndex={-1} color="textSecondary">
          {checking ? t('checking') : prompt}
        </Typography>
        <PinDots length={entry.pin.length} />
        {messages}
        {actions}
      </Stack>
      <PinPad entry={entry} disabled={checking || blocked} />
    </LockFrame>
  );
}
