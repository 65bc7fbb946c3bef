// Quote Board, Quote Table and Quote Management (issue 14; spec 001 §2; decision 156).
export { QuoteManagementPage } from './components/quote-management-page';
export { QuoteBoardPage, QuoteTablePage } from './components/quotes-overview-page';
