/** The Order Board, Order Table and Order Management (issue 15; spec 001 §2): the English words and the shape the French must match. */
export const orderBoardEn = {
  title: 'Order Board',
  tableTitle: 'Order Table',
  board: 'Orders by status',
  table: 'Orders',
  views: 'Order views',
  cardName: 'Order {{number}}',
  itemCount: 'Items: {{count}}',
  total: 'Total {{amount}}',
  jobDate: 'Job date {{date}}',
  invoiced: 'Invoiced',
  sellers: 'Sellers',
  deliveryMethod: 'Delivery Method',
  updated: 'Updated',
  open: 'Open {{number}}',
  deleteRecord: 'Delete {{number}}',
  deleteTitle: 'Delete Order',
  // The order status actions every order screen shares (features/orders/common).
  actionFor: '{{action}} {{number}}',
  statusChanged: 'Order {{number}} is now {{status}}.',
};
