import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  failedTitle,
  Language,
  successMessage,
  updateAccountRequestSchema,
  type SessionUser,
} from '@portal/contracts';
import { Button, Dropdown, InputText, useToast } from '../../../components/ui';
import { useSession } from '../../../lib/auth';
import { useLabels } from '../../../lib/i18n-labels';
import { useReferenceList, type LanguageRow as LanguageOption } from '../../../lib/reference-data';
import { useUpdateAccount } from '../api/update-account';
import { fieldIssuesOf, updateFailureMessage } from './update-failure';

/** The server's schema; the phone field is a plain text box, so an empty box means "no phone number". */
const profileFormSchema = updateAccountRequestSchema.extend({
  phoneNumber: z.string().trim().max(40),
});
type ProfileFormInput = z.input<typeof profileFormSchema>;
type ProfileFormOutput = z.output<typeof profileFormSchema>;

const PROFILE_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'languageId'] as const;

/** Languages known to contracts, for when the reference call fails: the user can still switch. */
const FALLBACK_LANGUAGES: LanguageOption[] = Language.options.map((option) => ({
  id: option.id,
  name: option.label,
  code: option.code,
}));

function formValuesOf(user: SessionUser): ProfileFormInput {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber ?? '',
    languageId: user.languageId,
  };
}

export interface ProfileFormProps {
  readonly user: SessionUser;
  readonly onDirtyChange: (isDirty: boolean) => void;
}

export function ProfileForm({ user, onDirtyChange }: ProfileFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const session = useSession();
  const languages = useReferenceList('languages');
  const labels = useLabels();
  const updateAccount = useUpdateAccount();

  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValuesOf(user),
    reValidateMode: 'onChange',
  });

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // Fresher data from GET /api/me replaces the stored copy, but never over the user's own edits.
  useEffect(() => {
    reset(formValuesOf(user), { keepDirtyValues: true });
  }, [user, reset]);

  const requiredOr = (message: string | undefined, type: string | undefined) =>
    type === 'too_small' ? t('account.required') : message;

  const handleValidSubmit = (values: ProfileFormOutput) => {
    updateAccount.mutate(
      { ...values, phoneNumber: values.phoneNumber === '' ? null : values.phoneNumber },
      {
        onSuccess: (updated) => {
          session.updateUser(updated);
          reset(formValuesOf(updated));
          toast.showSuccess(successMessage('account', 'updated'));
        },
        onError: (error) => {
          for (const issue of fieldIssuesOf(error)) {
            const field = PROFILE_FIELDS.find((name) => name === issue.field);
            if (field) setError(field, { type: 'server', message: issue.message });
          }
          toast.showError(updateFailureMessage(error, 'account'), failedTitle('Account Update'));
        },
      },
    );
  };

  const languageOptions = (languages.data ?? FALLBACK_LANGUAGES).map((option) => ({
    ...option,
    name: labels.label(Language.name, option.id, option.name),
  }));

  return (
    <form
      className="account-form"
      noValidate
      aria-labelledby="profile-form-title"
      onSubmit={(event) => void handleSubmit(handleValidSubmit)(event)}
    >
      <h2 id="profile-form-title">{t('account.profileTitle')}</h2>

      <div className="form-field">
        <label htmlFor="account-email">{t('account.email')}</label>
        <InputText id="account-email" value={user.email} readOnly disabled />
      </div>

      <div className="form-grid">
        <div className="form-field">
          <label htmlFor="account-first-name">{t('account.firstName')}</label>
          <InputText
            id="account-first-name"
            autoComplete="given-name"
            invalid={errors.firstName !== undefined}
            aria-invalid={errors.firstName !== undefined}
            aria-describedby={errors.firstName ? 'account-first-name-error' : undefined}
            {...register('firstName')}
          />
          {errors.firstName ? (
            <small id="account-first-name-error" className="p-error field-error">
              {requiredOr(errors.firstName.message, errors.firstName.type)}
            </small>
          ) : null}
        </div>

        <div className="form-field">
          <label htmlFor="account-last-name">{t('account.lastName')}</label>
          <InputText
            id="account-last-name"
            autoComplete="family-name"
            invalid={errors.lastName !== undefined}
            aria-invalid={errors.lastName !== undefined}
            aria-describedby={errors.lastName ? 'account-last-name-error' : undefined}
            {...register('lastName')}
          />
          {errors.lastName ? (
            <small id="account-last-name-error" className="p-error field-error">
              {requiredOr(errors.lastName.message, errors.lastName.type)}
            </small>
          ) : null}
        </div>

        <div className="form-field">
          <label htmlFor="account-phone-number">{t('account.phoneNumber')}</label>
          <InputText
            id="account-phone-number"
            type="tel"
            autoComplete="tel"
            invalid={errors.phoneNumber !== undefined}
            aria-invalid={errors.phoneNumber !== undefined}
            aria-describedby={errors.phoneNumber ? 'account-phone-number-error' : undefined}
            {...register('phoneNumber')}
          />
          {errors.phoneNumber ? (
            <small id="account-phone-number-error" className="p-error field-error">
              {errors.phoneNumber.message}
            </small>
          ) : null}
        </div>

        <div className="form-field">
          <label htmlFor="account-language" id="account-language-label">
            {t('account.language')}
          </label>
          <Controller
            control={control}
            name="languageId"
            render={({ field }) => (
              <Dropdown
                inputId="account-language"
                aria-labelledby="account-language-label"
                value={field.value}
                options={languageOptions}
                optionLabel="name"
                optionValue="id"
                loading={languages.isPending}
                onChange={(event) => field.onChange(Number(event.value))}
                onBlur={field.onBlur}
                invalid={errors.languageId !== undefined}
              />
            )}
          />
        </div>
      </div>

      <div className="form-actions">
        <Button
          type="submit"
          label={t('account.saveProfile')}
          icon="pi pi-check"
          loading={updateAccount.isPending}
          disabled={!isDirty}
        />
      </div>
    </form>
  );
}
