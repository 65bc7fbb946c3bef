export { AccountSettingsPage } from './components/account-settings-page';
export { SupportPage } from './components/support-page';
export { TermsOfUsagePage } from './components/terms-of-usage-page';
