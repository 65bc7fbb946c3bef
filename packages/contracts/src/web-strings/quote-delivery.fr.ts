import type { quoteDeliveryEn } from './quote-delivery.en';

/**
 * The quote delivery wizard and workspace and a delivery quote's deliveries part (issue 38; decision 218): the
 * French words (web-strings-fr.ts explains why they are a module of their own).
 */
export const quoteDeliveryFr: typeof quoteDeliveryEn = {
  wizardTitle: 'Assistant de livraison de devis',
  wizardTitleOf: 'Planifier les livraisons du devis {{number}}',
  wizardIntro:
    'Choisissez les lignes à transporter et le nombre de camions. Une ligne va sur un camion une fois son vendeur et ses deux prix unitaires fixés ; les lignes déjà sur une autre livraison ne peuvent pas être choisies.',
  notSourced: 'Approvisionnement incomplet : vendeur ou prix unitaire manquant',
  noItems: 'Ce devis n’a aucune ligne à livrer.',
  backToQuote: 'Retour au devis',
  workspaceTitleOf: 'Livraison de devis {{number}}',
  deliveries: 'Livraisons',
  deliveriesOf: 'Livraisons du devis {{number}}',
  createDelivery: 'Créer une livraison',
  loading: 'Chargement des livraisons…',
  empty: 'Aucune livraison planifiée pour l’instant.',
  unassignedLines_one:
    '{{count}} ligne sur aucune livraison : chaque ligne doit être sur une livraison avant la publication du devis.',
  unassignedLines_other:
    '{{count}} lignes sur aucune livraison : chaque ligne doit être sur une livraison avant la publication du devis.',
  allAssigned: 'Chaque ligne est sur une livraison.',
  deliveryNumber: 'Livraison',
  status: 'Statut',
  trucks: 'Camions',
  stops: 'Arrêts',
  lines: 'Lignes',
  openDelivery: 'Ouvrir la livraison de devis {{number}}',
};
