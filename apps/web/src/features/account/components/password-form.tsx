import { useEffect } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { failedTitle, MESSAGES, successMessage, updatePasswordRequestSchema } from '@portal/contracts';
import { Button, Password, useToast } from '../../../components/ui';
import { useUpdatePassword } from '../api/update-password';
import { fieldIssuesOf, updateFailureMessage } from './update-failure';

/** The server's schema plus the confirmation, which only the form needs. */
const passwordFormSchema = updatePasswordRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });
type PasswordFormValues = z.infer<typeof passwordFormSchema>;

const EMPTY_VALUES: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

const FIELDS: ReadonlyArray<{
  name: FieldPath<PasswordFormValues>;
  id: string;
  labelKey: string;
  autoComplete: string;
}> = [
  {
    name: 'currentPassword',
    id: 'account-current-password',
    labelKey: 'account.currentPassword',
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    id: 'account-new-password',
    labelKey: 'account.newPassword',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    id: 'account-confirm-password',
    labelKey: 'account.confirmPassword',
    autoComplete: 'new-password',
  },
];

export interface PasswordFormProps {
  readonly onDirtyChange: (isDirty: boolean) => void;
}

export function PasswordForm({ onDirtyChange }: PasswordFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const updatePassword = useUpdatePassword();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY_VALUES,
    reValidateMode: 'onChange',
  });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const handleValidSubmit = ({ currentPassword, newPassword }: PasswordFormValues) => {
    updatePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY_VALUES);
          toast.showSuccess(successMessage('password', 'updated'));
        },
        onError: (error) => {
          for (const issue of fieldIssuesOf(error)) {
            const field = FIELDS.find((candidate) => candidate.name === issue.field);
            if (field) setError(field.name, { type: 'server', message: issue.message });
          }
          toast.showError(updateFailureMessage(error, 'password'), failedTitle('Password Update'));
        },
      },
    );
  };

  const errorText = (name: FieldPath<PasswordFormValues>) => {
    const error = errors[name];
    if (!error) return undefined;
    // The current password only has to be present; its "too small" is really "required".
    return name === 'currentPassword' && error.type === 'too_small' ? t('account.required') : error.message;
  };

  return (
    <form
      className="account-form"
      noValidate
      aria-labelledby="password-form-title"
      onSubmit={(event) => void handleSubmit(handleValidSubmit)(event)}
    >
      <h2 id="password-form-title">{t('account.passwordTitle')}</h2>
      <div className="form-grid">
        {FIELDS.map(({ name, id, labelKey, autoComplete }) => {
          const message = errorText(name);
          return (
            <div className="form-field" key={name}>
              <label htmlFor={id}>{t(labelKey)}</label>
              <Controller
                control={control}
                name={name}
                render={({ field }) => (
                  <Password
                    inputId={id}
                    inputRef={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    autoComplete={autoComplete}
                    invalid={message !== undefined}
                    aria-invalid={message !== undefined}
                    aria-describedby={message ? `${id}-error` : undefined}
                  />
                )}
              />
              {message ? (
                <small id={`${id}-error`} className="p-error field-error">
                  {message}
                </small>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="form-actions">
        <Button
          type="submit"
          label={t('account.changePassword')}
          icon="pi pi-lock"
          loading={updatePassword.isPending}
          disabled={!isDirty}
        />
      </div>
    </form>
  );
}
