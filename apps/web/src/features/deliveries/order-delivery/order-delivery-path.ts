import { ROUTES } from '@portal/contracts';

/** The workspace of one order delivery (spec 001 §2 /deliveries/order-delivery-workspace), by the delivery's id. */
export function orderDeliveryWorkspacePath(id: number): string {
  return `${ROUTES.orderDeliveryWorkspace}/${id}`;
}

/** The wizard that plans an order's deliveries (spec 001 §2 /deliveries/order-delivery-wizard), by the order's id. */
export function orderDeliveryWizardPath(orderId: number): string {
  return `${ROUTES.orderDeliveryWizard}/${orderId}`;
}
