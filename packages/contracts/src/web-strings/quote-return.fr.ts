import type { quoteReturnEn } from './quote-return.en';

/** The buyer's return of a published quote and the order placed from it (issue 14, decision 152) — the French words. */
export const quoteReturnFr: typeof quoteReturnEn = {
  record: 'Consigner le retour',
  recordTitle: "Retour de l'acheteur pour {{number}}",
  explanation:
    "Cochez les lignes que l'acheteur a acceptées et la quantité de chacune. Les lignes non cochées ne sont pas commandées; les quantités acceptées forment la commande.",
  search: 'Trouver une ligne',
  acceptAll: 'Tout accepter',
  acceptNone: 'Ne rien accepter',
  accepted: 'Acceptée',
  acceptLine: 'Accepter la ligne {{line}}',
  acceptedQuantity: 'Quantité acceptée',
  acceptedQuantityOf: 'Quantité acceptée de la ligne {{line}}',
  line: 'Ligne',
  product: 'Produit',
  size: 'Format',
  seller: 'Vendeur',
  quoted: 'Soumis',
  summary_one: '{{accepted}} ligne acceptée sur {{count}}',
  summary_other: '{{accepted}} lignes acceptées sur {{count}}',
  noLines: 'Aucune ligne ne correspond.',
  required: 'Saisissez la quantité acceptée.',
  notANumber: 'Saisissez un nombre.',
  aboveZero: 'Saisissez une quantité supérieure à 0, ou décochez la ligne.',
  aboveQuoted: 'Au plus la quantité soumise, {{quantity}}.',
  noneAccepted: 'Acceptez au moins une ligne.',
  fixLines: "Corrigez d'abord les lignes marquées.",
  save: 'Consigner le retour',
  recorded_one:
    "Le retour de l'acheteur pour {{number}} est consigné : {{accepted}} ligne acceptée sur {{count}}.",
  recorded_other:
    "Le retour de l'acheteur pour {{number}} est consigné : {{accepted}} lignes acceptées sur {{count}}.",
  placeOrder: 'Passer la commande',
  orderPlaced_one:
    'Commande {{order}} passée à partir de {{number}} : {{subOrders}} sous-commande, {{items}} articles.',
  orderPlaced_other:
    'Commande {{order}} passée à partir de {{number}} : {{subOrders}} sous-commandes, {{items}} articles.',
};
