/** Field checks shared by the forms; each returns true when the value is acceptable. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with an optional leading +, spaces, dashes, dots and brackets; 6 to 20 digits. */
const PHONE = /^\+?[\d\s\-().]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isPhone(value: string): boolean {
  const v = value.trim();
  const digits = v.replace(/\D/g, '').length;
  return PHONE.test(v) && digits >= 6 && digits <= 20;
}

export function isOtp(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}

export const MIN_PASSWORD_LENGTH = 8;
