// Deliveries (issue 38, decisions 207, 209): what code outside the module may use without its service — the quote
// rules the quote's publish and save call in their own transaction, and what an order write calls in its own when
// the order changes under a delivery (phasing, a save's seller changes, substitutions and deletes, cancel, delete).
export { assertNoQuoteDeliveries, assertQuoteLinesAssigned } from './deliveries.service';
export { deliveriesRoutes } from './deliveries.routes';
export {
  DeliveryReleaseReason,
  refreshOrderDeliveries,
  releaseOrderItemsFromDeliveries,
  type DeliveryRelease,
} from './order-changes';
