/**
 * The lists' change notice (docs/decisions/174-live-list-notices.md): how many rows other staff changed since the
 * list was read, and its Refresh. The English words and the shape the French must match.
 */
export const liveListsEn = {
  ordersChanged_one: '{{count}} order changed',
  ordersChanged_other: '{{count}} orders changed',
  quotesChanged_one: '{{count}} quote changed',
  quotesChanged_other: '{{count}} quotes changed',
  deliveriesChanged_one: '{{count}} delivery changed',
  deliveriesChanged_other: '{{count}} deliveries changed',
  refresh: 'Refresh',
};
