// Deliveries (issue 38, decisions 207, 209): what code outside the module may use without its service — the quote
// rules the quote's publish and save call in their own transaction, and what an order write calls in its own when
// the order changes under a delivery (phasing, a save's seller changes, substitutions and deletes, cancel, delete),
// and what the quote's save calls in its own when its lines change under a quote delivery.
export { assertNoQuoteDeliveries, assertQuoteLinesAssigned } from './deliveries.service';
export { deliveriesRoutes } from './deliveries.routes';
export {
  DeliveryReleaseReason,
  refreshOrderDeliveries,
  releaseOrderItemsFromDeliveries,
  releaseQuoteItemsFromDeliveries,
  type DeliveryRelease,
  type QuoteDeliveryRelease,
} from './order-changes';
