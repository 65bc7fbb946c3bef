/** Quote construction workspace (issue 14; spec 001 §2 /quotes/quote-construction): the English words and the shape the French must match. */
export const quoteConstructionEn = {
  title: 'Quote Construction',
};
