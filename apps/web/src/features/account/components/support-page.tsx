import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout';

/** Where staff turn for help. The address is the operator's internal help desk. */
export const SUPPORT_EMAIL = 'support@marketplace-operations.example';

export function SupportPage() {
  const { t } = useTranslation();
  return (
    <section className="screen">
      <PageHeader title={t('support.title')} />
      <div className="surface-panel prose">
        <p>{t('support.intro')}</p>
        <dl className="support-details">
          <dt>{t('support.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </dd>
          <dt>{t('support.hoursLabel')}</dt>
          <dd>{t('support.hours')}</dd>
          <dt>{t('support.includeLabel')}</dt>
          <dd>{t('support.include')}</dd>
        </dl>
        <p>{t('support.accountLocked')}</p>
      </div>
    </section>
  );
}
