import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MESSAGES, updatePasswordRequestSchema } from '@portal/contracts';
import { EditorFormView, PasswordField, useEditorForm } from '../../../components/form';
import { useUpdatePassword } from '../api/update-password';

/** The server's schema plus the confirmation, which only the form needs. */
const passwordFormSchema = updatePasswordRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
type PasswordFormValues = z.input<typeof passwordFormSchema>;

const EMPTY_VALUES: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface PasswordFormProps {
  readonly onDirtyChange: (isDirty: boolean) => void;
}

/** The signed-in user's own password, proven by the current one (Account Settings). */
export function PasswordForm({ onDirtyChange }: PasswordFormProps) {
  const { t } = useTranslation();
  const updatePassword = useUpdatePassword();
  const editor = useEditorForm({
    schema: passwordFormSchema,
    values: EMPTY_VALUES,
    // One's own password always exists and has no version: a change is an update.
    record: null,
    isUpdateOnly: true,
    subject: 'password',
    title: 'Password',
    save: ({ currentPassword, newPassword }) => updatePassword.mutateAsync({ currentPassword, newPassword }),
    // The boxes empty again once the password is changed: a secret is never left on the screen.
    valuesAfterSave: () => EMPTY_VALUES,
  });
  const { isDirty } = editor.form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const field = { editor, idPrefix: 'account' } as const;
  const title = t('account.passwordTitle');

  return (
    <EditorFormView
      editor={editor}
      label={title}
      header={<h2>{title}</h2>}
      saveLabel={t('account.changePassword')}
      saveIcon="password"
      isSaveWaitingForChanges
      className="account-form"
    >
      <div className="form-grid">
        <PasswordField
          {...field}
          name="currentPassword"
          label={t('account.currentPassword')}
          autoComplete="current-password"
        />
        <PasswordField
          {...field}
          name="newPassword"
          label={t('account.newPassword')}
          autoComplete="new-password"
        />
        <PasswordField
          {...field}
          name="confirmPassword"
          label={t('account.confirmPassword')}
          autoComplete="new-password"
        />
      </div>
    </EditorFormView>
  );
}
