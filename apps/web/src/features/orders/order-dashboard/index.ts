export { OrderDashboardPage } from './components/order-dashboard-page';
