export { StandardizedQuoteManagementPage } from './components/standardized-quote-management-page';
export { StandardizationPage } from './components/standardization-page';
