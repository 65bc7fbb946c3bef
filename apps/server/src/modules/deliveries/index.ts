// Deliveries (issue 38, decisions 207, 209): what code outside the module may use without its service — the quote
// rules the quote's publish and save call in their own transaction.
export { assertNoQuoteDeliveries, assertQuoteLinesAssigned } from './deliveries.service';
export { deliveriesRoutes } from './deliveries.routes';
