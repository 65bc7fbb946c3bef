import { describe, expect, it } from 'vitest';
import { filterMenuByRole, MAIN_MENU, rolesForRoute, ROUTES, type MenuItem } from './menu';
import { Role, type RoleId } from './roles';

const SA = Role.ids.SUPER_ADMIN;
const OPS = Role.ids.OPERATIONS;
const FIN = Role.ids.FINANCE;
const ALL: readonly RoleId[] = [SA, OPS, FIN];

interface SpecMenuRow {
  readonly group: string | null;
  readonly label: string;
  readonly route: string;
  readonly roles: readonly RoleId[];
}

/** spec 001 §2 "Top menu by role", row by row. `group: null` is the "Order dashboard (icon)" entry. */
const SPEC_MENU: readonly SpecMenuRow[] = [
  { group: null, label: 'Order dashboard', route: '/orders/order-dashboard', roles: ALL },
  { group: 'Users', label: 'User Management', route: '/users/user-management', roles: ALL },
  { group: 'Users', label: 'Company Management', route: '/users/company-management', roles: ALL },
  { group: 'Users', label: 'Transporter Management', route: '/users/transporter-management', roles: ALL },
  { group: 'Quotes', label: 'Quote Board', route: '/quotes/quote-board', roles: ALL },
  { group: 'Quotes', label: 'Quote Table', route: '/quotes/quote-table', roles: ALL },
  {
    group: 'Quotes',
    label: 'Quote Request Management',
    route: '/quotes/quote-request-management',
    roles: [SA],
  },
  {
    group: 'Quotes',
    label: 'Standardized Quote Management',
    route: '/quotes/standardized-quote-management',
    roles: [SA],
  },
  { group: 'Quotes', label: 'Quote Management', route: '/quotes/quote-management', roles: [SA] },
  { group: 'Orders', label: 'Order Dashboard', route: '/orders/order-dashboard', roles: ALL },
  { group: 'Orders', label: 'SubOrder Dashboard', route: '/orders/sub-order-dashboard', roles: ALL },
  { group: 'Orders', label: 'Order Board', route: '/orders/order-board', roles: ALL },
  { group: 'Orders', label: 'Order Table', route: '/orders/order-table', roles: ALL },
  { group: 'Orders', label: 'Order Management', route: '/orders/order-management', roles: [SA, FIN] },
  { group: 'Products', label: 'Category Management', route: '/products/category-management', roles: [SA] },
  { group: 'Products', label: 'Product Management', route: '/products/product-management', roles: ALL },
  {
    group: 'Products',
    label: 'Size & Spec Management',
    route: '/products/product-size-management',
    roles: ALL,
  },
  { group: 'Delivery', label: 'Delivery Table', route: '/deliveries/order-delivery-table', roles: ALL },
  { group: 'Settings', label: 'Tax Rate Settings', route: '/admin/tax-rate-management', roles: [SA] },
  {
    group: 'Settings',
    label: 'Transaction Fee Settings',
    route: '/admin/transaction-fee-management',
    roles: ALL,
  },
  { group: 'Settings', label: 'Translation Settings', route: '/admin/translation-management', roles: [SA] },
  { group: 'Settings', label: 'Discount Settings', route: '/admin/discount-management', roles: ALL },
  { group: 'Settings', label: 'Action Log', route: '/admin/action-log', roles: ALL },
];

type Triple = readonly [group: string | null, label: string, route: string | undefined];

/**
 * Flattens a (filtered) menu to (group, label, route) triples, leaves only. The spec writes the icon entry in
 * lower case ("Order dashboard (icon)"), so top-level labels are compared case-insensitively.
 */
function visibleTriples(menu: readonly MenuItem[], group: string | null = null): Triple[] {
  return menu.flatMap((item): Triple[] => {
    if (item.items)
      return visibleTriples(item.items, group === null ? item.label : `${group} > ${item.label}`);
    return [[group, group === null ? item.label.toLowerCase() : item.label, item.route]];
  });
}

