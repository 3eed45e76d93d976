/**
 * The name, e-mail and phone a client and a team member share: their rules (messages are i18n
 * keys of the catalogue namespace), the trimmed values the API stores, and the order by name.
 */

export interface PersonFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export type PersonErrors = Partial<Record<keyof PersonFields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Digits with the usual separators (space ( ) / . -) and an optional leading +, 6 to 15 digits in
 * all. (The sign-up and lab forms use lib/validation's looser isPhone.)
 */
export function isContactPhone(value: string): boolean {
  if (!/^\+?[0-9 ()/.-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** First and last name and e-mail are required; the phone only when `phoneRequired`. */
export function validatePerson(values: PersonFields, phoneRequired: boolean): PersonErrors {
  const errors: PersonErrors = {};
  if (values.first_name.trim() === '') errors.first_name = 'validation.firstNameRequired';
  if (values.last_name.trim() === '') errors.last_name = 'validation.lastNameRequired';
  const email = values.email.trim();
  if (email === '') errors.email = 'validation.emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'validation.email';
  const phone = values.phone.trim();
  if (phone === '') {
    if (phoneRequired) errors.phone = 'validation.phoneRequired';
  } else if (!isContactPhone(phone)) errors.phone = 'validation.phone';
  return errors;
}

/** The fields as the API stores them: trimmed. */
export function personInput(values: PersonFields): PersonFields {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  };
}

/** Orders people by "first last" name. */
export function byName(
  a: { first_name: string; last_name?: string },
  b: { first_name: string; last_name?: string },
): number {
  return `${a.first_name} ${a.last_name ?? ''}`.localeCompare(
    `${b.first_name} ${b.last_name ?? ''}`,
  );
}
