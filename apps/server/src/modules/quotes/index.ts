// Quote construction (issue 14): the quote (CQ) a completed standardization makes, sourced line by line.
export { createQuotesService, type QuotesService } from './quotes.service';
export { quotesRoutes } from './quotes.routes';
