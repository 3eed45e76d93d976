import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { pinProblem } from '../config/permissions';
import { ApiError, generalMessage } from '../lib/errors';

export interface PinTwice {
  pin: string;
  again: string;
  setPin: (value: string) => void;
  setAgain: (value: string) => void;
  /** What is wrong with the PIN, and with its repetition, in the person's words. */
  pinError: string | null;
  againError: string | null;
  /** Checks both fields and shows what is wrong on them: the PIN to send, or null. */
  check: () => string | null;
  /**
   * Shows the server's refusal of the PIN (a 400: too weak, or another member's) on its field.
   * Whether it was one: anything else is the caller's to show.
   */
  refusedBy: (err: unknown) => boolean;
}

/**
 * A new PIN typed twice (a member's PIN set by the owner, one's own PIN on the shared device): the
 * PIN rules of config/permissions.ts on the first field, the match on the second, the server's
 * refusal back on the first.
 */
export function usePinTwice(): PinTwice {
  const { t } = useTranslation('lock');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [againError, setAgainError] = useState<string | null>(null);
  return {
    pin,
    again,
    setPin,
    setAgain,
    pinError,
    againError,
    check: () => {
      const problem = pinProblem(pin);
      const mismatch = !problem && pin !== again;
      setPinError(problem ? t(`pinError.${problem}`) : null);
      setAgainError(mismatch ? t('pinError.mismatch') : null);
      return problem || mismatch ? null : pin;
    },
    refusedBy: (err) => {
      if (!(err instanceof ApiError) || err.kind !== 'http' || err.status !== 400) return false;
      setPinError(err.serverMessage ?? err.firstError ?? generalMessage(err));
      return true;
    },
  };
}
