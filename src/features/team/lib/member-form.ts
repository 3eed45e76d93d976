import type { TeamMember } from '../../../db/types';

/** The member form as typed; lookups hold their id as text ('' for none). */
export interface MemberFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: string;
  gender: string;
  designation: string;
}

export type MemberField = keyof MemberFormValues;
export type MemberErrors = Partial<Record<MemberField, string>>;

export const EMPTY_MEMBER: MemberFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  role: '',
  gender: '',
  designation: '',
};

const idText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function memberToForm(member: TeamMember): MemberFormValues {
  return {
    first_name: member.first_name,
    last_name: member.last_name ?? '',
    email: member.email,
    phone: member.phone ?? '',
    role: idText(member.role),
    gender: idText(member.gender),
    designation: idText(member.designation),
  };
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators and an optional leading +, 6 to 15 digits in all. */
export function isPhone(value: string): boolean {
  if (!/^\+?[0-9 ()/.-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

export function validateMember(values: MemberFormValues): MemberErrors {
  const errors: MemberErrors = {};
  if (values.first_name.trim() === '') errors.first_name = 'validation.firstNameRequired';
  if (values.last_name.trim() === '') errors.last_name = 'validation.lastNameRequired';
  const email = values.email.trim();
  if (email === '') errors.email = 'validation.emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'validation.email';
  const phone = values.phone.trim();
  if (phone !== '' && !isPhone(phone)) errors.phone = 'validation.phone';
  return errors;
}

/** The fields as the API stores them on a member. */
export interface MemberInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  role: number | null;
  gender: number | null;
  designation: number | null;
}

const ref = (text: string) => (text === '' ? null : Number(text));

export function memberInput(values: MemberFormValues): MemberInput {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    role: ref(values.role),
    gender: ref(values.gender),
    designation: ref(values.designation),
  };
}
