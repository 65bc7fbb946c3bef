import { useNavigate } from 'react-router';
import { ROUTES, STATIC_PAGES } from '@portal/contracts';
import { Button } from '../../../components/ui';

export type StaticPageKind = keyof typeof STATIC_PAGES;

/** spec 000 §2: access denied sends the user to the login route; error and not found go to the home route. */
export const STATIC_PAGE_TARGETS: Readonly<Record<StaticPageKind, string>> = {
  access: ROUTES.login,
  error: ROUTES.home,
  notFound: ROUTES.home,
};

const ICONS: Readonly<Record<StaticPageKind, string>> = {
  access: 'pi pi-lock',
  error: 'pi pi-exclamation-circle',
  notFound: 'pi pi-compass',
};

export interface StaticPageProps {
  readonly kind: StaticPageKind;
}

export function StaticPage({ kind }: StaticPageProps) {
  const navigate = useNavigate();
  const page = STATIC_PAGES[kind];
  return (
    <section className={`static-page static-page-${kind}`}>
      <i className={`${ICONS[kind]} static-page-icon`} aria-hidden="true" />
      <h1 className="static-page-title">{page.title}</h1>
      <p className="static-page-text">{page.text}</p>
      <Button type="button" label={page.button} onClick={() => void navigate(STATIC_PAGE_TARGETS[kind])} />
    </section>
  );
}

export function AccessDeniedPage() {
  return <StaticPage kind="access" />;
}

export function ErrorPage() {
  return <StaticPage kind="error" />;
}

export function NotFoundPage() {
  return <StaticPage kind="notFound" />;
}
