import { ROUTES } from '@portal/contracts';

/** The phasing wizard of one order (spec 001 §2 /orders/order-phasing-wizard): where an order's screens open it. */
export function orderPhasingPath(id: number): string {
  return `${ROUTES.orderPhasingWizard}/${id}`;
}
