import type { orderPicturesEn } from './order-pictures.en';

/** The Order picture manager (issue 15; spec 001 §2 /orders/order-picture-manager, §3 picture request): the French words (web-strings-fr.ts explains why they are a module of their own). */
export const orderPicturesFr: typeof orderPicturesEn = {
  title: 'Gestionnaire de photos de la commande',
};