function specTriples(roleId: RoleId): Triple[] {
  return SPEC_MENU.filter((row) => row.roles.includes(roleId)).map((row) => [
    row.group,
    row.group === null ? row.label.toLowerCase() : row.label,
    row.route,
  ]);
}

const sorted = (roles: readonly number[] | undefined) => (roles ? [...roles].sort((a, b) => a - b) : roles);

describe('top menu by role (spec 001 §2)', () => {
  it.each([
    ['super admin', SA, 23],
    ['operations', OPS, 16],
    ['finance', FIN, 17],
  ] as const)('shows %s exactly the spec rows for its role', (_name, roleId, count) => {
    const visible = visibleTriples(filterMenuByRole(MAIN_MENU, roleId));
    expect(visible).toEqual(specTriples(roleId));
    expect(visible).toHaveLength(count);
  });

  it('shows the order dashboard as an icon entry at the top level', () => {
    const [first] = filterMenuByRole(MAIN_MENU, OPS);
    expect(first?.route).toBe('/orders/order-dashboard');
    expect(first?.icon).toBeTruthy();
    expect(first?.items).toBeUndefined();
  });

  it('hides the super-admin-only entries from operations and finance (spec 001 §6)', () => {
    const superAdminOnly = SPEC_MENU.filter((row) => row.roles.length === 1).map((row) => row.route);
    expect(superAdminOnly).toHaveLength(6);
    for (const roleId of [OPS, FIN]) {
      const routes = visibleTriples(filterMenuByRole(MAIN_MENU, roleId)).map(([, , route]) => route);
      for (const route of superAdminOnly) expect(routes).not.toContain(route);
    }
  });

  it('shows order management to finance but not to operations (spec 001 §6)', () => {
    const routesOf = (roleId: RoleId) =>
      visibleTriples(filterMenuByRole(MAIN_MENU, roleId)).map(([, , route]) => route);
    expect(routesOf(FIN)).toContain('/orders/order-management');
    expect(routesOf(OPS)).not.toContain('/orders/order-management');
  });

  it.each([
    ['buyer', Role.ids.BUYER],
    ['seller admin', Role.ids.SELLER_ADMIN],
    ['buyer admin', Role.ids.BUYER_ADMIN],
  ] as const)(
    'shows nothing to the %s role (spec 001 §6: buyer and seller roles are not in the menus)',
    (_n, id) => {
      expect(filterMenuByRole(MAIN_MENU, id)).toEqual([]);
    },
  );

  it('keeps every group of the spec for each staff role, in the spec order', () => {
    for (const roleId of ALL) {
      const groups = filterMenuByRole(MAIN_MENU, roleId)
        .filter((item) => item.items)
        .map((item) => item.label);
      expect(groups).toEqual(['Users', 'Quotes', 'Orders', 'Products', 'Delivery', 'Settings']);
    }
  });

  it('does not change the full menu when filtering it for a role', () => {
    const before = visibleTriples(MAIN_MENU);
    filterMenuByRole(MAIN_MENU, OPS);
    expect(visibleTriples(MAIN_MENU)).toEqual(before);
    expect(visibleTriples(filterMenuByRole(MAIN_MENU, SA))).toHaveLength(SPEC_MENU.length);
  });
});

describe('filterMenuByRole on nested role lists (spec 000 §2)', () => {
  const menu: readonly MenuItem[] = [
    {
      label: 'Group',
      roles: [SA],
      items: [{ label: 'Child', route: '/group/child' }],
    },
    {
      label: 'Open group',
      items: [
        {
          label: 'Sub group',
          items: [
            { label: 'Deep for finance', route: '/deep/finance', roles: [FIN] },
            { label: 'Deep for all', route: '/deep/all', roles: ALL },
          ],
        },
      ],
    },
  ];

  it('hides the children of a group whose roles exclude the user', () => {
    expect(visibleTriples(filterMenuByRole(menu, OPS))).toEqual([
      ['Open group > Sub group', 'Deep for all', '/deep/all'],
    ]);
  });

  it('filters sub-sub-items by their own roles', () => {
    expect(visibleTriples(filterMenuByRole(menu, FIN))).toEqual([
      ['Open group > Sub group', 'Deep for finance', '/deep/finance'],
      ['Open group > Sub group', 'Deep for all', '/deep/all'],
    ]);
  });

  it('drops a group left without visible children', () => {
    const onlyFinance: readonly MenuItem[] = [
      { label: 'Finance things', items: [{ label: 'Ledger', route: '/ledger', roles: [FIN] }] },
    ];
    expect(filterMenuByRole(onlyFinance, OPS)).toEqual([]);
  });
});

