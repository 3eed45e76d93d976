import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { matchPath, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/loading-state';
import { RoleRefusal } from '../../components/role-refusal';
import { useActing } from '../../components/use-acting';
import { canDo } from '../../config/permissions';
import { ROUTES } from '../../config/routes';

/**
 * The route guard of the rights (src/config/routes.ts `right`): a screen the person's role may
 * not open says so, with the way back, whether they came by a link, a bookmark or the address
 * bar. Here in the layout, not in the router: the app's first chunk stays free of MUI and Dexie.
 */
export function RightGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const acting = useActing();
  const route = ROUTES.find((r) => r.access === 'protected' && matchPath(r.path, pathname));
  if (!route?.right) return children;
  if (acting === undefined) return <LoadingState />;
  if (!canDo(acting.role, route.right))
    return <RoleRefusal title={t(route.titleKey)} right={route.right} />;
  return children;
}
