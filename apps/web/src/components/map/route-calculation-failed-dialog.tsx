import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contracts';
import { translateMessage } from '../../lib/i18n-labels';
import { Button, Dialog } from '../ui';
import './route-map.css';

export interface RouteCalculationFailedDialogProps {
  readonly visible: boolean;
  readonly onClose: () => void;
}

/**
 * spec 000 §8: when a route cannot be calculated, a dialog with an error icon, the title 'Error', the message
 * 'Error while calculating a route' and an OK button only (no close cross: OK is the one way out, Escape too).
 */
export function RouteCalculationFailedDialog({ visible, onClose }: RouteCalculationFailedDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      header={translateMessage(MESSAGES.routeCalculationFailedTitle)}
      modal
      closable={false}
      onHide={onClose}
      className="route-calculation-failed-dialog"
      footer={<Button type="button" label={t('common.ok')} onClick={onClose} autoFocus />}
    >
      <p className="route-calculation-failed-message">
        <span className="pi pi-times-circle route-calculation-failed-icon" aria-hidden="true" />
        <span>{translateMessage(MESSAGES.routeCalculationFailed)}</span>
      </p>
    </Dialog>
  );
}
