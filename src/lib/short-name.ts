/**
 * A person as the lock screen, the header and a booking's history name them: the first name and
 * the last name's initial ("Anna K."), as the reference server writes `by.name`.
 */
export function shortName(first: string, last?: string | null): string {
  const initial = last?.trim().charAt(0);
  const given = first.trim();
  return initial ? `${given} ${initial.toUpperCase()}.` : given;
}
