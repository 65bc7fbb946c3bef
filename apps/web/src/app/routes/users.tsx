import { AreaRoutes } from './area-routes';

/** The users area, loaded on demand. Screens are added here as their features land. */
export function UsersArea() {
  return <AreaRoutes area="users" />;
}
