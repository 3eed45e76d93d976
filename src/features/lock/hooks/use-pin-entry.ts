import { useCallback, useEffect, useRef, useState } from 'react';
import { PIN_MAX_DIGITS, PIN_MIN_DIGITS } from '../../../config/permissions';

export interface PinEntry {
  pin: string;
  digit: (d: string) => void;
  erase: () => void;
  submit: () => void;
  /** Enough digits to try. */
  ready: boolean;
}

/**
 * The digits typed on the pad or the keyboard (digits, Backspace, Enter anywhere on the screen).
 * The PIN is handed to `check` and forgotten at once, right or wrong.
 */
export function usePinEntry(check: (pin: string) => Promise<void>, disabled: boolean): PinEntry {
  const [pin, setPin] = useState('');
  // The keyboard listener reads the latest values without being added again on each digit.
  const latest = useRef({ pin, disabled, check });
  useEffect(() => {
    latest.current = { pin, disabled, check };
  });

  const digit = useCallback((d: string) => {
    if (latest.current.disabled) return;
    setPin((p) => (p.length < PIN_MAX_DIGITS ? p + d : p));
  }, []);
  const erase = useCallback(() => setPin((p) => p.slice(0, -1)), []);
  const submit = useCallback(() => {
    const { pin: typed, disabled: off, check: run } = latest.current;
    if (off || typed.length < PIN_MIN_DIGITS) return;
    setPin('');
    void run(typed);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      // Enter on a focused pad button presses that button; it is not a submit.
      const onButton = event.target instanceof HTMLButtonElement;
      if (/^[0-9]$/.test(event.key)) digit(event.key);
      else if (event.key === 'Backspace') erase();
      else if (event.key === 'Enter' && !onButton) submit();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [digit, erase, submit]);

  return { pin, digit, erase, submit, ready: pin.length >= PIN_MIN_DIGITS };
}
