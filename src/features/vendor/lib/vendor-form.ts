import type { Lab } from '../../../db/types';
import { isPhone } from '../../../lib/validation';

/** The fields each screen edits; all of them are the lab's own (PATCH /labs/{id}/). */
export interface ProfileFields {
  first_name: string;
  last_name: string;
  phone: string;
}

export interface BusinessFields {
  name: string;
  phone: string;
  address: string;
  about: string;
}

export type VendorFormKind = 'profile' | 'business';
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function profileFrom(lab: Lab): ProfileFields {
  return { first_name: lab.first_name, last_name: lab.last_name ?? '', phone: lab.phone ?? '' };
}

export function businessFrom(lab: Lab): BusinessFields {
  return {
    name: lab.name,
    phone: lab.phone ?? '',
    address: lab.address ?? '',
    about: lab.about ?? '',
  };
}

const LIMITS = { name: 120, first_name: 80, last_name: 80, phone: 40, address: 300, about: 2000 };

function tooLong(errors: Record<string, string>, values: Record<string, string>) {
  for (const [key, max] of Object.entries(LIMITS)) {
    const value = values[key];
    if (value !== undefined && value.length > max && !errors[key])
      errors[key] = 'validation.tooLong';
  }
}

function phoneError(phone: string): string | undefined {
  if (phone.trim() === '') return 'validation.phoneRequired';
  if (!isPhone(phone)) return 'validation.phoneInvalid';
  return undefined;
}

/** Error keys (namespace `account`) per field; an empty object means the form may be saved. */
export function validateProfile(v: ProfileFields): FieldErrors<ProfileFields> {
  const errors: Record<string, string> = {};
  if (v.first_name.trim() === '') errors.first_name = 'validation.firstNameRequired';
  const phone = phoneError(v.phone);
  if (phone) errors.phone = phone;
  tooLong(errors, { ...v });
  return errors;
}

export function validateBusiness(v: BusinessFields): FieldErrors<BusinessFields> {
  const errors: Record<string, string> = {};
  if (v.name.trim() === '') errors.name = 'validation.nameRequired';
  const phone = phoneError(v.phone);
  if (phone) errors.phone = phone;
  tooLong(errors, { ...v });
  return errors;
}

/** Only the fields that differ from the lab as stored: the PATCH sends what changed. */
export function changedFields<T extends object>(values: T, saved: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (values[key] !== saved[key]) out[key] = values[key];
  }
  return out;
}
