import { ROUTES } from '@portal/contracts';
import { OrderBoardPage, OrderManagementPage, OrderTablePage } from '../../features/orders/order-board';
import { OrderDashboardPage } from '../../features/orders/order-dashboard';
import { OrderPhasingIndexPage, OrderPhasingPage } from '../../features/orders/order-phasing';
import { OrderPictureManagerIndexPage, OrderPictureManagerPage } from '../../features/orders/order-pictures';
import { AreaRoutes } from './area-routes';

const ORDERS_SCREENS = {
  [ROUTES.orderDashboard]: OrderDashboardPage,
  [ROUTES.orderBoard]: OrderBoardPage,
  [ROUTES.orderTable]: OrderTablePage,
  [ROUTES.orderManagement]: OrderManagementPage,
  [ROUTES.orderPhasingWizard]: OrderPhasingIndexPage,
  [ROUTES.orderPictureManager]: OrderPictureManagerIndexPage,
};

/** Workspaces of one order at their own address (decision 122): phasing (decision 171), pictures (decision 168). */
const ORDERS_RECORD_SCREENS = {
  [ROUTES.orderPhasingWizard]: OrderPhasingPage,
  [ROUTES.orderPictureManager]: OrderPictureManagerPage,
};

/** The orders area, loaded on demand. Screens are added here as their features land. */
export function OrdersArea() {
  return <AreaRoutes area="orders" screens={ORDERS_SCREENS} recordScreens={ORDERS_RECORD_SCREENS} />;
}
