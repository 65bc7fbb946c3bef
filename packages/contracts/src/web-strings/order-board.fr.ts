import type { orderBoardEn } from './order-board.en';

/** The Order Board, Order Table and Order Management (issue 15; spec 001 §2): the French words (web-strings-fr.ts explains why they are a module of their own). */
export const orderBoardFr: typeof orderBoardEn = {
  title: 'Tableau des commandes',
  tableTitle: 'Table des commandes',
  board: 'Commandes par statut',
  table: 'Commandes',
  views: 'Vues des commandes',
  cardName: 'Commande {{number}}',
  itemCount: 'Articles : {{count}}',
  total: 'Total {{amount}}',
  jobDate: 'Date du chantier {{date}}',
  invoiced: 'Facturée',
  sellers: 'Fournisseurs',
  deliveryMethod: 'Mode de livraison',
  updated: 'Modifiée',
  open: 'Ouvrir {{number}}',
  deleteRecord: 'Supprimer {{number}}',
  deleteTitle: 'Supprimer la commande',
  actionFor: '{{action}} {{number}}',
  statusChanged: 'La commande {{number}} est maintenant au statut {{status}}.',
};
