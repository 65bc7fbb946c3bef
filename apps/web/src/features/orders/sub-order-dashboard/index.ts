export { SubOrderDashboardPage } from './components/sub-order-dashboard-page';
