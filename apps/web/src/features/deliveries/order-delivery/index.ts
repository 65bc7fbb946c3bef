export {
  OrderDeliveryWizardIndexPage,
  OrderDeliveryWizardPage,
} from './components/order-delivery-wizard-page';
export {
  OrderDeliveryWorkspaceIndexPage,
  OrderDeliveryWorkspacePage,
} from './components/order-delivery-workspace-page';
export { orderDeliveryWizardPath, orderDeliveryWorkspacePath } from './order-delivery-path';
