import type { ReactNode } from 'react';
import { PIN_MAX_DIGITS } from '../config/permissions';
import { TextInput } from './text-input';
import type { PinTwice } from './use-pin-twice';

const PIN_INPUT = { inputMode: 'numeric', pattern: '[0-9]*', maxLength: PIN_MAX_DIGITS } as const;

interface PinFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it, shown in place of the hint. */
  problem?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  /** A password manager offers to keep a new PIN unless this says `off`. */
  autoComplete?: 'new-password' | 'off';
}

/**
 * A field for a new PIN (docs/staff-access.md): hidden digits, the numeric keypad, at most
 * PIN_MAX_DIGITS of them, its problem (else its hint) below it. The device PIN, a member's PIN
 * and one's own PIN are typed in it.
 */
export function PinField({
  label,
  value,
  onChange,
  problem,
  hint,
  disabled,
  autoFocus,
  autoComplete = 'new-password',
}: PinFieldProps) {
  return (
    <TextInput
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(problem)}
      helperText={problem || hint}
      inputProps={PIN_INPUT}
      disabled={disabled}
      autoFocus={autoFocus}
      fullWidth
    />
  );
}

interface PinTwiceFieldsProps {
  /** The two fields' values and problems (use-pin-twice.ts). */
  form: Pick<PinTwice, 'pin' | 'again' | 'setPin' | 'setAgain' | 'pinError' | 'againError'>;
  label: ReactNode;
  againLabel: ReactNode;
  /** Below the first field while nothing is wrong with it. */
  hint?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** A new PIN and its repetition, one PinField each, for a form kept by usePinTwice. */
export function PinTwiceFields({
  form,
  label,
  againLabel,
  hint,
  disabled,
  autoFocus,
}: PinTwiceFieldsProps) {
  return (
    <>
      <PinField
        label={label}
        value={form.pin}
        onChange={form.setPin}
        problem={form.pinError}
        hint={hint}
        disabled={disabled}
        autoFocus={autoFocus}
      />
      <PinField
        label={againLabel}
        value={form.again}
        onChange={form.setAgain}
        problem={form.againError}
        disabled={disabled}
      />
    </>
  );
}
