import { useTranslation } from 'react-i18next';
import { setUserPasswordRequestSchema, type UserRow } from '@portal/contracts';
import { EditorDialog, EditorFormView, TextField, useEditorForm } from '../../../components/form';
import { useSetUserPassword } from '../api/set-user-password';

export interface SetPasswordDialogProps {
  readonly user: UserRow | null;
  readonly onClose: () => void;
}

/** Super admin: a new password for a user; it also unlocks the account and signs the user out everywhere. */
export function SetPasswordDialog({ user, onClose }: SetPasswordDialogProps) {
  const { t } = useTranslation();
  const header = t('users.setPasswordTitle', { email: user?.email ?? '' });
  return (
    <EditorDialog header={header} isOpen={user !== null} onClose={onClose} width="min(28rem, 95vw)">
      {user ? <SetPasswordForm user={user} header={header} onClose={onClose} /> : null}
    </EditorDialog>
  );
}

function SetPasswordForm({
  user,
  header,
  onClose,
}: {
  readonly user: UserRow;
  readonly header: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const setPassword = useSetUserPassword();
  const editor = useEditorForm({
    schema: setUserPasswordRequestSchema,
    values: { newPassword: '' },
    // The user's password always exists and has no version: setting it is an update.
    record: null,
    isUpdateOnly: true,
    subject: 'password',
    title: 'Password',
    save: (request) => setPassword.mutateAsync({ userId: user.id, request }),
    onSaved: onClose,
  });
  return (
    <EditorFormView
      editor={editor}
      label={header}
      saveLabel={t('users.setPassword')}
      saveIcon="password"
      onCancel={onClose}
    >
      <TextField
        editor={editor}
        idPrefix="user"
        name="newPassword"
        label={t('users.newPassword')}
        type="password"
        autoComplete="new-password"
      />
    </EditorFormView>
  );
}
