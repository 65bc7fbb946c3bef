import type { quoteConstructionEn } from './quote-construction.en';

/** Quote construction workspace (issue 14; spec 001 §2 /quotes/quote-construction): the French words (web-strings-fr.ts explains why they are a module of their own). */
export const quoteConstructionFr: typeof quoteConstructionEn = {
  title: 'Construction du devis',
};
