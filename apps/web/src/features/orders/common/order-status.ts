import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FlowEntity,
  orderRecordSchema,
  TRANSITIONS,
  VERSION_HEADER,
  type FailureVerb,
  type Transition,
  type UpdateOrderStatus,
} from '@portal/contracts';
import type { z } from 'zod';
import type { IconName } from '../../../components/ui';
import { apiClient } from '../../../lib/api-client';
import { ORDERS_QUERY_KEY } from '../order-dashboard/api/order-dashboard';

/** What a status call needs of the order: which one, the status it leaves and the version the user saw. */
export interface OrderStatusSubject {
  readonly id: number;
  readonly statusId: number;
  readonly version: number;
}

/**
 * How the server makes each order move (spec 001 §7): cancel and reinstate have calls of their own
 * (`GET cancelOrder/{id}`, `GET reinstateOrder/{id}`); every other move of §4 is `PUT updateOrderStatus` with the
 * target status and the version read, so a move made on a record someone else changed is refused (409).
 */
type OrderStatusCall =
  { readonly kind: 'cancel' } | { readonly kind: 'reinstate' } | { readonly kind: 'update' };

/**
 * The order's status moves by the transitions table's key: the one list of the web's order status calls (the
 * board, the table, Order Management and the construction workspace all use it). A key missing here is a move the
 * web does not make itself (publishing is the delivery screens' call).
 */
export const ORDER_STATUS_CALLS = {
  'order.moveToWip': { kind: 'update' },
  'order.moveBackToNew': { kind: 'update' },
  'order.moveToPlanningDelivery': { kind: 'update' },
  'order.moveBackToWip': { kind: 'update' },
  'order.complete': { kind: 'update' },
  'order.moveBackToPlanningDelivery': { kind: 'update' },
  'order.cancel': { kind: 'cancel' },
  'order.reinstate': { kind: 'reinstate' },
} as const satisfies Readonly<Record<string, OrderStatusCall>>;
export type OrderStatusCallKey = keyof typeof ORDER_STATUS_CALLS;

export function isOrderStatusCall(key: string): key is OrderStatusCallKey {
  return key in ORDER_STATUS_CALLS;
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
  const kind = ORDER_STATUS_CALLS[key].kind;
  return kind === 'update' ? 'update' : kind;
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

/** Makes the move's call. */
export function changeOrderStatus(
  key: OrderStatusCallKey,
  order: OrderStatusSubject,
  signal?: AbortSignal,
): Promise<OrderStatusAnswer> {
  const call: OrderStatusCall = ORDER_STATUS_CALLS[key];
  const options = { schema: statusAnswerSchema, ...(signal ? { signal } : {}) };
  switch (call.kind) {
    case 'cancel':
      return apiClient.get(`cancelOrder/${order.id}`, options);
    case 'reinstate':
      return apiClient.get(`reinstateOrder/${order.id}`, options);
    case 'update': {
      const transition = orderTransitionOf(key, order.statusId);
      // The table is the one source of where a move goes; a key from a status it does not leave is a caller's bug.
      if (!transition || transition.to === null) {
        return Promise.reject(new Error(`${key} does not leave order status ${order.statusId}`));
      }
      const body: UpdateOrderStatus = { id: order.id, statusId: transition.to };
      return apiClient.put('updateOrderStatus', body, {
        ...options,
        headers: { [VERSION_HEADER]: String(order.version) },
      });
    }
  }
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
