import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { INITIAL_MENUBAR_STATE, menubarKeyDown, type MenubarShape, type MenubarState } from './menubar-keys';
import type { NavigationMenuItem, NavigationMenuOptions } from './navigation-menu';
import './menubar.css';

export interface MenubarProps extends NavigationMenuOptions {
  readonly items: readonly NavigationMenuItem[];
  readonly ariaLabel: string;
  readonly className?: string;
}

function isModifiedClick(event: ReactMouseEvent): boolean {
  return event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0;
}

function entriesOf(items: readonly NavigationMenuItem[] | undefined): NavigationMenuItem[] {
  return (items ?? []).filter((item) => !item.separator);
}

/**
 * The horizontal main menu, following the WAI-ARIA menubar pattern (issue 11): one Tab stop (roving tabindex),
 * Left/Right/Home/End along the bar, Down/Up/Enter/Space open a submenu, Up/Down/Home/End inside it, Escape
 * closes it and returns focus to its entry, a letter jumps to the next entry starting with it. Entries are real
 * links (open in a new tab still works) but a plain activation goes through the router, so the unsaved-changes
 * blocker sees it. Each entry carries its label as aria-label, so an icon-only entry keeps its name.
 */
export function Menubar({ items, ariaLabel, className, hrefForRoute, onNavigate }: MenubarProps) {
  const entries = useMemo(() => entriesOf(items), [items]);
  const shape: MenubarShape = useMemo(
    () => ({
      items: entries.map((entry) => ({
        label: entry.label,
        children: entriesOf(entry.items).map((child) => child.label),
      })),
    }),
    [entries],
  );
  const [state, setState] = useState<MenubarState>(INITIAL_MENUBAR_STATE);
  const top = Math.min(state.top, Math.max(entries.length - 1, 0));
  const rootRef = useRef<HTMLUListElement>(null);
  const topRefs = useRef<Array<HTMLElement | null>>([]);
  const subRefs = useRef<Array<HTMLElement | null>>([]);
  // Only keyboard moves focus; a mouse opening a submenu leaves focus where the pointer put it.
  const shouldMoveFocus = useRef(false);
  const idPrefix = useId();

  useEffect(() => {
    if (!shouldMoveFocus.current) return;
    shouldMoveFocus.current = false;
    const target = state.sub === null ? topRefs.current[top] : subRefs.current[state.sub];
    target?.focus();
  }, [state, top]);

  const isOpen = state.open !== null;
  useEffect(() => {
    if (!isOpen) return undefined;
    const handlePointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) {
        setState((current) => ({ ...current, open: null, sub: null }));
      }
    };
    document.addEventListener('pointerdown', handlePointerDown, true);
    return () => document.removeEventListener('pointerdown', handlePointerDown, true);
  }, [isOpen]);

  const activate = (entry: NavigationMenuItem | undefined) => {
    if (!entry) return;
    if (entry.route) onNavigate(entry.route);
    entry.onSelect?.();
  };

  const entryAt = (topIndex: number, subIndex: number | null): NavigationMenuItem | undefined => {
    const parent = entries[topIndex];
    return subIndex === null ? parent : entriesOf(parent?.items)[subIndex];
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const result = menubarKeyDown(shape, { ...state, top }, event.key);
    if (result.handled) {
      event.preventDefault();
      event.stopPropagation();
      shouldMoveFocus.current = true;
    }
    setState(result.state);
    if (result.activate) activate(entryAt(result.activate.top, result.activate.sub));
  };

  const handleLinkClick = (event: ReactMouseEvent, topIndex: number, subIndex: number | null) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    setState({ top: topIndex, open: null, sub: null });
    activate(entryAt(topIndex, subIndex));
  };

  const handleGroupClick = (topIndex: number) => {
    setState((current) => ({
      top: topIndex,
      open: current.open === topIndex ? null : topIndex,
      sub: null,
    }));
  };

  return (
    <nav aria-label={ariaLabel} className={className}>
      <ul
        ref={rootRef}
        role="menubar"
        aria-label={ariaLabel}
        className="app-menubar"
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          // Tabbing away closes the open submenu; moving focus inside the menubar does not.
          const next = event.relatedTarget;
          if (next instanceof Node && rootRef.current?.contains(next)) return;
          if (state.open !== null) setState((current) => ({ ...current, open: null, sub: null }));
        }}
      >
        {entries.map((entry, topIndex) => {
          const children = entriesOf(entry.items);
          const isGroup = children.length > 0;
          const isEntryOpen = state.open === topIndex && isGroup;
          const submenuId = `${idPrefix}-submenu-${topIndex}`;
          const content = (
            <>
              {entry.icon ? <i className={`app-menubar-icon ${entry.icon}`} aria-hidden="true" /> : null}
              <span className="app-menubar-label">{entry.label}</span>
              {isGroup ? <i className="app-menubar-caret pi pi-angle-down" aria-hidden="true" /> : null}
            </>
          );
          const common = {
            ref: (element: HTMLElement | null) => {
              topRefs.current[topIndex] = element;
            },
            role: 'menuitem',
            'aria-label': entry.label,
            tabIndex: topIndex === top ? 0 : -1,
            className: 'app-menubar-item',
            onFocus: () => {
              if (state.top !== topIndex) setState((current) => ({ ...current, top: topIndex }));
            },
          } as const;
          return (
            <li
              key={`${entry.label}-${entry.route ?? 'group'}`}
              role="none"
              className={['app-menubar-entry', entry.className].filter(Boolean).join(' ')}
              onMouseEnter={() => {
                // Once a submenu is open, pointing at another group opens that one (menubar convention).
                if (state.open !== null && state.open !== topIndex && isGroup) {
                  setState({ top: topIndex, open: topIndex, sub: null });
                }
              }}
            >
              {isGroup ? (
                <button
                  type="button"
                  {...common}
                  aria-haspopup="menu"
                  aria-expanded={isEntryOpen}
                  aria-controls={isEntryOpen ? submenuId : undefined}
                  onClick={() => handleGroupClick(topIndex)}
                >
                  {content}
                </button>
              ) : (
                <a
                  {...common}
                  href={entry.route ? hrefForRoute(entry.route) : undefined}
                  onClick={(event) => handleLinkClick(event, topIndex, null)}
                >
                  {content}
                </a>
              )}
              {isEntryOpen ? (
                <ul id={submenuId} role="menu" aria-label={entry.label} className="app-menubar-submenu">
                  {children.map((child, subIndex) => (
                    <li
                      key={`${child.label}-${child.route ?? 'action'}`}
                      role="none"
                      className={['app-menubar-entry', child.className].filter(Boolean).join(' ')}
                    >
                      <a
                        ref={(element) => {
                          subRefs.current[subIndex] = element;
                        }}
                        role="menuitem"
                        aria-label={child.label}
                        tabIndex={-1}
                        className="app-menubar-item"
                        href={child.route ? hrefForRoute(child.route) : undefined}
                        onClick={(event) => handleLinkClick(event, topIndex, subIndex)}
                        onFocus={() => {
                          if (state.sub !== subIndex) setState((current) => ({ ...current, sub: subIndex }));
                        }}
                      >
                        {child.icon ? (
                          <i className={`app-menubar-icon ${child.icon}`} aria-hidden="true" />
                        ) : null}
                        <span className="app-menubar-label">{child.label}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
