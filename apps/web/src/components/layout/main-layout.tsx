import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  filterMenuByRole,
  MAIN_MENU,
  menuTranslationKey,
  type RoleId,
  type SessionUser,
} from '@portal/contracts';
import { Menubar, Sidebar } from '../ui';
import { hrefForRoute, normalizePathname, pageLabelForPath } from '../../lib/navigation';
import { previousPageTracker } from '../../lib/previous-page';
import { useIsDesktop } from '../../lib/use-media-query';
import { AppFooter } from './app-footer';
import { toNavigationItems } from './main-menu';
import { MobileMenu } from './mobile-menu';
import { RouteHeader } from './route-header';
import { TopBar } from './top-bar';
import { Logo } from './logo';

/** Set on <body> while the mobile menu is open; e2e tests can assert on it. */
export const BODY_SCROLL_BLOCKED_CLASS = 'layout-scroll-blocked';

export interface MainLayoutProps {
  readonly user: SessionUser;
  readonly roleId: RoleId;
  readonly onLogout: () => void;
}

/** Records the page being left on each route change, for the 'Return To' link. */
function usePreviousPageRecording(pathname: string) {
  const lastPathnameRef = useRef<string | null>(null);
  useEffect(() => {
    const left = lastPathnameRef.current;
    lastPathnameRef.current = pathname;
    if (left === null || left === pathname) return;
    const label = pageLabelForPath(left);
    previousPageTracker.recordDeparture(label ? { route: left, label } : null);
  }, [pathname]);
}

/**
 * spec 000 §2 main layout. Desktop (wider than 991 px) shows the horizontal menu, which the menu button hides
 * and shows (static menu). Mobile opens the menu in a sidebar that blocks body scrolling behind a mask.
 */
export function MainLayout({ user, roleId, onLogout }: MainLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const pathname = normalizePathname(location.pathname);
  const isDesktop = useIsDesktop();
  const [isStaticMenuHidden, setIsStaticMenuHidden] = useState(false);
  const [isMobileMenuOpen, setIsMobileMenuOpen] = useState(false);
  const [isTopBarMenuOpen, setIsTopBarMenuOpen] = useState(false);

  const menu = useMemo(() => filterMenuByRole(MAIN_MENU, roleId), [roleId]);
  const navigationItems = useMemo(
    () =>
      toNavigationItems(menu, pathname, true, (label) =>
        t(menuTranslationKey(label), { defaultValue: label }),
      ),
    [menu, pathname, t],
  );

  usePreviousPageRecording(pathname);

  // A new screen closes whatever the user opened to get there (adjusted during render, not in an effect).
  const [menusPathname, setMenusPathname] = useState(pathname);
  if (menusPathname !== pathname) {
    setMenusPathname(pathname);
    setIsMobileMenuOpen(false);
    setIsTopBarMenuOpen(false);
  }

  const handleMenuToggle = () => {
    if (isDesktop) setIsStaticMenuHidden((hidden) => !hidden);
    else setIsMobileMenuOpen((open) => !open);
  };

  const isMenuOpen = isDesktop ? !isStaticMenuHidden : isMobileMenuOpen;

  // spec 000 §2: on mobile the open menu blocks body scrolling (the sidebar's mask covers the page).
  const isBodyScrollBlocked = !isDesktop && isMobileMenuOpen;
  useEffect(() => {
    if (!isBodyScrollBlocked) return;
    document.body.classList.add(BODY_SCROLL_BLOCKED_CLASS);
    return () => document.body.classList.remove(BODY_SCROLL_BLOCKED_CLASS);
  }, [isBodyScrollBlocked]);

  return (
    <div className={isDesktop ? 'layout-wrapper layout-desktop' : 'layout-wrapper layout-mobile'}>
      <TopBar
        user={user}
        menu={menu}
        isMenuOpen={isMenuOpen}
        isTopBarMenuOpen={isTopBarMenuOpen}
        onMenuToggle={handleMenuToggle}
        onTopBarMenuToggle={() => setIsTopBarMenuOpen((open) => !open)}
        onTopBarMenuClose={() => setIsTopBarMenuOpen(false)}
        onLogout={onLogout}
      />
      {isDesktop && !isStaticMenuHidden ? (
        <Menubar
          items={navigationItems}
          ariaLabel={t('layout.mainMenu')}
          className="layout-menu"
          hrefForRoute={hrefForRoute}
          onNavigate={(route) => void navigate(route)}
        />
      ) : null}
      {!isDesktop ? (
        <Sidebar
          visible={isMobileMenuOpen}
          onHide={() => setIsMobileMenuOpen(false)}
          modal
          className="layout-mobile-sidebar"
          aria-label={t('layout.mainMenu')}
          header={
            <span className="layout-mobile-sidebar-title">
              <Logo size={28} />
            </span>
          }
        >
          <MobileMenu
            items={menu}
            pathname={pathname}
            ariaLabel={t('layout.mainMenu')}
            onNavigate={() => setIsMobileMenuOpen(false)}
          />
        </Sidebar>
      ) : null}
      <main className="layout-main">
        <RouteHeader pathname={pathname} />
        <div className="layout-content">
          <Outlet />
        </div>
      </main>
      <AppFooter />
    </div>
  );
}
