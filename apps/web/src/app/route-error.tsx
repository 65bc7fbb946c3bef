import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StaticLayout } from '../components/layout';
import { ErrorPage, NotFoundPage } from '../features/pages';

/** A screen that throws while rendering or loading shows the ERROR page instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to render.', error);
  }, [error]);
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return <StaticLayout>{isNotFound ? <NotFoundPage /> : <ErrorPage />}</StaticLayout>;
}
