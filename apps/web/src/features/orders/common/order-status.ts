import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FlowEntity,
  isStatusCallKey,
  orderRecordSchema,
  statusCallOf,
  TRANSITIONS,
  type FailureVerb,
  type StatusCallKey,
  type StatusCallSubject,
  type Transition,
} from '@portal/contracts';
import type { z } from 'zod';
import type { IconName } from '../../../components/ui';
import { sendStatusCall } from '../../../lib/status-call';
import { ORDERS_QUERY_KEY } from '../order-dashboard/api/order-dashboard';

/** What a status call needs of the order: which one, the status it leaves and the version the user saw. */
export type OrderStatusSubject = StatusCallSubject;

/**
 * The order's status moves by the transitions table's key, as the contracts' map of status calls has them
 * (decision 204): cancel and reinstate have calls of their own (`GET cancelOrder/{id}`, `GET reinstateOrder/{id}`),
 * every other move of §4 is `PUT updateOrderStatus` with the target status — each with the version read, so a
 * move made on a record someone else changed is refused (409). The board, the table, Order Management and the
 * construction workspace all use it; a key with no call is a move the web does not make itself (publishing is
 * the delivery screens' call).
 */
export type OrderStatusCallKey = StatusCallKey<typeof FlowEntity.ORDER>;

export function isOrderStatusCall(key: string): key is OrderStatusCallKey {
  return isStatusCallKey(FlowEntity.ORDER, key);
}

/** The icon of each move in a row's actions and the workspace's buttons. */
export const ORDER_STATUS_CALL_ICONS: Readonly<Record<OrderStatusCallKey, IconName>> = {
  'order.moveToWip': 'forward',
  'order.moveBackToNew': 'restore',
  'order.moveToPlanningDelivery': 'forward',
  'order.moveBackToWip': 'restore',
  'order.complete': 'check',
  'order.moveBackToPlanningDelivery': 'restore',
  'order.cancel': 'deactivate',
  'order.reinstate': 'restore',
};

/** The catalogue verb of a failed move ('Could not cancel order; …', spec 001 §8). */
export function orderStatusFailureVerb(key: OrderStatusCallKey): FailureVerb {
  const call = statusCallOf(key);
  return call === 'cancelOrder' ? 'cancel' : call === 'reinstateOrder' ? 'reinstate' : 'update';
}

/** The table's row of a move key from a status (every move key names one row per status it leaves). */
export function orderTransitionOf(key: OrderStatusCallKey, fromStatusId: number): Transition | undefined {
  return TRANSITIONS.find(
    (transition) =>
      transition.entity === FlowEntity.ORDER && transition.key === key && transition.from === fromStatusId,
  );
}

/**
 * What the screens need of a status call's answer (the whole order record): where the order is now and its new
 * version. The records themselves read again under the orders key, so every screen shows the move.
 */
const statusAnswerSchema = orderRecordSchema.pick({ id: true, statusId: true, version: true });
export type OrderStatusAnswer = z.infer<typeof statusAnswerSchema>;

/** Makes the move's call, with the version the user saw (decision 204). */
export function changeOrderStatus(
  key: OrderStatusCallKey,
  order: OrderStatusSubject,
  signal?: AbortSignal,
): Promise<OrderStatusAnswer> {
  return sendStatusCall(key, order, statusAnswerSchema, signal);
}

/**
 * An order status move. Every order query sits under ['orders', …]: the board, the table, Order Management, the
 * dashboards and any open workspace read again, so the moved order shows where it went everywhere.
 */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, order }: { key: OrderStatusCallKey; order: OrderStatusSubject }) =>
      changeOrderStatus(key, order),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
