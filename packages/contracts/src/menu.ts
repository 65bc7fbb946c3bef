import { ALL_STAFF, SUPER_ADMIN_AND_FINANCE, SUPER_ADMIN_ONLY, type RoleId } from './roles';

export interface MenuItem {
  readonly label: string;
  readonly icon?: string;
  readonly route?: string;
  /** Roles that see the entry; an entry without roles is visible to every signed-in staff member. */
  readonly roles?: readonly RoleId[];
  readonly items?: readonly MenuItem[];
}

export const ROUTES = {
  login: '/login',
  home: '/orders/order-dashboard',
  notFound: '/pages/notfound',
  error: '/pages/error',
  access: '/pages/access',
  accountSettings: '/account/settings',
  termsOfUsage: '/account/terms-of-usage',
  support: '/account/support',
  userManagement: '/users/user-management',
  companyManagement: '/users/company-management',
  transporterManagement: '/users/transporter-management',
  quoteBoard: '/quotes/quote-board',
  quoteTable: '/quotes/quote-table',
  quoteRequestManagement: '/quotes/quote-request-management',
  standardizedQuoteManagement: '/quotes/standardized-quote-management',
  /** Not in the spec's menu: reached from Standardized Quote Management (decision 143). */
  gomatchCorrections: '/quotes/gomatch-corrections',
  quoteManagement: '/quotes/quote-management',
  quoteConstruction: '/quotes/quote-construction',
  quoteDeliveryWorkspace: '/quotes/quote-delivery-workspace',
  quoteDeliveryWizard: '/quotes/quote-delivery-wizard',
  orderDashboard: '/orders/order-dashboard',
  subOrderDashboard: '/orders/sub-order-dashboard',
  orderBoard: '/orders/order-board',
  orderTable: '/orders/order-table',
  orderManagement: '/orders/order-management',
  orderConstruction: '/orders/order-construction',
  orderPictureManager: '/orders/order-picture-manager',
  orderPhasingWizard: '/orders/order-phasing-wizard',
  /** Not in the spec's menu: reached from an order's 'Send PO' and the order workspace (decision 170). */
  emailOutbox: '/orders/email-outbox',
  categoryManagement: '/products/category-management',
  productManagement: '/products/product-management',
  productSizeManagement: '/products/product-size-management',
  orderDeliveryTable: '/deliveries/order-delivery-table',
  orderDeliveryWorkspace: '/deliveries/order-delivery-workspace',
  orderDeliveryWizard: '/deliveries/order-delivery-wizard',
  taxRateManagement: '/admin/tax-rate-management',
  transactionFeeManagement: '/admin/transaction-fee-management',
  translationManagement: '/admin/translation-management',
  discountManagement: '/admin/discount-management',
  actionLog: '/admin/action-log',
  /** Not in the spec's menu: the purchase-order template's editor, reached from the outbox (decision 169). */
  emailTemplates: '/admin/email-templates',
} as const;

