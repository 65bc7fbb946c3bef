import { ROUTES } from '@portal/contracts';
import {
  CategoryManagementPage,
  ProductManagementPage,
  ProductSizeManagementPage,
} from '../../features/catalog';
import { AreaRoutes } from './area-routes';

const PRODUCTS_SCREENS = {
  [ROUTES.categoryManagement]: CategoryManagementPage,
  [ROUTES.productManagement]: ProductManagementPage,
  [ROUTES.productSizeManagement]: ProductSizeManagementPage,
};

/** The products area (spec 001 §2 Products menu), loaded on demand. */
export function ProductsArea() {
  return <AreaRoutes area="products" screens={PRODUCTS_SCREENS} />;
}
