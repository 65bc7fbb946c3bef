import type { MenuItem as PrimeMenuItem, MenuItemCommandEvent } from 'primereact/menuitem';

/** A menu entry as features and layout describe it, independent of PrimeReact's model. */
export interface NavigationMenuItem {
  readonly label: string;
  readonly icon?: string;
  /** In-app route; rendered as a real link so it has an href and the link role. */
  readonly route?: string;
  readonly items?: readonly NavigationMenuItem[];
  readonly className?: string;
  /** An action instead of a route (Logout). */
  readonly onSelect?: () => void;
  readonly separator?: boolean;
}

export interface NavigationMenuOptions {
  readonly hrefForRoute: (route: string) => string;
  readonly onNavigate: (route: string) => void;
}

function isModifiedClick(event: MenuItemCommandEvent['originalEvent']): boolean {
  const native = event.nativeEvent;
  return (
    native instanceof MouseEvent &&
    (native.ctrlKey || native.metaKey || native.shiftKey || native.button === 1)
  );
}

/**
 * Links keep their href (open in a new tab still works) but a plain click goes through the router, so the
 * unsaved-changes blocker sees the navigation; a browser-driven hash change would slip past it.
 */
export function toPrimeMenuModel(
  items: readonly NavigationMenuItem[],
  options: NavigationMenuOptions,
): PrimeMenuItem[] {
  return items.map((item): PrimeMenuItem => {
    if (item.separator) return { separator: true };
    const { route, onSelect } = item;
    return {
      label: item.label,
      ...(item.icon ? { icon: item.icon } : {}),
      ...(item.className ? { className: item.className } : {}),
      ...(item.items ? { items: toPrimeMenuModel(item.items, options) } : {}),
      ...(route ? { url: options.hrefForRoute(route) } : {}),
      ...(route || onSelect
        ? {
            command: (event: MenuItemCommandEvent) => {
              if (route && isModifiedClick(event.originalEvent)) return;
              event.originalEvent.preventDefault();
              if (route) options.onNavigate(route);
              onSelect?.();
            },
          }
        : {}),
    };
  });
}
