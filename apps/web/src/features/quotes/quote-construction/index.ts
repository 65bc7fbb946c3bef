export { QuoteConstructionIndexPage, QuoteConstructionPage } from './components/quote-construction-page';
export { quoteConstructionPath } from './quote-construction-path';
export { useOpenQuoteConstruction } from './use-open-quote-construction';
