import { MIN_PASSWORD_LENGTH, isEmail, isOtp, isPhone } from '../../../lib/validation';
import type { LabDetails } from '../api/auth-api';

/** Field errors as i18n keys of the `auth` namespace; an empty object means valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateLabDetails(v: LabDetails): FieldErrors<keyof LabDetails> {
  const errors: FieldErrors<keyof LabDetails> = {};
  if (v.name.trim() === '') errors.name = 'validation.nameRequired';
  if (v.first_name.trim() === '') errors.first_name = 'validation.firstNameRequired';
  if (v.phone.trim() === '') errors.phone = 'validation.phoneRequired';
  else if (!isPhone(v.phone)) errors.phone = 'validation.phoneInvalid';
  return errors;
}

export interface SetPasswordValues {
  email: string;
  otp: string;
  password: string;
  confirm: string;
}

function passwordErrors(password: string, confirm: string) {
  const errors: { password?: string; confirm?: string } = {};
  if (password === '') errors.password = 'validation.passwordRequired';
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'validation.passwordShort';
  if (confirm === '') errors.confirm = 'validation.confirmRequired';
  else if (confirm !== password) errors.confirm = 'validation.confirmMismatch';
  return errors;
}

export function validateEmail(email: string): string | undefined {
  if (email.trim() === '') return 'validation.emailRequired';
  if (!isEmail(email)) return 'validation.emailInvalid';
  return undefined;
}

export function validateSetPassword(v: SetPasswordValues): FieldErrors<keyof SetPasswordValues> {
  const errors: FieldErrors<keyof SetPasswordValues> = passwordErrors(v.password, v.confirm);
  const email = validateEmail(v.email);
  if (email) errors.email = email;
  if (!isOtp(v.otp)) errors.otp = 'validation.codeInvalid';
  return errors;
}

export interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
}

export function validateChangePassword(
  v: ChangePasswordValues,
): FieldErrors<keyof ChangePasswordValues> {
  const errors: FieldErrors<keyof ChangePasswordValues> = passwordErrors(v.password, v.confirm);
  if (v.oldPassword === '') errors.oldPassword = 'validation.oldPasswordRequired';
  return errors;
}
