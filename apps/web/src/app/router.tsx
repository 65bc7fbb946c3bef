import type { ComponentType } from 'react';
import { createHashRouter, Navigate, replace, useLoaderData, type RouteObject } from 'react-router';
import { ROUTES } from '@portal/contracts';
// Direct module paths, not the components/* barrels: this file is in the first chunk, which carries only what
// the login page shows (issue 11 §7).
import { StaticLayout } from '../components/layout/static-layout';
import { LightProgressSpinner } from '../components/ui/light-controls';
import { LoginPage } from '../features/auth';
import { loadDictionaryDefaults } from '../lib/i18n';
import { sessionStore } from '../lib/session';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { AREA_LOADERS, AREA_NAMES } from './routes/areas';

function RouteLoading() {
  return (
    <div className="route-loading" role="status" aria-label="Loading">
      <LightProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />
    </div>
  );
}

interface LoadedModule {
  readonly Component: ComponentType;
}

/**
 * The signed-in shell and the areas are downloaded only for a signed-in user. A route's `lazy` would start the
 * download as soon as the URL matches (the portal's own address redirects to the order dashboard), before any
 * guard could refuse; a loader runs the check first. Navigation waits for the module as it would for `lazy`.
 */
function loadWhenSignedIn(load: () => Promise<ComponentType>) {
  return async (): Promise<LoadedModule | Response> => {
    if (!sessionStore.getSnapshot()) return replace(ROUTES.login);
    return { Component: await load() };
  };
}

function LoadedRoute() {
  const { Component } = useLoaderData<LoadedModule>();
  return <Component />;
}

/** The static pages (spec 000 §2) are rare: their own chunk, with the icon font they show. Public, no check. */
function staticPage(kind: 'AccessDeniedPage' | 'ErrorPage' | 'NotFoundPage') {
  return async () => {
    const [pages] = await Promise.all([import('../features/pages'), loadDictionaryDefaults()]);
    return { Component: pages[kind] };
  };
}

/** The signed-in shell, with the shipped dictionary its screens' words come from (decision 077). */
async function loadSignedInShell(): Promise<ComponentType> {
  const [shell] = await Promise.all([import('./signed-in-shell'), loadDictionaryDefaults()]);
  return shell.SignedInShell;
}

/** A loaded module never changes, so moving between screens of an area does not run its loader again. */
const neverRevalidate = () => false;

/** Each area is loaded on demand, and carries its own routing table (spec 000 §2). */
const areaRoutes: RouteObject[] = AREA_NAMES.map((area) => ({
  path: `${area}/*`,
  loader: loadWhenSignedIn(AREA_LOADERS[area]),
  shouldRevalidate: neverRevalidate,
  Component: LoadedRoute,
}));

/** spec 000 §2: hash routing, the route table and its redirects. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { path: 'login', element: <LoginPage /> },
      {
        path: 'pages',
        element: <StaticLayout />,
        children: [
          { index: true, lazy: staticPage('NotFoundPage') },
          { path: 'notfound', lazy: staticPage('NotFoundPage') },
          { path: 'error', lazy: staticPage('ErrorPage') },
          { path: 'access', lazy: staticPage('AccessDeniedPage') },
        ],
      },
      {
        loader: loadWhenSignedIn(loadSignedInShell),
        shouldRevalidate: neverRevalidate,
        Component: LoadedRoute,
        children: [{ index: true, element: <Navigate to={ROUTES.home} replace /> }, ...areaRoutes],
      },
      { path: '*', element: <Navigate to={ROUTES.notFound} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
