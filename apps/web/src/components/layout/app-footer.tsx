import { useTranslation } from 'react-i18next';
import { APP_NAME, APP_VERSION } from '@portal/contracts';

/** spec 000 §1: the footer shows a copyright line with the current year. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="layout-footer">
      <span>{t('layout.copyright', { year: new Date().getFullYear(), name: APP_NAME })}</span>
      <span className="layout-footer-version">{t('common.version', { version: APP_VERSION })}</span>
    </footer>
  );
}
