import { ROUTES } from '@portal/contracts';
import { OrderDashboardPage } from '../../features/orders/order-dashboard';
import { AreaRoutes } from './area-routes';

const ORDERS_SCREENS = {
  [ROUTES.orderDashboard]: OrderDashboardPage,
};

/** The orders area, loaded on demand. Screens are added here as their features land. */
export function OrdersArea() {
  return <AreaRoutes area="orders" screens={ORDERS_SCREENS} />;
}
