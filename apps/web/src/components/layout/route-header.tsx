import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contracts';
import { Breadcrumb } from '../ui';
import { useLabels } from '../../lib/i18n-labels';
import { breadcrumbForPath, hrefForRoute } from '../../lib/navigation';
import { usePreviousPage } from '../../lib/previous-page';

export interface RouteHeaderProps {
  readonly pathname: string;
}

/** Breadcrumb from the route and the 'Return To {label}' link to the page the user came from (spec 000 §2). */
export function RouteHeader({ pathname }: RouteHeaderProps) {
  const { t } = useTranslation();
  const { screen } = useLabels();
  const navigate = useNavigate();
  const previousPage = usePreviousPage();
  // The trail holds the menu's English labels; each is shown in the user's language.
  const items = breadcrumbForPath(pathname).map((item) => ({ ...item, label: screen(item.label) }));
  const showPreviousPage = previousPage !== null && previousPage.route !== pathname;
  if (items.length === 0 && !showPreviousPage) return null;
  return (
    <div className="layout-route-header">
      {items.length > 0 ? (
        <Breadcrumb
          items={items}
          home={{ label: t('layout.home'), route: ROUTES.home, icon: 'pi pi-home' }}
          ariaLabel={t('layout.breadcrumb')}
          hrefForRoute={hrefForRoute}
          onNavigate={(route) => void navigate(route)}
          className="layout-breadcrumb"
        />
      ) : (
        <span />
      )}
      {showPreviousPage ? (
        <Link to={previousPage.route} className="layout-return-link">
          <i className="pi pi-arrow-left" aria-hidden="true" />
          <span>{t('layout.returnTo', { label: screen(previousPage.label) })}</span>
        </Link>
      ) : null}
    </div>
  );
}
