import { MAIN_MENU, ROUTES, type MenuItem } from '@portal/contracts';

/** spec 000 §2: routing is hash-based, so an in-app link's href is the route behind a '#'. */
export function hrefForRoute(route: string): string {
  return `#${route}`;
}

export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Titles of screens that are not in the top menu: the profile panel's pages and the workspaces of spec 001 §2,
 * which are opened from a board or a table rather than from the menu.
 */
export const SCREENS_OUTSIDE_MENU: Readonly<Record<string, string>> = {
  [ROUTES.accountSettings]: 'Account Settings',
  [ROUTES.termsOfUsage]: 'Terms of Usage',
  [ROUTES.support]: 'Support',
  [ROUTES.gomatchCorrections]: 'Learned Corrections',
  [ROUTES.quoteConstruction]: 'Quote Construction',
  [ROUTES.quoteDeliveryWorkspace]: 'Quote Delivery Workspace',
  [ROUTES.quoteDeliveryWizard]: 'Quote Delivery Wizard',
  [ROUTES.orderConstruction]: 'Order Construction',
  [ROUTES.orderPictureManager]: 'Order Picture Manager',
  [ROUTES.orderPhasingWizard]: 'Order Phasing Wizard',
  [ROUTES.emailOutbox]: 'Email Outbox',
  [ROUTES.emailTemplates]: 'Email Templates',
  [ROUTES.orderDeliveryWorkspace]: 'Order Delivery Workspace',
  [ROUTES.orderDeliveryWizard]: 'Order Delivery Wizard',
};

/** The chain of menu entries leading to a route, outermost first; empty when the menu does not hold it. */
export function menuTrailForRoute(route: string, menu: readonly MenuItem[] = MAIN_MENU): MenuItem[] {
  for (const item of menu) {
    // A grouped entry wins over a top-level shortcut to the same route, so breadcrumbs show where it lives.
    if (item.items) {
      const trail = menuTrailForRoute(route, item.items);
      if (trail.length > 0) return [item, ...trail];
    }
  }
  for (const item of menu) {
    if (item.route === route) return [item];
  }
  return [];
}

/** The label a screen is known by: its menu label, else its workspace or account-page title. */
export function pageLabelForPath(
  pathname: string,
  menu: readonly MenuItem[] = MAIN_MENU,
): string | undefined {
  const route = normalizePathname(pathname);
  const trail = menuTrailForRoute(route, menu);
  return trail.at(-1)?.label ?? SCREENS_OUTSIDE_MENU[route];
}

export interface BreadcrumbEntry {
  readonly label: string;
  /** Present when the entry can be navigated to; menu groups have no screen of their own. */
  readonly route?: string;
}

/** The menu group whose screens share the path's first segment, e.g. 'Orders' for a workspace under /orders. */
function areaGroupForPath(route: string, menu: readonly MenuItem[]): MenuItem | undefined {
  const area = route.split('/')[1];
  if (!area) return undefined;
  return menu.find((item) => item.items?.some((child) => child.route?.split('/')[1] === area));
}

/** The breadcrumb of a screen, derived from the route so it cannot disagree with the menu. */
export function breadcrumbForPath(
  pathname: string,
  menu: readonly MenuItem[] = MAIN_MENU,
): BreadcrumbEntry[] {
  const route = normalizePathname(pathname);
  const trail = menuTrailForRoute(route, menu);
  if (trail.length > 0) {
    return trail.map((item) =>
      item.route ? { label: item.label, route: item.route } : { label: item.label },
    );
  }
  const label = SCREENS_OUTSIDE_MENU[route];
  if (!label) return [];
  const group = route.startsWith('/account/') ? undefined : areaGroupForPath(route, menu);
  return group ? [{ label: group.label }, { label, route }] : [{ label, route }];
}

/** Every screen route of an area (first path segment), menu entries first, in the order ROUTES lists them. */
export function screenRoutesForArea(area: string): string[] {
  const prefix = `/${area}/`;
  return Object.values(ROUTES).filter((route) => route.startsWith(prefix));
}

/** Menu leaves as a flat list, for the top-bar search. */
export function flattenMenu(menu: readonly MenuItem[], trail: readonly string[] = []): FlatMenuEntry[] {
  const entries: FlatMenuEntry[] = [];
  for (const item of menu) {
    if (item.items) entries.push(...flattenMenu(item.items, [...trail, item.label]));
    else if (item.route) entries.push({ label: item.label, route: item.route, trail: [...trail] });
  }
  return entries;
}

export interface FlatMenuEntry {
  readonly label: string;
  readonly route: string;
  readonly trail: readonly string[];
}

/** Case-insensitive match on the label or its group, deduplicated by route (Order Dashboard is listed twice). */
export function searchMenu(entries: readonly FlatMenuEntry[], query: string): FlatMenuEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const haystack = [...entry.trail, entry.label].join(' ').toLowerCase();
    if (!haystack.includes(needle) || seen.has(entry.route)) return false;
    seen.add(entry.route);
    return true;
  });
}
