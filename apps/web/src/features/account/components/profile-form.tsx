import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Language, updateAccountRequestSchema, type SessionUser } from '@portal/contracts';
import { EditorFormView, SelectField, TextField, useEditorForm } from '../../../components/form';
import { InputText } from '../../../components/ui';
import { useSession } from '../../../lib/auth';
import { useLabels } from '../../../lib/i18n-labels';
import { useReferenceList, type LanguageRow } from '../../../lib/reference-data';
import { useUpdateAccount } from '../api/update-account';

/** The server's schema; the phone field is a plain text box, so an empty box means "no phone number". */
const profileFormSchema = updateAccountRequestSchema.extend({
  phoneNumber: z.string().trim().max(40),
});
type ProfileFormInput = z.input<typeof profileFormSchema>;

/** Languages known to contracts, for when the reference call fails: the user can still switch. */
const FALLBACK_LANGUAGES: LanguageRow[] = Language.options.map((option) => ({
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

/** The signed-in user's own name, phone and language (Account Settings). */
export function ProfileForm({ user, onDirtyChange }: ProfileFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const languages = useReferenceList('languages');
  const labels = useLabels();
  const updateAccount = useUpdateAccount();
  const editor = useEditorForm({
    schema: profileFormSchema,
    values: formValuesOf(user),
    // One's own account always exists; GET /api/me carries no version to check.
    record: null,
    isUpdateOnly: true,
    subject: 'account',
    title: 'Account',
    save: (values) =>
      updateAccount.mutateAsync({
        ...values,
        phoneNumber: values.phoneNumber === '' ? null : values.phoneNumber,
      }),
    valuesAfterSave: formValuesOf,
    onSaved: session.updateUser,
  });
  const { formState, reset } = editor.form;
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);
  // Fresher data from GET /api/me replaces the stored copy, but never over the user's own edits.
  useEffect(() => {
    reset(formValuesOf(user), { keepDirtyValues: true });
  }, [user, reset]);

  const languageOptions = (languages.data ?? FALLBACK_LANGUAGES).map((option) => ({
    id: option.id,
    name: labels.label(Language.name, option.id, option.name),
  }));
  const field = { editor, idPrefix: 'account' } as const;
  const title = t('account.profileTitle');

  return (
    <EditorFormView
      editor={editor}
      label={title}
      header={<h2>{title}</h2>}
      saveLabel={t('account.saveProfile')}
      isSaveWaitingForChanges
      className="account-form"
    >
      <div className="form-field">
        <label htmlFor="account-email">{t('account.email')}</label>
        <InputText id="account-email" value={user.email} readOnly disabled />
      </div>
      <div className="form-grid">
        <TextField {...field} name="firstName" label={t('account.firstName')} autoComplete="given-name" />
        <TextField {...field} name="lastName" label={t('account.lastName')} autoComplete="family-name" />
        <TextField
          {...field}
          name="phoneNumber"
          label={t('account.phoneNumber')}
          type="tel"
          autoComplete="tel"
        />
        <SelectField {...field} name="languageId" label={t('account.language')} options={languageOptions} />
      </div>
    </EditorFormView>
  );
}
