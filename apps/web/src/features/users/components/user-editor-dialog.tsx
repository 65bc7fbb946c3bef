import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TIMEZONE_ID,
  failedTitle,
  Language,
  Role,
  saveUserRequestSchema,
  successMessage,
  USER_TYPE_OPTIONS,
  UserStatus,
  type Lookup,
  type SaveUserRequest,
  type SaveUserValues,
  type UserRow,
} from '@portal/contracts';
import { AutoComplete, Button, Dialog, Dropdown, InputText, useToast } from '../../../components/ui';
import { useTimezones } from '../api/get-timezones';
import { useSaveUser } from '../api/save-user';
import { searchCompanies } from '../api/search-companies';
import { failureMessage, fieldIssuesOf } from './failure-message';

const TEXT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phoneNumber',
  'altPhoneNumber',
  'signupCompany',
] as const;
const ALL_FIELDS = [...TEXT_FIELDS, 'companyId', 'roleId', 'statusId', 'languageId', 'timezoneId'] as const;

/** spec 001 §3: a new user is inactive, a buyer, in English, on Eastern time. */
function formValuesOf(user: UserRow | null): SaveUserRequest {
  return {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    altPhoneNumber: user?.altPhoneNumber ?? '',
    signupCompany: user?.signupCompany ?? '',
    companyId: user?.companyId ?? null,
    roleId: user?.roleId ?? Role.ids.BUYER,
    statusId: user?.statusId ?? UserStatus.ids.INACTIVE,
    languageId: user?.languageId ?? Language.ids.ENGLISH,
    timezoneId: user ? user.timezoneId : DEFAULT_TIMEZONE_ID,
  };
}

const STATUS_OPTIONS = UserStatus.options.map((option) => ({ id: option.id, name: option.label }));
const LANGUAGE_OPTIONS = Language.options.map((option) => ({ id: option.id, name: option.label }));

export interface UserEditorDialogProps {
  /** null: closed; 'new': create; a row: edit it. */
  readonly user: UserRow | 'new' | null;
  readonly onClose: () => void;
}

export function UserEditorDialog({ user, onClose }: UserEditorDialogProps) {
  const { t } = useTranslation();
  const existing = user !== null && user !== 'new' ? user : null;
  const title = existing ? t('users.editTitle') : t('users.createTitle');
  return (
    <Dialog header={title} visible={user !== null} onHide={onClose} style={{ width: 'min(48rem, 95vw)' }}>
      {user !== null ? (
        // A new key per record: the form starts from that record's values, never from the previous one's.
        <UserEditorForm
          key={existing ? `${existing.id}-${existing.version}` : 'new'}
          existing={existing}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

interface UserEditorFormProps {
  readonly existing: UserRow | null;
  readonly onClose: () => void;
}

function UserEditorForm({ existing, onClose }: UserEditorFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveUser();
  const timezones = useTimezones();
  const [company, setCompany] = useState<Lookup | string | null>(
    existing?.companyId != null ? { id: existing.companyId, name: existing.companyName ?? '' } : null,
  );
  const [companySuggestions, setCompanySuggestions] = useState<Lookup[]>([]);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<SaveUserRequest, unknown, SaveUserValues>({
    resolver: zodResolver(saveUserRequestSchema),
    defaultValues: formValuesOf(existing),
  });

  // spec 001 §3: the user-type dropdown; a role outside it (Buyer Admin) still shows for the user who has it.
  const typeOptions: Array<{ id: number; name: string }> = USER_TYPE_OPTIONS.map((option) => ({
    id: option.roleId,
    name: option.label,
  }));
  if (existing && !typeOptions.some((option) => option.id === existing.roleId)) {
    typeOptions.push({ id: existing.roleId, name: Role.labelOf(existing.roleId) ?? String(existing.roleId) });
  }

  const subject = 'user';
  const onValid = (values: SaveUserValues) => {
    save.mutate(
      { existing, request: values },
      {
        onSuccess: () => {
          toast.showSuccess(successMessage(subject, existing ? 'updated' : 'created'));
          onClose();
        },
        onError: (error) => {
          for (const issue of fieldIssuesOf(error)) {
            const field = ALL_FIELDS.find((name) => name === issue.field);
            if (field) setError(field, { type: 'server', message: issue.message });
          }
          toast.showError(
            failureMessage(error, existing ? 'update' : 'create', subject),
            failedTitle(existing ? 'User Update' : 'User Create'),
          );
        },
      },
    );
  };

  const textField = (name: (typeof TEXT_FIELDS)[number], type = 'text') => {
    const id = `user-${name}`;
    const error = errors[name];
    return (
      <div className="form-field">
        <label htmlFor={id}>{t(`users.${name}`)}</label>
        <InputText
          id={id}
          type={type}
          invalid={error !== undefined}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
        {error ? (
          <small id={`${id}-error`} className="p-error field-error">
            {error.type === 'too_small' ? t('account.required') : error.message}
          </small>
        ) : null}
      </div>
    );
  };

  const dropdownField = (
    name: 'roleId' | 'statusId' | 'languageId' | 'timezoneId',
    label: string,
    options: ReadonlyArray<{ id: number; name: string }>,
  ) => (
    <div className="form-field">
      <label htmlFor={`user-${name}`} id={`user-${name}-label`}>
        {label}
      </label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Dropdown
            inputId={`user-${name}`}
            aria-labelledby={`user-${name}-label`}
            value={field.value}
            options={[...options]}
            optionLabel="name"
            optionValue="id"
            onChange={(event) => field.onChange(event.value === null ? null : Number(event.value))}
            onBlur={field.onBlur}
            invalid={errors[name] !== undefined}
          />
        )}
      />
      {errors[name] ? <small className="p-error field-error">{errors[name]?.message}</small> : null}
    </div>
  );

  return (
    <form
      noValidate
      aria-label={existing ? t('users.editTitle') : t('users.createTitle')}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <div className="form-grid">
        {textField('email', 'email')}
        {textField('firstName')}
        {textField('lastName')}
        {textField('phoneNumber', 'tel')}
        {textField('altPhoneNumber', 'tel')}
        {textField('signupCompany')}
        <div className="form-field">
          <label htmlFor="user-company">{t('users.company')}</label>
          <AutoComplete
            inputId="user-company"
            value={company}
            suggestions={companySuggestions}
            field="name"
            delay={300}
            forceSelection
            completeMethod={(event) => {
              searchCompanies(event.query)
                .then(setCompanySuggestions)
                .catch(() => setCompanySuggestions([]));
            }}
            onChange={(event) => {
              const value = event.value as Lookup | string | null;
              setCompany(value);
              if (value === null || typeof value === 'string') {
                setValue('companyId', null, { shouldDirty: true });
              } else {
                setValue('companyId', value.id, { shouldDirty: true });
              }
            }}
            invalid={errors.companyId !== undefined}
          />
          {errors.companyId ? (
            <small className="p-error field-error">{errors.companyId.message}</small>
          ) : null}
        </div>
        {dropdownField('roleId', t('users.userType'), typeOptions)}
        {dropdownField('statusId', t('users.status'), STATUS_OPTIONS)}
        {dropdownField('languageId', t('users.language'), LANGUAGE_OPTIONS)}
        {dropdownField('timezoneId', t('users.timezone'), timezones.data ?? [])}
      </div>
      <div className="form-actions">
        <Button type="button" label={t('common.cancel')} severity="secondary" text onClick={onClose} />
        <Button type="submit" label={t('users.save')} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
