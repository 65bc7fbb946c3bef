import { useTranslation } from 'react-i18next';
import { useLabels } from '../../lib/i18n-labels';
import { pageLabelForPath } from '../../lib/navigation';
import { PageHeader } from './page-header';

export interface ScreenPlaceholderProps {
  readonly route: string;
}

/** Stands in for a screen whose feature is not built yet, titled like its menu entry. */
export function ScreenPlaceholder({ route }: ScreenPlaceholderProps) {
  const { t } = useTranslation();
  const { screen } = useLabels();
  const label = pageLabelForPath(route);
  return (
    <section className="screen">
      <PageHeader title={label ? screen(label) : route} />
      <div className="empty-state">
        <i className="pi pi-inbox empty-state-icon" aria-hidden="true" />
        <p>{t('screen.placeholder')}</p>
      </div>
    </section>
  );
}
