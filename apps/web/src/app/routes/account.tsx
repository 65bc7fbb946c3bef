import { ROUTES } from '@portal/contracts';
import { SupportPage, TermsOfUsagePage } from '../../features/account';
import { AccountSettingsScreen } from '../account-settings-screen';
import { AreaRoutes } from './area-routes';

const ACCOUNT_SCREENS = {
  [ROUTES.accountSettings]: AccountSettingsScreen,
  [ROUTES.termsOfUsage]: TermsOfUsagePage,
  [ROUTES.support]: SupportPage,
};

/** The profile panel's pages (spec 000 §2), open to every staff role. */
export function AccountArea() {
  return <AreaRoutes area="account" screens={ACCOUNT_SCREENS} />;
}
