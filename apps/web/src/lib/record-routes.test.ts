import { describe, expect, it } from 'vitest';
import { Role, ROUTES, type MenuItem } from '@portal/contracts';
import {
  accessRouteOf,
  listLocation,
  RECORD_FROM_PARAM,
  recordLocation,
  recordPathOf,
} from './record-routes';
import { decideRouteAccess } from './route-access';

const { SUPER_ADMIN, OPERATIONS } = Role.ids;

describe('recordPathOf', () => {
  it("reads the list and the id of a record page's path", () => {
    expect(recordPathOf('/users/company-management/42')).toEqual({
      listRoute: ROUTES.companyManagement,
      id: 42,
    });
    expect(recordPathOf('/users/user-management/7/')).toEqual({ listRoute: ROUTES.userManagement, id: 7 });
  });

  it('is null for a list, a screen without record pages, and an id that is not a positive whole number', () => {
    expect(recordPathOf(ROUTES.companyManagement)).toBeNull();
    expect(recordPathOf('/admin/tax-rate-management/3')).toBeNull();
    for (const id of ['0', '-1', '1.5', 'abc', '1e3', '0042']) {
      expect(recordPathOf(`/users/company-management/${id}`)).toBeNull();
    }
  });
});

describe('recordLocation and listLocation', () => {
  it("carry the list's view to the record and back", () => {
    const view = '?search=Acme+Nursery&companyTypeId=2&page=3';
    const opened = recordLocation(ROUTES.companyManagement, 42, view);
    expect(opened.pathname).toBe('/users/company-management/42');
    const params = new URLSearchParams(opened.search);
    expect(params.get(RECORD_FROM_PARAM)).toBe('search=Acme+Nursery&companyTypeId=2&page=3');
    const back = listLocation(ROUTES.companyManagement, params);
    expect(`${back.pathname}${back.search}`).toBe(`${ROUTES.companyManagement}${view}`);
  });

  it('open the plain list when there was no view', () => {
    expect(recordLocation(ROUTES.userManagement, 5, '')).toEqual({
      pathname: '/users/user-management/5',
      search: '',
    });
    expect(listLocation(ROUTES.userManagement, new URLSearchParams())).toEqual({
      pathname: ROUTES.userManagement,
      search: '',
    });
  });

  it('only ever return to the list, whatever the parameter holds', () => {
    for (const from of [
      '//evil.test/path',
      'https://evil.test/?a=1',
      '/admin/action-log',
      '#/pages/access',
    ]) {
      const back = listLocation(ROUTES.companyManagement, new URLSearchParams({ [RECORD_FROM_PARAM]: from }));
      expect(back.pathname).toBe(ROUTES.companyManagement);
      expect(back.search === '' || back.search.startsWith('?')).toBe(true);
    }
  });
});

describe('record page access', () => {
  // A menu where company management is the super admin's only, to show the record page follows its list.
  const menu: MenuItem[] = [
    { label: 'Company Management', route: ROUTES.companyManagement, roles: [SUPER_ADMIN] },
  ];

  it('is the access of its list', () => {
    expect(accessRouteOf('/users/company-management/42')).toBe(ROUTES.companyManagement);
    const decide = (roleId: number) =>
      decideRouteAccess({ isLoggedIn: true, roleId, pathname: '/users/company-management/42', menu }).kind;
    expect(decide(SUPER_ADMIN)).toBe('allow');
    expect(decide(OPERATIONS)).toBe('redirect');
  });
});

describe('the standardization workspace (issue 34, decision 200)', () => {
  it('opens for every staff role, from the Quote Table, while its list stays the super admin’s', () => {
    const workspace = `${ROUTES.standardizedQuoteManagement}/7`;
    expect(accessRouteOf(workspace)).toBe(ROUTES.quoteTable);
    for (const roleId of [SUPER_ADMIN, OPERATIONS]) {
      expect(decideRouteAccess({ isLoggedIn: true, roleId, pathname: workspace }).kind).toBe('allow');
    }
    expect(
      decideRouteAccess({
        isLoggedIn: true,
        roleId: OPERATIONS,
        pathname: ROUTES.standardizedQuoteManagement,
      }).kind,
    ).toBe('redirect');
  });
});
