import { Link } from 'react-router';
import type { MenuItem } from '@portal/contracts';

export interface MobileMenuProps {
  readonly items: readonly MenuItem[];
  readonly pathname: string;
  readonly ariaLabel: string;
  readonly onNavigate: () => void;
}

/** The same role-filtered menu as the top bar, laid out vertically for the mobile sidebar. */
export function MobileMenu({ items, pathname, ariaLabel, onNavigate }: MobileMenuProps) {
  const renderItems = (entries: readonly MenuItem[]) => (
    <ul className="mobile-menu-list">
      {entries.map((item) => (
        <li key={`${item.label}-${item.route ?? 'group'}`} className="mobile-menu-item">
          {item.route ? (
            <Link
              to={item.route}
              className="mobile-menu-link"
              aria-current={item.route === pathname ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.icon ? <i className={item.icon} aria-hidden="true" /> : null}
              <span>{item.label}</span>
            </Link>
          ) : (
            <span className="mobile-menu-group">
              {item.icon ? <i className={item.icon} aria-hidden="true" /> : null}
              <span>{item.label}</span>
            </span>
          )}
          {item.items ? renderItems(item.items) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="mobile-menu" aria-label={ariaLabel}>
      {renderItems(items)}
    </nav>
  );
}
