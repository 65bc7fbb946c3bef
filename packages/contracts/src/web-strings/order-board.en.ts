/** The Order Board, Order Table and Order Management (issue 15; spec 001 §2): the English words and the shape the French must match. */
export const orderBoardEn = {
  title: 'Order Board',
  // The order status actions every order screen shares (features/orders/common).
  actionFor: '{{action}} {{number}}',
  statusChanged: 'Order {{number}} is now {{status}}.',
};
