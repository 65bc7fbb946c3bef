import { ROUTES } from '@portal/contracts';
import {
  ActionLogPage,
  DiscountSettingsPage,
  EmailTemplatePage,
  TaxRateSettingsPage,
  TransactionFeeSettingsPage,
  TranslationSettingsPage,
} from '../../features/settings';
import { AreaRoutes } from './area-routes';

const ADMIN_SCREENS = {
  [ROUTES.taxRateManagement]: TaxRateSettingsPage,
  [ROUTES.transactionFeeManagement]: TransactionFeeSettingsPage,
  [ROUTES.translationManagement]: TranslationSettingsPage,
  [ROUTES.discountManagement]: DiscountSettingsPage,
  [ROUTES.actionLog]: ActionLogPage,
  [ROUTES.emailTemplates]: EmailTemplatePage,
};

/** The admin area (spec 001 §2 Settings menu), loaded on demand. */
export function AdminArea() {
  return <AreaRoutes area="admin" screens={ADMIN_SCREENS} />;
}
