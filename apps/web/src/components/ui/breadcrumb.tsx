import { Fragment, type MouseEvent, type ReactNode } from 'react';

export interface BreadcrumbItem {
  readonly label: string;
  /** Absent for menu groups, which have no screen of their own; they render as plain text. */
  readonly route?: string;
}

export interface BreadcrumbProps {
  readonly items: readonly BreadcrumbItem[];
  readonly home: { readonly label: string; readonly route: string; readonly icon: string };
  readonly ariaLabel: string;
  readonly hrefForRoute: (route: string) => string;
  readonly onNavigate: (route: string) => void;
  readonly className?: string;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * Markup of PrimeReact's BreadCrumb (same classes, so the theme styles it), written out because PrimeReact gives
 * an icon-only home link no accessible name and renders groups without a screen as dead links.
 */
export function Breadcrumb({ items, home, ariaLabel, hrefForRoute, onNavigate, className }: BreadcrumbProps) {
  const link = (route: string, content: ReactNode, label?: string, isCurrent = false) => (
    <a
      href={hrefForRoute(route)}
      className="p-menuitem-link"
      aria-label={label}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(route);
      }}
    >
      {content}
    </a>
  );
  const separator = (
    <li className="p-menuitem-separator" aria-hidden="true">
      <span className="pi pi-chevron-right" />
    </li>
  );
  return (
    <nav className={['p-breadcrumb p-component', className].filter(Boolean).join(' ')} aria-label={ariaLabel}>
      <ol className="p-breadcrumb-list">
        <li className="p-menuitem">
          {link(home.route, <span className={`p-menuitem-icon ${home.icon}`} />, home.label)}
        </li>
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {separator}
            <li className="p-menuitem">
              {item.route ? (
                link(
                  item.route,
                  <span className="p-menuitem-text">{item.label}</span>,
                  undefined,
                  index === items.length - 1,
                )
              ) : (
                <span className="p-menuitem-text">{item.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
