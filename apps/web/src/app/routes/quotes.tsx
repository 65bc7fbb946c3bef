import { AreaRoutes } from './area-routes';

/** The quotes area, loaded on demand. Screens are added here as their features land. */
export function QuotesArea() {
  return <AreaRoutes area="quotes" />;
}
