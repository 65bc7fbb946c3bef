import type { MenuItem } from '@portal/contracts';
import type { NavigationMenuItem } from '../ui';

/**
 * The role-filtered menu as the layout renders it. A top-level entry with its own route (Order Dashboard) is
 * shown as its icon only (spec 001 §2) and keeps its label as the accessible name; entries on the current path
 * are highlighted.
 */
export function toNavigationItems(
  items: readonly MenuItem[],
  pathname: string,
  isRoot = true,
  /** The label in the user's language (Translation Settings); the contracts label by default. */
  translate: (label: string) => string = (label) => label,
): NavigationMenuItem[] {
  return items.map((item) => {
    const isActive =
      item.route === pathname || (item.items?.some((child) => child.route === pathname) ?? false);
    const classNames = [
      isRoot && item.route && item.icon ? 'layout-menuitem-icon-only' : undefined,
      isActive ? 'layout-menuitem-active' : undefined,
    ].filter(Boolean);
    return {
      label: translate(item.label),
      ...(item.icon ? { icon: item.icon } : {}),
      ...(item.route ? { route: item.route } : {}),
      ...(item.items ? { items: toNavigationItems(item.items, pathname, false, translate) } : {}),
      ...(classNames.length > 0 ? { className: classNames.join(' ') } : {}),
    };
  });
}
