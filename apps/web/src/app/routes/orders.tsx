import { AreaRoutes } from './area-routes';

/** The orders area, loaded on demand. Screens are added here as their features land. */
export function OrdersArea() {
  return <AreaRoutes area="orders" />;
}
