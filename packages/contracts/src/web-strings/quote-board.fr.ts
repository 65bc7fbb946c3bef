import type { quoteBoardEn } from './quote-board.en';

/** Quote Board, Quote Table and Quote Management (issue 14; spec 001 §2) — the French words (web-strings-fr.ts explains why they are a module of their own). */
export const quoteBoardFr: typeof quoteBoardEn = {
  title: 'Tableau des devis',
};