describe('rolesForRoute (spec 001 §2)', () => {
  it.each(SPEC_MENU.map((row) => [row.route, row.group ?? 'top level', row.label, row.roles] as const))(
    'allows on %s (%s > %s) exactly the roles of the spec',
    (route, _group, _label, roles) => {
      expect(sorted(rolesForRoute(route))).toEqual(sorted(roles));
    },
  );

  it('knows no roles for a route that is not in the menu', () => {
    expect(rolesForRoute('/nowhere')).toBeUndefined();
  });

  it('gives a screen outside the menu the roles it is listed with: learned corrections, super admin only', () => {
    expect(filterMenuByRole(MAIN_MENU, SA).flatMap((item) => item.items ?? [item])).not.toContainEqual(
      expect.objectContaining({ route: ROUTES.gomatchCorrections }),
    );
    expect(rolesForRoute(ROUTES.gomatchCorrections)).toEqual([SA]);
    // As Standardized Quote Management, where its link is.
    expect(rolesForRoute(ROUTES.gomatchCorrections)).toEqual(
      rolesForRoute(ROUTES.standardizedQuoteManagement),
    );
  });

  it("applies a group's roles to a child that has none, as the menu does", () => {
    const menu: readonly MenuItem[] = [
      { label: 'Group', roles: [SA], items: [{ label: 'Child', route: '/group/child' }] },
    ];
    expect(filterMenuByRole(menu, OPS)).toEqual([]);
    expect(rolesForRoute('/group/child', menu)).toEqual([SA]);
  });

  it("narrows a child's roles to those its group also allows", () => {
    const menu: readonly MenuItem[] = [
      {
        label: 'Group',
        roles: [SA, FIN],
        items: [{ label: 'Child', route: '/group/child', roles: [SA, OPS] }],
      },
    ];
    expect(rolesForRoute('/group/child', menu)).toEqual([SA]);
  });

  it('agrees with the menu: a staff role sees a route exactly when the route allows it', () => {
    for (const roleId of ALL) {
      const visible = new Set(
        visibleTriples(filterMenuByRole(MAIN_MENU, roleId)).map(([, , route]) => route),
      );
      for (const row of SPEC_MENU)
        expect(visible.has(row.route)).toBe(rolesForRoute(row.route)?.includes(roleId));
    }
  });
});

describe('routes (spec 000 §2 and 001 §2)', () => {
  it.each([
    ['login', '/login'],
    ['home', '/orders/order-dashboard'],
    ['notFound', '/pages/notfound'],
    ['error', '/pages/error'],
    ['access', '/pages/access'],
    ['quoteConstruction', '/quotes/quote-construction'],
    ['quoteDeliveryWorkspace', '/quotes/quote-delivery-workspace'],
    ['quoteDeliveryWizard', '/quotes/quote-delivery-wizard'],
    ['orderConstruction', '/orders/order-construction'],
    ['orderPictureManager', '/orders/order-picture-manager'],
    ['orderPhasingWizard', '/orders/order-phasing-wizard'],
    ['orderDeliveryWorkspace', '/deliveries/order-delivery-workspace'],
    ['orderDeliveryWizard', '/deliveries/order-delivery-wizard'],
  ] as const)('puts %s at %s', (key, route) => {
    expect(ROUTES[key]).toBe(route);
  });
});
