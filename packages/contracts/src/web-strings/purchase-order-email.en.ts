/** The Purchase-order email, its template and the outbox (issue 15; spec 001 §9 purchase_order): the English words and the shape the French must match. */
export const purchaseOrderEmailEn = {
  title: 'Purchase Order Confirmation',
};
