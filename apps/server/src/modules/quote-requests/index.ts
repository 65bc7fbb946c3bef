/** What code outside the quote-requests module may use (decision 096): the demo seed, the quote lists' filters. */
export { seedDemoQuoteRequests } from './demo-seed';
export { quoteListWhere, type QuoteListFilters } from './quote-list-filters';
