/** The client and address forms as typed, their rules, and the API bodies. */

export interface ClientFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export interface AddressFormValues {
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  country: string;
}

export type ClientErrors = Partial<Record<keyof ClientFormValues, string>>;
export type AddressErrors = Partial<Record<keyof AddressFormValues, string>>;

export const EMPTY_CLIENT: ClientFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
};
export const EMPTY_ADDRESS: AddressFormValues = {
  line1: '',
  line2: '',
  city: '',
  postcode: '',
  country: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits with the usual separators and an optional leading +, 6 to 15 digits in all. */
export function isPhone(value: string): boolean {
  if (!/^\+?[0-9 ()/.-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** Letters, digits, spaces and hyphens, 3 to 10 characters (covers DE 10115, UK SW1A 1AA, …). */
export function isPostcode(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(value);
}

export function validateClient(values: ClientFormValues): ClientErrors {
  const errors: ClientErrors = {};
  if (values.first_name.trim() === '') errors.first_name = 'validation.firstNameRequired';
  if (values.last_name.trim() === '') errors.last_name = 'validation.lastNameRequired';
  const email = values.email.trim();
  if (email === '') errors.email = 'validation.emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'validation.email';
  const phone = values.phone.trim();
  if (phone === '') errors.phone = 'validation.phoneRequired';
  else if (!isPhone(phone)) errors.phone = 'validation.phone';
  return errors;
}

export function validateAddress(values: AddressFormValues): AddressErrors {
  const errors: AddressErrors = {};
  if (values.line1.trim() === '') errors.line1 = 'validation.line1Required';
  if (values.city.trim() === '') errors.city = 'validation.cityRequired';
  const postcode = values.postcode.trim();
  if (postcode === '') errors.postcode = 'validation.postcodeRequired';
  else if (!isPostcode(postcode)) errors.postcode = 'validation.postcode';
  if (values.country.trim() === '') errors.country = 'validation.countryRequired';
  return errors;
}

export function clientInput(values: ClientFormValues): ClientFormValues {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  };
}

export function addressInput(values: AddressFormValues): AddressFormValues {
  return {
    line1: values.line1.trim(),
    line2: values.line2.trim(),
    city: values.city.trim(),
    postcode: values.postcode.trim().toUpperCase(),
    country: values.country.trim(),
  };
}
