import { personInput, validatePerson, type PersonFields } from '../../../lib/person';

/** The client and address forms as typed, their rules, and the API bodies. */

export type ClientFormValues = PersonFields;

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

/** Letters, digits, spaces and hyphens, 3 to 10 characters (covers DE 10115, UK SW1A 1AA, …). */
export function isPostcode(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(value);
}

/** Every field is required, the phone too. */
export function validateClient(values: ClientFormValues): ClientErrors {
  return validatePerson(values, true);
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
  return personInput(values);
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
