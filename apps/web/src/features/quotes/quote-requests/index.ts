export { QuoteRequestManagementPage } from './components/quote-request-management-page';
export { useStartStandardization } from './api/quote-requests';
