import { Menubar as PrimeMenubar } from 'primereact/menubar';
import type { ReactNode } from 'react';
import { toPrimeMenuModel, type NavigationMenuItem, type NavigationMenuOptions } from './navigation-menu';

export interface MenubarProps extends NavigationMenuOptions {
  readonly items: readonly NavigationMenuItem[];
  readonly ariaLabel: string;
  readonly className?: string;
  readonly end?: ReactNode;
}

/** Horizontal menu: each entry is role "menuitem" named by its label; sub-items open as dropdowns. */
export function Menubar({ items, ariaLabel, className, end, hrefForRoute, onNavigate }: MenubarProps) {
  // PrimeReact does not label its menubar element, so the landmark around it carries the name.
  return (
    <nav aria-label={ariaLabel} className={className}>
      <PrimeMenubar model={toPrimeMenuModel(items, { hrefForRoute, onNavigate })} end={end} />
    </nav>
  );
}
