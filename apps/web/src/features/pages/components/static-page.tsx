import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, STATIC_PAGES } from '@portal/contracts';
// Shown before sign-in too: the light button and only the icon font, not the whole kit (decision 077).
import '../../../components/ui/icon-font';
import { LightButton } from '../../../components/ui/light-controls';

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The static pages' words are dictionary entries (page.<kind>.<part>), in the user's language.
  const word = (part: keyof (typeof STATIC_PAGES)[StaticPageKind]) =>
    t(`page.${kind}.${part}`, { defaultValue: STATIC_PAGES[kind][part] });
  return (
    <section className={`static-page static-page-${kind}`}>
      <i className={`${ICONS[kind]} static-page-icon`} aria-hidden="true" />
      <h1 className="static-page-title">{word('title')}</h1>
      <p className="static-page-text">{word('text')}</p>
      <LightButton
        type="button"
        label={word('button')}
        onClick={() => void navigate(STATIC_PAGE_TARGETS[kind])}
      />
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
