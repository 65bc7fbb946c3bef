import type { orderBoardEn } from './order-board.en';

/** The Order Board, Order Table and Order Management (issue 15; spec 001 §2): the French words (web-strings-fr.ts explains why they are a module of their own). */
export const orderBoardFr: typeof orderBoardEn = {
  title: 'Tableau des commandes',
  actionFor: '{{action}} {{number}}',
  statusChanged: 'La commande {{number}} est maintenant au statut {{status}}.',
};
