import { useTranslation } from 'react-i18next';
import { PageHeader } from './page-header';
import { useScreenTitle } from './use-screen-title';

export interface ScreenPlaceholderProps {
  readonly route: string;
}

/** Stands in for a screen whose feature is not built yet, titled like its menu entry. */
export function ScreenPlaceholder({ route }: ScreenPlaceholderProps) {
  const { t } = useTranslation();
  const title = useScreenTitle(route);
  return (
    <section className="screen">
      <PageHeader title={title || route} />
      <div className="empty-state">
        <i className="pi pi-inbox empty-state-icon" aria-hidden="true" />
        <p>{t('screen.placeholder')}</p>
      </div>
    </section>
  );
}
