/**
 * Who may do what in a lab (issue 27): one table, read by the app (what a person sees and may
 * tap) and by the reference server (what it accepts: server/lib/staff.ts). docs/staff-access.md
 * says what it protects and what it does not.
 *
 * A team member's role is one of the common lookup `roles` (SPEC 7, `/common/roles`), matched by
 * its name. The account owner (the vendor who signed in with the one-time code) is `owner`.
 */

import { STEP_STATUSES, type StepStatus } from './booking-flow';

export const RIGHTS = [
  /** Revenue: the dashboard's totals and the weekly revenue. Hidden in the app only. */
  'seeRevenue',
  /** The lab's profile, business details, images and the account's password. */
  'editBusiness',
  'editOffers',
  /** Sub-categories, services and test types. */
  'editServices',
  /** Team members: add, edit, remove (not their PINs or roles). */
  'editTeam',
  /** The team's PINs and roles, and the shared device's team sign-in. */
  'manageAccess',
  /** Clients and their addresses. */
  'editClients',
  ...STEP_STATUSES.map((status) => `step:${status}` as const),
] as const;
export type Right = (typeof RIGHTS)[number];

export const ROLE_KEYS = [
  'owner',
  'admin',
  'manager',
  'technician',
  'phlebotomist',
  'receptionist',
] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

const step = (...statuses: StepStatus[]): Right[] => statuses.map((s) => `step:${s}` as const);
const EVERYTHING: readonly Right[] = RIGHTS;

/** The table. A member with no role, or one this table does not know, may do none of these. */
export const ROLE_RIGHTS: Readonly<Record<RoleKey, readonly Right[]>> = {
  owner: EVERYTHING,
  admin: EVERYTHING,
  manager: RIGHTS.filter((r) => r !== 'editBusiness' && r !== 'manageAccess'),
  technician: step('sample_collected', 'report_ready'),
  phlebotomist: step('sample_collected', 'report_ready'),
  receptionist: ['editClients', ...step('confirmed', 'cancelled', 'no_show', 'completed')],
};

/** A role lookup's name ("Receptionist") as a key of the table, or null for one it does not know. */
export function roleKeyOf(roleName: string | null | undefined): RoleKey | null {
  const key = roleName?.trim().toLowerCase();
  return key && key !== 'owner' && (ROLE_KEYS as readonly string[]).includes(key)
    ? (key as RoleKey)
    : null;
}

export function canDo(role: RoleKey | null, right: Right): boolean {
  return role !== null && ROLE_RIGHTS[role].includes(right);
}

/** The roles that may do it, for the refusal's words ("Only Admin or Manager may …"). */
export function rolesWith(right: Right): RoleKey[] {
  return ROLE_KEYS.filter((role) => ROLE_RIGHTS[role].includes(right));
}

/** The right a status change needs, or null for a status no step leads to. */
export function stepRight(status: string): Right | null {
  return (STEP_STATUSES as readonly string[]).includes(status) ? (`step:${status}` as Right) : null;
}

/** PINs of people (issue 17's device PIN and issue 27's staff PINs): 4 to 8 digits. */
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 8;
/** Wrong PINs in a row: the device PIN wipes the device, a person's PIN locks them out. */
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

/** The header a change made by an unlocked person carries (docs/api-contract.md, "Staff"). */
export const STAFF_SESSION_HEADER = 'X-Staff-Session';
