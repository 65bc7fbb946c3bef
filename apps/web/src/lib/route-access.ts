import { isStaffRole, rolesForRoute, ROUTES, type MenuItem, MAIN_MENU } from '@portal/contracts';
import { accessRouteOf } from './record-routes';

export type RouteAccessDecision =
  { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

export interface RouteAccessInput {
  readonly isLoggedIn: boolean;
  readonly roleId: number | null | undefined;
  readonly pathname: string;
  readonly menu?: readonly MenuItem[];
}

/**
 * spec 000 §2 access rules: not logged in goes to /login; a role outside the route's list goes to /pages/access.
 * The route's roles come from the menu (rolesForRoute) so the menu never offers a screen the guard refuses.
 * Routes outside the menu (workspaces, account pages) are open to every staff role; a non-staff role never
 * gets further than the access page (spec 000 §1 reading A, docs/decisions/004-staff-only-sign-in.md).
 */
export function decideRouteAccess(input: RouteAccessInput): RouteAccessDecision {
  if (!input.isLoggedIn) return { kind: 'redirect', to: ROUTES.login };
  const { roleId } = input;
  if (!isStaffRole(roleId)) return { kind: 'redirect', to: ROUTES.access };
  // A record page (decision 122) is open to the roles of its list.
  const roles = rolesForRoute(accessRouteOf(input.pathname), input.menu ?? MAIN_MENU);
  if (roles && !roles.includes(roleId)) return { kind: 'redirect', to: ROUTES.access };
  return { kind: 'allow' };
}
