import { ROUTES } from '@portal/contracts';

/** The picture manager of one order (spec 001 §2 /orders/order-picture-manager): where an order's screens open it. */
export function orderPictureManagerPath(id: number): string {
  return `${ROUTES.orderPictureManager}/${id}`;
}
