/** What code outside the quote-requests module may use (decision 096): the demo seed. */
export { seedDemoQuoteRequests } from './demo-seed';
