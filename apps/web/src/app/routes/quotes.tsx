import { ROUTES } from '@portal/contracts';
import { QuoteRequestManagementPage } from '../../features/quotes/quote-requests';
import { AreaRoutes } from './area-routes';

const QUOTES_SCREENS = {
  [ROUTES.quoteRequestManagement]: QuoteRequestManagementPage,
};

/** The quotes area, loaded on demand. Screens are added here as their features land. */
export function QuotesArea() {
  return <AreaRoutes area="quotes" screens={QUOTES_SCREENS} />;
}
