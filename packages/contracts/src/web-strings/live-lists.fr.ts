import type { liveListsEn } from './live-lists.en';

/** The lists' change notice (docs/decisions/174-live-list-notices.md): the French words. */
export const liveListsFr: typeof liveListsEn = {
  ordersChanged_one: '{{count}} commande modifiée',
  ordersChanged_other: '{{count}} commandes modifiées',
  quotesChanged_one: '{{count}} devis modifié',
  quotesChanged_other: '{{count}} devis modifiés',
  deliveriesChanged_one: '{{count}} livraison modifiée',
  deliveriesChanged_other: '{{count}} livraisons modifiées',
  refresh: 'Actualiser',
};
