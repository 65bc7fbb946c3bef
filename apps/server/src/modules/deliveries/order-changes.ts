import { ActionLogAction, ActionLogType, formatDeliveryNumber, formatOrderNumber } from '@portal/contracts';
import type { UnitOfWork } from '../../lib/unit-of-work';
import * as repository from './deliveries.repository';
import { refreshRollups } from './deliveries.service';
import { enqueueRouteDistance, removeBolFiles } from './delivery-jobs';

/**
 * When the order or the quote changes under a delivery (decision 207's last rules and its session 25 amendment,
 * issue 38): why an item leaves the delivery that carries it, as the action log names it on the delivery.
 */
export const DeliveryReleaseReason = {
  PHASED: 'item phased into another order',
  SELLER_CHANGED: 'item seller changed',
  SUBSTITUTED: 'item substituted',
  DELETED: 'item deleted',
  MARKED_UNAVAILABLE: 'item marked unavailable',
  ORDER_CANCELLED: 'order cancelled',
  ORDER_DELETED: 'order deleted',
} as const;
export type DeliveryReleaseReason = (typeof DeliveryReleaseReason)[keyof typeof DeliveryReleaseReason];

export interface DeliveryRelease {
  readonly orderItemIds: readonly number[];
  readonly reason: DeliveryReleaseReason;
}

export interface QuoteDeliveryRelease {
  readonly quoteItemIds: readonly number[];
  readonly reason: DeliveryReleaseReason;
}

/**
 * Takes these sub-order items off every order delivery carrying them, in the order write's own transaction
 * (decision 207), as `releaseItemsFromDeliveries` does; then the delivery roll-ups of the orders concerned (the
 * deliveries' orders and the items' own) are recomputed. Nothing is put back later (reinstating an order does
 * not). Call it while the items still exist: a deleted item's stop rows would go by their foreign key, silently.
 */
export async function releaseOrderItemsFromDeliveries(
  unit: UnitOfWork,
  releases: readonly DeliveryRelease[],
): Promise<void> {
  const orderIds = await releaseItemsFromDeliveries(
    unit,
    'order',
    releases.map((release) => ({ itemIds: release.orderItemIds, reason: release.reason })),
  );
  await repository.refreshOrderDeliveryRollups(unit.tx, orderIds);
}

/**
 * Takes these quote lines off the quote deliveries carrying them, in the quote write's own transaction (decision
 * 207 amended in session 25), as `releaseItemsFromDeliveries` does. A quote has no stored delivery roll-ups: its
 * deliveries part and the publish rule read the lines on no delivery as they stand, so a released line reads
 * unassigned at once. Call it before the lines are written: a deleted line's stop rows would go by their foreign
 * key, silently.
 */
export async function releaseQuoteItemsFromDeliveries(
  unit: UnitOfWork,
  releases: readonly QuoteDeliveryRelease[],
): Promise<void> {
  await releaseItemsFromDeliveries(
    unit,
    'quote',
    releases.map((release) => ({ itemIds: release.quoteItemIds, reason: release.reason })),
  );
}

/**
 * The release both kinds share: the items' pickup and drop-off rows go, stops left without items are removed; a
 * delivery left without a pickup is deleted (action Delete on it — and on its orders — the reason in the log's
 * details), any other has its stops renumbered, its version raised, its roll-ups recomputed, its route distance
 * enqueued and a Save in its log saying why. The signed bills of lading of removed stops leave the file store after
 * the commit (decision 211). The live change events go out after the commit, through the unit of work. Answers
 * the orders concerned (none for quote lines), whose roll-ups the caller recomputes.
 */
async function releaseItemsFromDeliveries(
  unit: UnitOfWork,
  kind: 'order' | 'quote',
  releases: readonly { itemIds: readonly number[]; reason: DeliveryReleaseReason }[],
): Promise<number[]> {
  const reasonOf = new Map<number, DeliveryReleaseReason>();
  for (const release of releases) {
    for (const id of release.itemIds) if (!reasonOf.has(id)) reasonOf.set(id, release.reason);
  }
  if (reasonOf.size === 0) return [];
  const tx = unit.tx;
  const itemIds = [...reasonOf.keys()];
  const itemsOfDelivery = await repository.findDeliveriesOfItems(tx, itemIds, kind);
  const orderIds = new Set(kind === 'order' ? await repository.findOrderIdsOfItems(tx, itemIds) : []);
  for (const [deliveryId, removedItems] of itemsOfDelivery) {
    const current = await repository.lockDeliveryRow(tx, deliveryId);
    if (!current) continue;
    const deliveryOrderIds = await repository.findDeliveryOrderIds(tx, deliveryId);
    for (const orderId of deliveryOrderIds) orderIds.add(orderId);
    const reasons = [...new Set(removedItems.map((id) => reasonOf.get(id) as DeliveryReleaseReason))];
    const details = { reason: reasons.join('; '), removedItems };
    const number = formatDeliveryNumber(current.deliveryNumber);
    const recordType = current.recordType as
      typeof ActionLogType.ids.ORDER_DELIVERY | typeof ActionLogType.ids.QUOTE_DELIVERY;

    await repository.deleteStopItemsOf(tx, deliveryId, removedItems, kind);
    // The signed bills of lading of the stops that go are removed from the file store after the commit.
    await removeBolFiles(unit, deliveryId, 'empty stops');
    const pickupsLeft = await repository.deleteEmptyStops(tx, deliveryId);
    if (pickupsLeft === 0) {
      await removeBolFiles(unit, deliveryId, 'every stop');
      await repository.deleteDelivery(tx, deliveryId);
      await unit.recordChange({
        recordType,
        actionId: ActionLogAction.ids.DELETE,
        recordId: deliveryId,
        recordNumber: number,
        details,
      });
      // As a delivery's own delete: each order it carried hears of it (decision 209); a quote delivery has none.
      for (const order of await repository.lockOrders(tx, deliveryOrderIds)) {
        await unit.recordChange({
          recordType: ActionLogType.ids.ORDER,
          actionId: ActionLogAction.ids.DELETE,
          recordId: order.id,
          recordNumber: formatOrderNumber(order.orderNumber, order.phaseNumber),
          details: { deliveries: [number], reason: details.reason },
        });
      }
      continue;
    }
    const after = await repository.findStops(tx, deliveryId);
    await repository.renumberStops(
      tx,
      after.map((row) => row.stop.id),
    );
    await repository.bumpDelivery(tx, deliveryId);
    await refreshRollups(tx, deliveryId, []);
    await enqueueRouteDistance(unit, deliveryId);
    await unit.recordChange({
      recordType,
      actionId: ActionLogAction.ids.SAVE,
      recordId: deliveryId,
      recordNumber: number,
      details,
    });
  }
  return [...orderIds];
}

/**
 * The orders' and sub-orders' delivery roll-ups alone (decision 207), for an order write whose items changed
 * after their release (a save's deletes and substitutes): counts and yes / no / partial follow the items as saved.
 */
export async function refreshOrderDeliveries(unit: UnitOfWork, orderIds: readonly number[]): Promise<void> {
  await repository.refreshOrderDeliveryRollups(unit.tx, orderIds);
}
