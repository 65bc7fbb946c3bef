import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES } from '@portal/contracts';
import { ProgressSpinner } from '../components/ui';
import { StaticLayout } from '../components/layout';
import { LoginPage } from '../features/auth';
import { AccessDeniedPage, ErrorPage, NotFoundPage } from '../features/pages';
import { ProtectedMainLayout } from './require-access';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { AREA_LOADERS, AREA_NAMES } from './routes/areas';

function RouteLoading() {
  return (
    <div className="route-loading" role="status" aria-label="Loading">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />
    </div>
  );
}

/** Each area is a lazily loaded route whose module carries its own routing table (spec 000 §2). */
const areaRoutes: RouteObject[] = AREA_NAMES.map((area) => ({
  path: `${area}/*`,
  lazy: async () => ({ Component: await AREA_LOADERS[area]() }),
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
          { index: true, element: <NotFoundPage /> },
          { path: 'notfound', element: <NotFoundPage /> },
          { path: 'error', element: <ErrorPage /> },
          { path: 'access', element: <AccessDeniedPage /> },
        ],
      },
      {
        element: <ProtectedMainLayout />,
        children: [{ index: true, element: <Navigate to={ROUTES.home} replace /> }, ...areaRoutes],
      },
      { path: '*', element: <Navigate to={ROUTES.notFound} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
