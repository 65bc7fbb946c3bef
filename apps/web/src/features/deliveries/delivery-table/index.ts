export { DeliveryTablePage, deliveryWorkspacePath } from './components/delivery-table-page';
