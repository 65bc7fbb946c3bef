import { ROUTES } from '@portal/contracts';

/**
 * The construction workspace of one order (spec 001 §2 /orders/order-construction, decision 165): the address
 * the Order Dashboard, the board, the table and the SubOrder Dashboard open an order at.
 */
export function orderConstructionPath(id: number): string {
  return `${ROUTES.orderConstruction}/${id}`;
}
