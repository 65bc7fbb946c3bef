import { ROUTES } from '@portal/contracts';
import { DeliveryTablePage } from '../../features/deliveries/delivery-table';
import {
  OrderDeliveryWizardIndexPage,
  OrderDeliveryWizardPage,
  OrderDeliveryWorkspaceIndexPage,
  OrderDeliveryWorkspacePage,
} from '../../features/deliveries/order-delivery';
import { AreaRoutes } from './area-routes';

const DELIVERIES_SCREENS = {
  [ROUTES.orderDeliveryTable]: DeliveryTablePage,
  [ROUTES.orderDeliveryWizard]: OrderDeliveryWizardIndexPage,
  [ROUTES.orderDeliveryWorkspace]: OrderDeliveryWorkspaceIndexPage,
};

/** Workspaces of one record at their own address (decision 122): the wizard by order id, the workspace by delivery id (issue 38). */
const DELIVERIES_RECORD_SCREENS = {
  [ROUTES.orderDeliveryWizard]: OrderDeliveryWizardPage,
  [ROUTES.orderDeliveryWorkspace]: OrderDeliveryWorkspacePage,
};

/** The deliveries area, loaded on demand. Screens are added here as their features land. */
export function DeliveriesArea() {
  return (
    <AreaRoutes area="deliveries" screens={DELIVERIES_SCREENS} recordScreens={DELIVERIES_RECORD_SCREENS} />
  );
}
