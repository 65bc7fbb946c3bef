import { AreaRoutes } from './area-routes';

/** The deliveries area, loaded on demand. Screens are added here as their features land. */
export function DeliveriesArea() {
  return <AreaRoutes area="deliveries" />;
}
