import {
  ActionLogType,
  ROUTES,
  type DeliveryItem,
  type DeliveryStopItem,
  type LiveRecordKind,
  type OrderDelivery,
} from '@portal/contracts';

/*
 * The one thing the delivery wizard, workspace and their panels need to know about what a delivery carries
 * (issue 38; decision 218): an order delivery carries sub-order items, a quote delivery the quote's lines (decision
 * 207's one shape, one item field null). The calls, the item field, the live topic, the addresses and what the spec
 * gives only to order deliveries (publish, tracking, late and billed flags, bills of lading) are read here, so the
 * screens are one copy for both kinds — as `components/construction` serves the quote and order workspaces.
 */

export interface DeliveryKind {
  readonly name: 'order' | 'quote';
  /** GET {resource}/{id}, PUT {resource}, DELETE {resource}/{id} (spec 000 §7, 001 §7). */
  readonly resource: 'orderDelivery' | 'quoteDelivery';
  /** PUT: a pickup stop's whole item list. */
  readonly updateItemsCall: 'updateOrderDeliveryItems' | 'updateQuoteDeliveryItems';
  readonly updateItemsBody: (deliveryId: number, pickupStopId: number, itemIds: readonly number[]) => object;
  /** PUT: items joining the delivery, a pickup made for a seller it has no pickup of (spec 000 §3, 001 §7). */
  readonly addItemsCall: 'addOrderDeliveryItems' | 'addQuoteDeliveryItems';
  readonly addItemsBody: (deliveryId: number, itemIds: readonly number[]) => object;
  /** The item a stop item carries: the sub-order item, or the quote item. */
  readonly itemOf: (entry: DeliveryStopItem) => DeliveryItem | null;
  /** The cache's first key for this kind's records. */
  readonly queryKey: readonly [string];
  /** The live kit's kind: `/topic/order-delivery/{id}` or `/topic/quote-delivery/{id}`. */
  readonly liveKind: LiveRecordKind;
  /** ActionLogType of the record's history. */
  readonly entityType: number;
  /** The failure messages' subject (spec 001 §8 'Could not update delivery / quote delivery'). */
  readonly subject: 'delivery' | 'quote delivery';
  readonly failedTitle: 'Delivery Update' | 'Quote Delivery Update';
  /**
   * Publish, Republish, Move back to draft, the vehicle's tracking, late and billed flags, stop tracking and the
   * signed bill of lading: spec 000 §3–§5 and 001 §4, §7 give them to order deliveries only (decision 218).
   */
  readonly isTracked: boolean;
  /** Where the workspace goes when its delivery is deleted, and its list link. */
  readonly homeOf: (delivery: Pick<OrderDelivery, 'quoteId'>) => string;
  readonly workspacePath: (id: number) => string;
  readonly wizardPath: (parentId: number) => string;
}

export const ORDER_DELIVERY_KIND: DeliveryKind = {
  name: 'order',
  resource: 'orderDelivery',
  updateItemsCall: 'updateOrderDeliveryItems',
  updateItemsBody: (deliveryId, pickupStopId, itemIds) => ({
    orderDeliveryId: deliveryId,
    pickupStopId,
    subOrderItemIds: itemIds,
  }),
  addItemsCall: 'addOrderDeliveryItems',
  addItemsBody: (deliveryId, itemIds) => ({ orderDeliveryId: deliveryId, subOrderItemIds: itemIds }),
  itemOf: (entry) => entry.subOrderItem,
  queryKey: ['orderDeliveries'],
  liveKind: 'order-delivery',
  entityType: ActionLogType.ids.ORDER_DELIVERY,
  subject: 'delivery',
  failedTitle: 'Delivery Update',
  isTracked: true,
  homeOf: () => ROUTES.orderDeliveryTable,
  workspacePath: (id) => `${ROUTES.orderDeliveryWorkspace}/${id}`,
  wizardPath: (orderId) => `${ROUTES.orderDeliveryWizard}/${orderId}`,
};

export const QUOTE_DELIVERY_KIND: DeliveryKind = {
  name: 'quote',
  resource: 'quoteDelivery',
  updateItemsCall: 'updateQuoteDeliveryItems',
  updateItemsBody: (deliveryId, pickupStopId, itemIds) => ({
    quoteDeliveryId: deliveryId,
    pickupStopId,
    quoteItemIds: itemIds,
  }),
  addItemsCall: 'addQuoteDeliveryItems',
  addItemsBody: (deliveryId, itemIds) => ({ quoteDeliveryId: deliveryId, quoteItemIds: itemIds }),
  itemOf: (entry) => entry.quoteItem,
  queryKey: ['quoteDeliveries'],
  liveKind: 'quote-delivery',
  entityType: ActionLogType.ids.QUOTE_DELIVERY,
  subject: 'quote delivery',
  failedTitle: 'Quote Delivery Update',
  isTracked: false,
  // A quote delivery lives on its quote (spec 001 §2): back to the quote's workspace.
  homeOf: (delivery) =>
    delivery.quoteId === null ? ROUTES.quoteBoard : `${ROUTES.quoteConstruction}/${delivery.quoteId}`,
  workspacePath: (id) => `${ROUTES.quoteDeliveryWorkspace}/${id}`,
  wizardPath: (quoteId) => `${ROUTES.quoteDeliveryWizard}/${quoteId}`,
};

/** The item on a stop item whatever the kind (the other field is null, decision 207). */
export function stopItemOf(entry: DeliveryStopItem): DeliveryItem | null {
  return entry.subOrderItem ?? entry.quoteItem;
}
