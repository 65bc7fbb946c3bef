/** The Order phasing wizard (issue 15; spec 001 §2 /orders/order-phasing-wizard, §4 steps): the English words and the shape the French must match. */
export const orderPhasingEn = {
  title: 'Order Phasing Wizard',
};
