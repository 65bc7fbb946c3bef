/** Who can supply a line, alternates and their import, published revisions compared (issue 14) — the English words and the shape the French must match. */
export const quoteSourcingEn = {
  title: 'Sourcing',
};
