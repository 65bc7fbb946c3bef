import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contracts';
import { Button, iconClass, Message } from '../ui';
import { translateMessage } from '../../lib/i18n-labels';

export interface OutdatedNoticeProps {
  /** Reads the record again; the editor's unsaved changes are replaced by what is stored now. */
  readonly onRefresh: () => void;
}

/**
 * Shown in an editor when a save was refused because someone else changed the record since it was opened (409
 * OUTDATED): spec 001 §8 'Notices', a refresh is required and unsaved changes are lost.
 */
export function OutdatedNotice({ onRefresh }: OutdatedNoticeProps) {
  const { t } = useTranslation();
  return (
    // The message itself is the alert (components/ui Message): a second one around it would be announced twice.
    <div className="outdated-notice">
      <Message severity="warn" text={translateMessage(MESSAGES.outdatedRecord)} />
      <Button type="button" label={t('live.refresh')} icon={iconClass('refresh')} onClick={onRefresh} />
    </div>
  );
}
