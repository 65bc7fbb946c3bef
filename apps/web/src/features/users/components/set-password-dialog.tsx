import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  failedTitle,
  setUserPasswordRequestSchema,
  successMessage,
  type SetUserPasswordRequest,
  type UserRow,
} from '@portal/contracts';
import { Button, Dialog, InputText, useToast } from '../../../components/ui';
import { FieldError } from '../../../components/form';
import { useSetUserPassword } from '../api/set-user-password';
import { failureMessage } from '../../../lib/failure-message';

export interface SetPasswordDialogProps {
  readonly user: UserRow | null;
  readonly onClose: () => void;
}

/** Super admin: a new password for a user; it also unlocks the account and signs the user out everywhere. */
export function SetPasswordDialog({ user, onClose }: SetPasswordDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const setPassword = useSetUserPassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SetUserPasswordRequest>({
    resolver: zodResolver(setUserPasswordRequestSchema),
    defaultValues: { newPassword: '' },
  });

  useEffect(() => reset({ newPassword: '' }), [user, reset]);

  const onValid = (values: SetUserPasswordRequest) => {
    if (!user) return;
    setPassword.mutate(
      { userId: user.id, request: values },
      {
        onSuccess: () => {
          toast.showSuccess(successMessage('password', 'updated'));
          onClose();
        },
        onError: (error) =>
          toast.showError(failureMessage(error, 'update', 'password'), failedTitle('Password Update')),
      },
    );
  };

  return (
    <Dialog
      header={t('users.setPasswordTitle', { email: user?.email ?? '' })}
      visible={user !== null}
      onHide={onClose}
      style={{ width: 'min(28rem, 95vw)' }}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <div className="form-field">
          <label htmlFor="user-new-password">{t('users.newPassword')}</label>
          <InputText
            id="user-new-password"
            type="password"
            autoComplete="new-password"
            invalid={errors.newPassword !== undefined}
            aria-invalid={errors.newPassword !== undefined}
            aria-describedby={errors.newPassword ? 'user-new-password-error' : undefined}
            {...register('newPassword')}
          />
          <FieldError
            id="user-new-password-error"
            label={t('users.newPassword')}
            message={errors.newPassword?.message}
          />
        </div>
        <div className="form-actions">
          <Button type="button" label={t('common.cancel')} severity="secondary" text onClick={onClose} />
          <Button type="submit" label={t('users.setPassword')} loading={setPassword.isPending} />
        </div>
      </form>
    </Dialog>
  );
}
