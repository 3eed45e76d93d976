import type { TeamMember } from '../../../db/types';
import { personInput, validatePerson } from '../../../lib/person';

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

/** Names and e-mail are required; the phone is optional; lookups may be left empty. */
export function validateMember(values: MemberFormValues): MemberErrors {
  return validatePerson(values, false);
}

/** The fields as the API stores them on a member. */
export interface MemberInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** Absent when the person may not change roles (`manageAccess`): the member keeps theirs. */
  role?: number | null;
  gender: number | null;
  designation: number | null;
}

const ref = (text: string) => (text === '' ? null : Number(text));

/** The input to store; `withRole` false leaves the role out, so it is neither sent nor changed. */
export function memberInput(values: MemberFormValues, withRole = true): MemberInput {
  const input = {
    ...personInput(values),
    gender: ref(values.gender),
    designation: ref(values.designation),
  };
  return withRole ? { ...input, role: ref(values.role) } : input;
}
