import { useCallback } from 'react';
import { canDo, stepRight, type Right } from '../config/permissions';
import { useActing } from './use-acting';

/**
 * A test of any right for the person acting, for a screen that asks about several (the
 * navigation, a booking's steps). False while who acts is not known yet. The test changes only
 * when the role does, so memoised rows given it draw again only then.
 */
export function useRights(): (right: Right | null | undefined) => boolean {
  const acting = useActing();
  const known = acting !== undefined;
  const role = acting?.role ?? null;
  return useCallback((right) => known && Boolean(right) && canDo(role, right!), [known, role]);
}

/** Whether the person acting may do it; false while that is not known yet. */
export function useCan(right: Right): boolean {
  return useRights()(right);
}

/** Whether the person acting may move a booking to `status` (its `step:` right). */
export function useStepAllowed(): (status: string) => boolean {
  const can = useRights();
  return useCallback((status) => can(stepRight(status)), [can]);
}
