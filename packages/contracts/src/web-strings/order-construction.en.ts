/** The Order construction workspace (issue 15; spec 001 §2 /orders/order-construction): the English words and the shape the French must match. */
export const orderConstructionEn = {
  title: 'Order Construction',
};
