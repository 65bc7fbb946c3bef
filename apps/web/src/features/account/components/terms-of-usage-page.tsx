import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout';

const TERMS = ['confidentiality', 'credentials', 'accuracy', 'security'] as const;

export function TermsOfUsagePage() {
  const { t } = useTranslation();
  return (
    <section className="screen">
      <PageHeader title={t('terms.title')} />
      <div className="surface-panel prose">
        <p>{t('terms.intro')}</p>
        <ol>
          {TERMS.map((term) => (
            <li key={term}>{t(`terms.items.${term}`)}</li>
          ))}
        </ol>
      </div>
    </section>
  );
}
