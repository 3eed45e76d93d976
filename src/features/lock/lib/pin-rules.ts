/** Issue 17: a PIN is 4 to 8 digits, and never one digit repeated. */
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 8;
/** Wrong PINs in a row before the device signs out and wipes the vendor's data. */
export const MAX_PIN_ATTEMPTS = 5;

export type PinProblem = 'digitsOnly' | 'tooShort' | 'tooLong' | 'allSame';

/** Why a new PIN is refused, or null when it is fine. */
export function pinProblem(pin: string): PinProblem | null {
  if (!/^[0-9]*$/.test(pin)) return 'digitsOnly';
  if (pin.length < PIN_MIN_DIGITS) return 'tooShort';
  if (pin.length > PIN_MAX_DIGITS) return 'tooLong';
  if (/^([0-9])\1*$/.test(pin)) return 'allSame';
  return null;
}
