import { AreaRoutes } from './area-routes';

/** The products area, loaded on demand. Screens are added here as their features land. */
export function ProductsArea() {
  return <AreaRoutes area="products" />;
}
