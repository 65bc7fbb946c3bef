import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@portal/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { UiProvider } from '../../../components/ui/ui-provider';

export interface LoginFailureDialogProps {
  /** null hides the dialog. */
  readonly message: string | null;
  readonly onClose: () => void;
}

/** spec 000 §8: the modal login failure dialog with OK. Its own chunk: most visits never fail (issue 11 §7). */
export function LoginFailureDialog({ message, onClose }: LoginFailureDialogProps) {
  const { t } = useTranslation();
  // Shown on the login page, outside the signed-in shell: it brings the kit's provider (and theme) itself.
  return (
    <UiProvider>
      <Dialog
        visible={message !== null}
        header={MESSAGES.loginFailedTitle}
        modal
        closable={false}
        onHide={onClose}
        className="login-failure-dialog"
        footer={<Button type="button" label={t('common.ok')} onClick={onClose} autoFocus />}
      >
        <p>{message}</p>
      </Dialog>
    </UiProvider>
  );
}
