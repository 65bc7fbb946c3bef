import { ROUTES } from '@portal/contracts';
import { OrderBoardPage, OrderManagementPage, OrderTablePage } from '../../features/orders/order-board';
import { OrderConstructionIndexPage, OrderConstructionPage } from '../../features/orders/order-construction';
import { OrderDashboardPage } from '../../features/orders/order-dashboard';
import { OrderPhasingIndexPage, OrderPhasingPage } from '../../features/orders/order-phasing';
import { OrderPictureManagerIndexPage, OrderPictureManagerPage } from '../../features/orders/order-pictures';
import { SubOrderDashboardPage } from '../../features/orders/sub-order-dashboard';
import { EmailOutboxPage, OrderEmailsPage } from '../../features/orders/purchase-order-email';
import { AreaRoutes } from './area-routes';

const ORDERS_SCREENS = {
  [ROUTES.orderDashboard]: OrderDashboardPage,
  [ROUTES.subOrderDashboard]: SubOrderDashboardPage,
  [ROUTES.orderBoard]: OrderBoardPage,
  [ROUTES.orderTable]: OrderTablePage,
  [ROUTES.orderManagement]: OrderManagementPage,
  [ROUTES.orderConstruction]: OrderConstructionIndexPage,
  [ROUTES.orderPhasingWizard]: OrderPhasingIndexPage,
  [ROUTES.orderPictureManager]: OrderPictureManagerIndexPage,
  [ROUTES.emailOutbox]: EmailOutboxPage,
};

/** Workspaces of one order at their own address (decision 122): construction (decision 165), phasing (decision 171), pictures (decision 168). */
const ORDERS_RECORD_SCREENS = {
  [ROUTES.orderConstruction]: OrderConstructionPage,
  [ROUTES.orderPhasingWizard]: OrderPhasingPage,
  [ROUTES.orderPictureManager]: OrderPictureManagerPage,
  [ROUTES.emailOutbox]: OrderEmailsPage,
};

/** The orders area, loaded on demand. Screens are added here as their features land. */
export function OrdersArea() {
  return <AreaRoutes area="orders" screens={ORDERS_SCREENS} recordScreens={ORDERS_RECORD_SCREENS} />;
}
