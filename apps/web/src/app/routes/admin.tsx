import { AreaRoutes } from './area-routes';

/** The admin area, loaded on demand. Screens are added here as their features land. */
export function AdminArea() {
  return <AreaRoutes area="admin" />;
}
