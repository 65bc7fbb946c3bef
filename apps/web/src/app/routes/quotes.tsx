import { ROUTES } from '@portal/contracts';
import {
  QuoteDeliveryWizardIndexPage,
  QuoteDeliveryWizardPage,
  QuoteDeliveryWorkspaceIndexPage,
  QuoteDeliveryWorkspacePage,
} from '../../features/deliveries/quote-delivery';
import { GomatchCorrectionsPage } from '../../features/quotes/gomatch-corrections';
import { QuoteBoardPage, QuoteManagementPage, QuoteTablePage } from '../../features/quotes/quote-board';
import { QuoteConstructionIndexPage, QuoteConstructionPage } from '../../features/quotes/quote-construction';
import { QuoteRequestManagementPage } from '../../features/quotes/quote-requests';
import {
  StandardizationPage,
  StandardizedQuoteManagementPage,
} from '../../features/quotes/standardized-quotes';
import { AreaRoutes } from './area-routes';

const QUOTES_SCREENS = {
  [ROUTES.quoteBoard]: QuoteBoardPage,
  [ROUTES.quoteTable]: QuoteTablePage,
  [ROUTES.quoteManagement]: QuoteManagementPage,
  [ROUTES.quoteRequestManagement]: QuoteRequestManagementPage,
  [ROUTES.standardizedQuoteManagement]: StandardizedQuoteManagementPage,
  [ROUTES.gomatchCorrections]: GomatchCorrectionsPage,
  [ROUTES.quoteConstruction]: QuoteConstructionIndexPage,
  [ROUTES.quoteDeliveryWizard]: QuoteDeliveryWizardIndexPage,
  [ROUTES.quoteDeliveryWorkspace]: QuoteDeliveryWorkspaceIndexPage,
};

/** Records at their own address (decision 122): the standardization and construction workspaces (decision 155). */
const QUOTES_RECORD_SCREENS = {
  [ROUTES.standardizedQuoteManagement]: StandardizationPage,
  [ROUTES.quoteConstruction]: QuoteConstructionPage,
  // issue 38 (decision 218): a quote's delivery wizard by quote id, its delivery workspace by delivery id.
  [ROUTES.quoteDeliveryWizard]: QuoteDeliveryWizardPage,
  [ROUTES.quoteDeliveryWorkspace]: QuoteDeliveryWorkspacePage,
};

/** The quotes area, loaded on demand. Screens are added here as their features land. */
export function QuotesArea() {
  return <AreaRoutes area="quotes" screens={QUOTES_SCREENS} recordScreens={QUOTES_RECORD_SCREENS} />;
}
