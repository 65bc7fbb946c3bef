export { OrderManagementPage } from './components/order-management-page';
export { OrderBoardPage, OrderTablePage } from './components/orders-overview-page';
