/**
 * What code outside the quote-requests module may use (decision 096): the demo seed and its plan (the
 * standardization seed picks its requests from it), the quote lists' filters.
 */
export { DEMO_QUOTE_REQUESTS, demoSeedActor, seedDemoQuoteRequests } from './demo-seed';
export { quoteListWhere, type QuoteListFilters } from './quote-list-filters';
export { quoteStagePageRequest, type QuoteStageList, type QuoteStageTable } from './quote-stage-page';
