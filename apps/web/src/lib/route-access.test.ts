import { describe, expect, it } from 'vitest';
import { filterMenuByRole, MAIN_MENU, Role, ROUTES, type MenuItem } from '@portal/contracts';
import { decideRouteAccess } from './route-access';
import { flattenMenu } from './navigation';

const { SUPER_ADMIN, OPERATIONS, FINANCE, BUYER } = Role.ids;

describe('decideRouteAccess', () => {
  it('sends a visitor who is not logged in to /login', () => {
    expect(decideRouteAccess({ isLoggedIn: false, roleId: null, pathname: ROUTES.orderDashboard })).toEqual({
      kind: 'redirect',
      to: ROUTES.login,
    });
  });

  it('lets every staff role open the order dashboard', () => {
    for (const roleId of [SUPER_ADMIN, OPERATIONS, FINANCE]) {
      expect(decideRouteAccess({ isLoggedIn: true, roleId, pathname: ROUTES.orderDashboard })).toEqual({
        kind: 'allow',
      });
    }
  });

  it('sends operations to /pages/access on a super-admin-only route', () => {
    expect(
      decideRouteAccess({ isLoggedIn: true, roleId: OPERATIONS, pathname: ROUTES.taxRateManagement }),
    ).toEqual({
      kind: 'redirect',
      to: ROUTES.access,
    });
  });

  it('lets finance but not operations into order management', () => {
    expect(
      decideRouteAccess({ isLoggedIn: true, roleId: FINANCE, pathname: ROUTES.orderManagement }).kind,
    ).toBe('allow');
    expect(
      decideRouteAccess({ isLoggedIn: true, roleId: OPERATIONS, pathname: ROUTES.orderManagement }).kind,
    ).toBe('redirect');
  });

  it('ignores a trailing slash when looking up the route roles', () => {
    expect(
      decideRouteAccess({ isLoggedIn: true, roleId: OPERATIONS, pathname: `${ROUTES.categoryManagement}/` }),
    ).toEqual({ kind: 'redirect', to: ROUTES.access });
  });

  it('opens routes outside the menu to every staff role', () => {
    expect(
      decideRouteAccess({ isLoggedIn: true, roleId: OPERATIONS, pathname: ROUTES.accountSettings }).kind,
    ).toBe('allow');
  });

  it('sends a logged-in non-staff role to /pages/access', () => {
    expect(decideRouteAccess({ isLoggedIn: true, roleId: BUYER, pathname: ROUTES.accountSettings })).toEqual({
      kind: 'redirect',
      to: ROUTES.access,
    });
  });

  it('follows a menu given to it, so the guard and the menu share one source', () => {
    const menu: MenuItem[] = [{ label: 'Secret', route: '/admin/secret', roles: [SUPER_ADMIN] }];
    expect(
      decideRouteAccess({ isLoggedIn: true, roleId: FINANCE, pathname: '/admin/secret', menu }).kind,
    ).toBe('redirect');
  });

  it('allows every screen the role-filtered menu offers, for every staff role', () => {
    for (const roleId of [SUPER_ADMIN, OPERATIONS, FINANCE]) {
      for (const entry of flattenMenu(filterMenuByRole(MAIN_MENU, roleId))) {
        expect(decideRouteAccess({ isLoggedIn: true, roleId, pathname: entry.route }), entry.route).toEqual({
          kind: 'allow',
        });
      }
    }
  });
});
