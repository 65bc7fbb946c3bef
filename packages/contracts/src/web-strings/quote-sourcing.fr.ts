import type { quoteSourcingEn } from './quote-sourcing.en';

/** Who can supply a line, alternates and their import, published revisions compared (issue 14) — the French words (web-strings-fr.ts explains why they are a module of their own). */
export const quoteSourcingFr: typeof quoteSourcingEn = {
  title: 'Approvisionnement',
};
