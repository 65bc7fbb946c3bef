import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StaticLayout } from '../components/layout/static-layout';

// The static pages are a chunk of their own (router.tsx): a failure is rare, the login page does not carry them.
const ErrorPage = lazy(async () => ({ default: (await import('../features/pages')).ErrorPage }));
const NotFoundPage = lazy(async () => ({ default: (await import('../features/pages')).NotFoundPage }));

/** A screen that throws while rendering or loading shows the ERROR page instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to render.', error);
  }, [error]);
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <StaticLayout>
      <Suspense fallback={null}>{isNotFound ? <NotFoundPage /> : <ErrorPage />}</Suspense>
    </StaticLayout>
  );
}
