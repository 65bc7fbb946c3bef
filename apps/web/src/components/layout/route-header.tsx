import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { returnToFrench, ROUTES } from '@portal/contracts';
import { Breadcrumb } from '../ui';
import { useLabels } from '../../lib/i18n-labels';
import { breadcrumbForPath, hrefForRoute } from '../../lib/navigation';
import { showsReturnTo, usePreviousPage } from '../../lib/previous-page';
import { listLocation, recordPathOf, useRecordTitle } from '../../lib/record-routes';

export interface RouteHeaderProps {
  readonly pathname: string;
}

/** Breadcrumb from the route and the 'Return To {label}' link to the page the user came from (spec 000 §2). */
export function RouteHeader({ pathname }: RouteHeaderProps) {
  const { t, i18n } = useTranslation();
  const { screen } = useLabels();
  const navigate = useNavigate();
  const previousPage = usePreviousPage();
  const [searchParams] = useSearchParams();
  // A record page (decision 122) is under its list: List › Record name, the list with the view it came from.
  const record = recordPathOf(pathname);
  const recordTitle = useRecordTitle(pathname);
  // The trail holds the menu's English labels; each is shown in the user's language.
  const items = breadcrumbForPath(record ? record.listRoute : pathname).map((item) => ({
    ...item,
    label: screen(item.label),
  }));
  if (record) {
    const list = listLocation(record.listRoute, searchParams);
    const listEntry = items.at(-1);
    if (listEntry?.route === record.listRoute)
      items[items.length - 1] = { ...listEntry, route: `${list.pathname}${list.search}` };
    const search = searchParams.toString();
    items.push({
      label: recordTitle ?? `#${record.id}`,
      route: search === '' ? pathname : `${pathname}?${search}`,
    });
  }
  // On a record page its own back link returns to the list (with its view); a second one would not.
  const showPreviousPage = showsReturnTo(previousPage, pathname, record?.listRoute);
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
          <span>
            {i18n.language.startsWith('fr')
              ? returnToFrench(screen(previousPage.label))
              : t('layout.returnTo', { label: screen(previousPage.label) })}
          </span>
        </Link>
      ) : null}
    </div>
  );
}
