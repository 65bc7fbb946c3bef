import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_NAME, ROUTES, type MenuItem, type SessionUser } from '@portal/contracts';
import { Button } from '../ui';
import { useClickOutside } from '../../lib/use-click-outside';
import { Logo } from './logo';
import { NotificationsButton } from './notifications-button';
import { ProfileMenu } from './profile-menu';
import { TopBarSearch } from './top-bar-search';

export interface TopBarProps {
  readonly user: SessionUser;
  readonly menu: readonly MenuItem[];
  readonly isMenuOpen: boolean;
  readonly isTopBarMenuOpen: boolean;
  readonly onMenuToggle: () => void;
  readonly onTopBarMenuToggle: () => void;
  readonly onTopBarMenuClose: () => void;
  readonly onLogout: () => void;
}

/**
 * spec 000 §2: logo linking home, menu toggle, mobile top-bar toggle, notifications and profile. On mobile the
 * right-hand actions fold behind the top-bar toggle.
 */
export function TopBar({
  user,
  menu,
  isMenuOpen,
  isTopBarMenuOpen,
  onMenuToggle,
  onTopBarMenuToggle,
  onTopBarMenuClose,
  onLogout,
}: TopBarProps) {
  const { t } = useTranslation();
  const actionsRef = useRef<HTMLDivElement>(null);
  useClickOutside(actionsRef, onTopBarMenuClose, isTopBarMenuOpen);

  return (
    <header className="layout-topbar">
      <Link to={ROUTES.home} className="layout-topbar-logo">
        <Logo />
        <span>{APP_NAME}</span>
      </Link>
      <Button
        type="button"
        icon="pi pi-bars"
        rounded
        text
        className="layout-menu-button"
        aria-label={t('layout.toggleMenu')}
        aria-expanded={isMenuOpen}
        onClick={onMenuToggle}
      />
      <div className="layout-topbar-end" ref={actionsRef}>
        <Button
          type="button"
          icon="pi pi-ellipsis-v"
          rounded
          text
          className="layout-topbar-menu-button"
          aria-label={t('layout.toggleTopBar')}
          aria-expanded={isTopBarMenuOpen}
          onClick={onTopBarMenuToggle}
        />
        <div
          className={
            isTopBarMenuOpen ? 'layout-topbar-actions layout-topbar-actions-open' : 'layout-topbar-actions'
          }
        >
          <TopBarSearch menu={menu} />
          <NotificationsButton />
          <ProfileMenu user={user} onLogout={onLogout} />
        </div>
      </div>
    </header>
  );
}
