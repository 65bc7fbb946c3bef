// Orders (issue 14 places them; issue 15 builds the order screens on decision 151's model).
export { createOrdersService, type OrdersService } from './orders.service';
export { refreshOrderRollups } from './orders.repository';
export { ordersRoutes } from './orders.routes';
