import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contracts';
import { translateMessage } from '../../../lib/i18n-labels';
import { Button, Message } from '../../../components/ui';

export interface OutdatedNoticeProps {
  /** Reloads the record; the editor's unsaved changes are replaced by what is stored now. */
  readonly onRefresh: () => void;
}

/**
 * Shown in an editor when a save was refused because someone else changed the record since it was opened (409
 * OUTDATED): spec 001 §8 'Notices', a refresh is required and unsaved changes are lost.
 */
export function OutdatedNotice({ onRefresh }: OutdatedNoticeProps) {
  const { t } = useTranslation();
  return (
    <div className="catalog-outdated">
      <Message severity="warn" text={translateMessage(MESSAGES.outdatedRecord)} />
      <Button type="button" label={t('live.refresh')} icon="pi pi-refresh" onClick={onRefresh} />
    </div>
  );
}
