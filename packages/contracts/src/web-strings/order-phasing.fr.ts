import type { orderPhasingEn } from './order-phasing.en';

/** The Order phasing wizard (issue 15; spec 001 §2 /orders/order-phasing-wizard, §4 steps): the French words (web-strings-fr.ts explains why they are a module of their own). */
export const orderPhasingFr: typeof orderPhasingEn = {
  title: 'Assistant de phasage de la commande',
};
