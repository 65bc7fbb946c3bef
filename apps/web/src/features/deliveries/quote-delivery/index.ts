export {
  QuoteDeliveryWizardIndexPage,
  QuoteDeliveryWizardPage,
} from './components/quote-delivery-wizard-page';
export {
  QuoteDeliveryWorkspaceIndexPage,
  QuoteDeliveryWorkspacePage,
} from './components/quote-delivery-workspace-page';
