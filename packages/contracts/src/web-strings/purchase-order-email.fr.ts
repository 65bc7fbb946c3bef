import type { purchaseOrderEmailEn } from './purchase-order-email.en';

/** The Purchase-order email, its template and the outbox (issue 15; spec 001 §9 purchase_order): the French words (web-strings-fr.ts explains why they are a module of their own). */
export const purchaseOrderEmailFr: typeof purchaseOrderEmailEn = {
  title: 'Confirmation du bon de commande',
};