/** spec 001 §2: the top menu by role. The development menu variant is identical, so there is one. */
export const MAIN_MENU: readonly MenuItem[] = [
  { label: 'Order Dashboard', icon: 'pi pi-home', route: ROUTES.orderDashboard, roles: ALL_STAFF },
  {
    label: 'Users',
    icon: 'pi pi-users',
    items: [
      { label: 'User Management', route: ROUTES.userManagement, roles: ALL_STAFF },
      { label: 'Company Management', route: ROUTES.companyManagement, roles: ALL_STAFF },
      { label: 'Transporter Management', route: ROUTES.transporterManagement, roles: ALL_STAFF },
    ],
  },
  {
    label: 'Quotes',
    icon: 'pi pi-file',
    items: [
      { label: 'Quote Board', route: ROUTES.quoteBoard, roles: ALL_STAFF },
      { label: 'Quote Table', route: ROUTES.quoteTable, roles: ALL_STAFF },
      { label: 'Quote Request Management', route: ROUTES.quoteRequestManagement, roles: SUPER_ADMIN_ONLY },
      {
        label: 'Standardized Quote Management',
        route: ROUTES.standardizedQuoteManagement,
        roles: SUPER_ADMIN_ONLY,
      },
      { label: 'Quote Management', route: ROUTES.quoteManagement, roles: SUPER_ADMIN_ONLY },
    ],
  },
  {
    label: 'Orders',
    icon: 'pi pi-shopping-cart',
    items: [
      { label: 'Order Dashboard', route: ROUTES.orderDashboard, roles: ALL_STAFF },
      { label: 'SubOrder Dashboard', route: ROUTES.subOrderDashboard, roles: ALL_STAFF },
      { label: 'Order Board', route: ROUTES.orderBoard, roles: ALL_STAFF },
      { label: 'Order Table', route: ROUTES.orderTable, roles: ALL_STAFF },
      { label: 'Order Management', route: ROUTES.orderManagement, roles: SUPER_ADMIN_AND_FINANCE },
    ],
  },
  {
    label: 'Products',
    icon: 'pi pi-box',
    items: [
      { label: 'Category Management', route: ROUTES.categoryManagement, roles: SUPER_ADMIN_ONLY },
      { label: 'Product Management', route: ROUTES.productManagement, roles: ALL_STAFF },
      { label: 'Size & Spec Management', route: ROUTES.productSizeManagement, roles: ALL_STAFF },
    ],
  },
  {
    label: 'Delivery',
    icon: 'pi pi-truck',
    items: [{ label: 'Delivery Table', route: ROUTES.orderDeliveryTable, roles: ALL_STAFF }],
  },
  {
    label: 'Settings',
    icon: 'pi pi-cog',
    items: [
      { label: 'Tax Rate Settings', route: ROUTES.taxRateManagement, roles: SUPER_ADMIN_ONLY },
      { label: 'Transaction Fee Settings', route: ROUTES.transactionFeeManagement, roles: ALL_STAFF },
      { label: 'Translation Settings', route: ROUTES.translationManagement, roles: SUPER_ADMIN_ONLY },
      { label: 'Discount Settings', route: ROUTES.discountManagement, roles: ALL_STAFF },
      { label: 'Action Log', route: ROUTES.actionLog, roles: ALL_STAFF },
    ],
  },
];

/**
 * The menu a role sees: entries whose roles exclude it are dropped, and a group left without visible children
 * is dropped too (spec 000 §2: items, sub-items and sub-sub-items may each carry a roles list).
 */
export function filterMenuByRole(menu: readonly MenuItem[], roleId: RoleId): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of menu) {
    if (item.roles && !item.roles.includes(roleId)) continue;
    if (item.items) {
      const children = filterMenuByRole(item.items, roleId);
      if (children.length === 0) continue;
      visible.push({ ...item, items: children });
    } else {
      visible.push(item);
    }
  }
  return visible;
}

/**
 * Screens the spec's menu does not list (it is fixed by spec 001 §2) but that only some roles may open: their
 * roles, as a menu entry would carry them. Other routes outside the menu (workspaces, account pages) are open to
 * every staff role.
 */
export const OFF_MENU_ROUTE_ROLES: Readonly<Record<string, readonly RoleId[]>> = {
  // GoMatch's learned corrections belong to standardization, the super admin's (decision 143).
  [ROUTES.gomatchCorrections]: SUPER_ADMIN_ONLY,
  // The purchase-order template speaks for the marketplace to every seller: a super admin's (decision 169).
  [ROUTES.emailTemplates]: SUPER_ADMIN_ONLY,
};

/**
 * Roles allowed on a route, taken from the menu so routes and menu cannot disagree. As in filterMenuByRole, an
 * entry is reachable only by roles that its own list and every enclosing group's list allow. A route the menu
 * does not hold takes its roles from OFF_MENU_ROUTE_ROLES, if listed there.
 */
export function rolesForRoute(
  route: string,
  menu: readonly MenuItem[] = MAIN_MENU,
): readonly RoleId[] | undefined {
  return findRouteRoles(route, menu, undefined) ?? OFF_MENU_ROUTE_ROLES[route];
}

function findRouteRoles(
  route: string,
  menu: readonly MenuItem[],
  inherited: readonly RoleId[] | undefined,
): readonly RoleId[] | undefined {
  for (const item of menu) {
    const roles = !inherited
      ? item.roles
      : !item.roles
        ? inherited
        : item.roles.filter((r) => inherited.includes(r));
    if (item.route === route && roles) return roles;
    if (item.items) {
      const found = findRouteRoles(route, item.items, roles);
      if (found) return found;
    }
  }
  return undefined;
}
