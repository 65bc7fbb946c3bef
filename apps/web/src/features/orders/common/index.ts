// The order screens' shared pieces (issue 15): the order status calls (the contracts' map) and their actions.
export {
  changeOrderStatus,
  isOrderStatusCall,
  orderTransitionOf,
  useChangeOrderStatus,
  type OrderStatusAnswer,
  type OrderStatusCallKey,
  type OrderStatusSubject,
} from './order-status';
export { OrderStatusTag } from './order-status-tag';
export {
  toOrderRowAction,
  useOrderStatusActions,
  type OrderStatusActionsOptions,
  type OrderStatusChoice,
  type OrderStatusRecord,
} from './use-order-status-actions';
export { useOrderListColumns, type OrderListRow } from './order-list-columns';
export { useOrderListFilters } from './order-list-filters';
export { useInventoryWord } from './inventory-words';
export { orderStatusViews } from './order-status-views';
