export { ActionLogPage } from './components/action-log-page';
export { DiscountSettingsPage } from './components/discount-settings-page';
export { EmailTemplatePage } from './email-templates';
export { TaxRateSettingsPage } from './components/tax-rate-settings-page';
export { TransactionFeeSettingsPage } from './components/transaction-fee-settings-page';
export { TranslationSettingsPage } from './components/translation-settings-page';
