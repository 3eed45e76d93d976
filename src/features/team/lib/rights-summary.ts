import {
  RIGHTS,
  ROLE_KEYS,
  ROLE_RIGHTS,
  type Right,
  type RoleKey,
} from '../../../config/permissions';

const isStep = (right: Right) => right.startsWith('step:');
const STEPS_FIRST: readonly Right[] = [
  ...RIGHTS.filter(isStep),
  ...RIGHTS.filter((right) => !isStep(right)),
];

type Translate = (key: string, values?: Record<string, string>) => string;

export interface RoleSummary {
  role: RoleKey;
  /** The role's name: "Receptionist". */
  name: string;
  /** What it may do, as a sentence: "A receptionist can confirm arrivals, cancel bookings, …". */
  text: string;
}

/**
 * What each role may do, in words, made from ROLE_RIGHTS (src/config/permissions.ts) so the words
 * cannot drift from what the app and the server allow: "everything", "everything but …" when a
 * role lacks only a few rights, else the list of its rights: the booking steps first, in the
 * flow's order, then the rest.
 */
export function roleSummaries(t: Translate, language: string): RoleSummary[] {
  const and = new Intl.ListFormat(language, { type: 'conjunction' });
  const or = new Intl.ListFormat(language, { type: 'disjunction' });
  const words = (rights: readonly string[], list: Intl.ListFormat) =>
    // 'step:confirmed' as 'step.confirmed': i18next reads a colon as a namespace's end.
    list.format(rights.map((right) => t(`team.access.rights.${right.replace(':', '.')}`)));
  return ROLE_KEYS.map((role) => {
    const rights = STEPS_FIRST.filter((right) => ROLE_RIGHTS[role].includes(right));
    const missing = STEPS_FIRST.filter((right) => !rights.includes(right));
    let what: string;
    if (missing.length === 0) what = t('team.access.everything');
    else if (missing.length < rights.length) {
      what = t('team.access.allBut', { rights: words(missing, or) });
    } else what = words(rights, and);
    return {
      role,
      name: t(`common:roles.${role}`),
      text: t(`team.access.can.${role}`, { what }),
    };
  });
}
