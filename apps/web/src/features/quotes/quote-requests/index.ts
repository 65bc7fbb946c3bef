export { QuoteRequestManagementPage } from './components/quote-request-management-page';
