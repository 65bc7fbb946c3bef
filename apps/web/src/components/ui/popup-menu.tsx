import { Menu } from 'primereact/menu';
import { forwardRef, useImperativeHandle, useRef, type SyntheticEvent } from 'react';
import { toPrimeMenuModel, type NavigationMenuItem, type NavigationMenuOptions } from './navigation-menu';

export interface PopupMenuProps extends NavigationMenuOptions {
  readonly id: string;
  readonly items: readonly NavigationMenuItem[];
  readonly ariaLabel: string;
  readonly className?: string;
  readonly onShow?: () => void;
  readonly onHide?: () => void;
}

export interface PopupMenuHandle {
  toggle(event: SyntheticEvent): void;
  hide(event: SyntheticEvent): void;
}

/**
 * A menu that opens next to its trigger and closes on selection, on Escape and on a click outside. An entry with
 * items becomes a group whose label is a plain header.
 */
export const PopupMenu = forwardRef<PopupMenuHandle, PopupMenuProps>(function PopupMenu(
  { id, items, ariaLabel, className, hrefForRoute, onNavigate, onShow, onHide },
  ref,
) {
  const menuRef = useRef<Menu>(null);
  useImperativeHandle(ref, () => ({
    toggle: (event) => menuRef.current?.toggle(event),
    hide: (event) => menuRef.current?.hide(event),
  }));
  return (
    <Menu
      ref={menuRef}
      id={id}
      popup
      popupAlignment="right"
      model={toPrimeMenuModel(items, { hrefForRoute, onNavigate })}
      aria-label={ariaLabel}
      // The list itself carries role="menu": it needs the name too, or assistive technology announces a nameless
      // menu (PrimeReact's own ariaLabel prop is missing from its typings, so it goes through the pass-through).
      pt={{ menu: { 'aria-label': ariaLabel } }}
      className={className}
      onShow={onShow}
      onHide={onHide}
    />
  );
});
