import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@portal/contracts';
import { iconClass } from '../../../../components/ui';
import './gomatch-corrections.css';

/**
 * 'Learned Corrections', for Standardized Quote Management's header: the screen is not in the spec's menu, so
 * staff reach it from the standardization they work in (decision 143). A link, since it opens another screen.
 */
export function GomatchCorrectionsLink() {
  const { t } = useTranslation();
  return (
    <Link to={ROUTES.gomatchCorrections} className="gomatch-corrections-link">
      <span className={iconClass('history')} aria-hidden="true" />
      {t('gomatchCorrections.link')}
    </Link>
  );
}
