/** Quote Board, Quote Table and Quote Management (issue 14; spec 001 §2) — the English words and the shape the French must match. */
export const quoteBoardEn = {
  title: 'Quote Board',
};
