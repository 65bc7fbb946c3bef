import type { orderConstructionEn } from './order-construction.en';

/** The Order construction workspace (issue 15; spec 001 §2 /orders/order-construction): the French words (web-strings-fr.ts explains why they are a module of their own). */
export const orderConstructionFr: typeof orderConstructionEn = {
  title: 'Construction de la commande',
};
