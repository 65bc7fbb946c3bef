import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  assignableRoleIds,
  DEFAULT_TIMEZONE_ID,
  failedTitle,
  Language,
  MESSAGES,
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
import { useSession } from '../../../lib/auth';
import { FieldError, useValidationFailedToast } from '../../../lib/form-field-error';
import { useLabels } from '../../../lib/i18n-labels';
import { useDiscardConfirmation } from '../../../lib/unsaved-changes';
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

export interface UserEditorDialogProps {
  /** null: closed; 'new': create; a row: edit it. */
  readonly user: UserRow | 'new' | null;
  readonly onClose: () => void;
}

export function UserEditorDialog({ user, onClose }: UserEditorDialogProps) {
  const { t } = useTranslation();
  const existing = user !== null && user !== 'new' ? user : null;
  const title = existing ? t('users.editTitle') : t('users.createTitle');
  // spec 000 §2: Escape, the X and leaving the screen ask before the form's changes are discarded (issue 11).
  const [isDirty, setIsDirty] = useState(false);
  return (
    <Dialog
      header={title}
      visible={user !== null}
      onHide={onClose}
      isDirty={user !== null && isDirty}
      style={{ width: 'min(48rem, 95vw)' }}
    >
      {user !== null ? (
        // A new key per record: the form starts from that record's values, never from the previous one's.
        <UserEditorForm
          key={existing ? `${existing.id}-${existing.version}` : 'new'}
          existing={existing}
          onClose={onClose}
          onDirtyChange={setIsDirty}
        />
      ) : null}
    </Dialog>
  );
}

interface UserEditorFormProps {
  readonly existing: UserRow | null;
  readonly onClose: () => void;
  /** Tells the dialog whether the form holds unsaved changes. */
  readonly onDirtyChange: (isDirty: boolean) => void;
}

function UserEditorForm({ existing, onClose, onDirtyChange }: UserEditorFormProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const toast = useToast();
  const save = useSaveUser();
  const timezones = useTimezones();
  const session = useSession();
  const showValidationFailed = useValidationFailedToast();
  const [company, setCompany] = useState<Lookup | string | null>(
    existing?.companyId != null ? { id: existing.companyId, name: existing.companyName ?? '' } : null,
  );
  const [companySuggestions, setCompanySuggestions] = useState<Lookup[]>([]);

  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors, isDirty },
  } = useForm<SaveUserRequest, unknown, SaveUserValues>({
    resolver: zodResolver(saveUserRequestSchema),
    defaultValues: formValuesOf(existing),
  });
  const confirmDiscard = useDiscardConfirmation();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // spec 001 §3 user types (decision 073), only those the signed-in user may give (issue 11; the server refuses
  // the others). Nobody changes their own role or status: on one's own account both only show what they are.
  const isOwnAccount = existing !== null && existing.id === session.user?.id;
  const assignable: readonly number[] = assignableRoleIds(session.user?.roleId);
  const typeOptions: Array<{ id: number; name: string }> = USER_TYPE_OPTIONS.filter((option) =>
    assignable.includes(option.roleId),
  ).map((option) => ({ id: option.roleId, name: labels.enumeration(Role, option.roleId) }));
  const isRoleLocked = isOwnAccount || (existing !== null && !assignable.includes(existing.roleId));
  if (existing && !typeOptions.some((option) => option.id === existing.roleId)) {
    typeOptions.push({ id: existing.roleId, name: labels.enumeration(Role, existing.roleId) });
  }

  // spec 001 §5 and §8: 'User can be activated only when linked to a company.' Marked on both fields as soon as
  // the form asks for it, not after the server refused the save.
  const [statusId, companyId] = useWatch({ control, name: ['statusId', 'companyId'] });
  const activationNeedsCompany = statusId === UserStatus.ids.ACTIVE && companyId == null;

  const subject = 'user';
  const onValid = (values: SaveUserValues) => {
    if (activationNeedsCompany) {
      showValidationFailed();
      return;
    }
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
    const label = t(`users.${name}`);
    const error = errors[name];
    // An empty required field says the catalogue's 'Invalid Input' text, not the format rule's ('Invalid Email').
    const value = getValues(name);
    const message = error ? (value == null || value.trim() === '' ? 'Required' : error.message) : undefined;
    return (
      <div className="form-field">
        <label htmlFor={id}>{label}</label>
        <InputText
          id={id}
          type={type}
          invalid={error !== undefined}
          aria-invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name)}
        />
        <FieldError id={`${id}-error`} label={label} message={message} />
      </div>
    );
  };

  const dropdownField = (
    name: 'roleId' | 'statusId' | 'languageId' | 'timezoneId',
    label: string,
    options: ReadonlyArray<{ id: number; name: string }>,
    {
      disabled = false,
      ruleMessage,
      hint,
    }: { disabled?: boolean; ruleMessage?: string | undefined; hint?: string | undefined } = {},
  ) => {
    const message = ruleMessage ?? errors[name]?.message;
    const errorId = `user-${name}-error`;
    const hintId = `user-${name}-hint`;
    const describedBy = [message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
    return (
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
              aria-describedby={describedBy === '' ? undefined : describedBy}
              aria-invalid={message !== undefined}
              value={field.value}
              options={[...options]}
              optionLabel="name"
              optionValue="id"
              disabled={disabled}
              onChange={(event) => field.onChange(event.value === null ? null : Number(event.value))}
              onBlur={field.onBlur}
              invalid={message !== undefined}
            />
          )}
        />
        {hint ? (
          <small id={hintId} className="field-hint">
            {hint}
          </small>
        ) : null}
        <FieldError id={errorId} label={label} message={message} />
      </div>
    );
  };

  return (
    <form
      noValidate
      aria-label={existing ? t('users.editTitle') : t('users.createTitle')}
      onSubmit={(event) => void handleSubmit(onValid, showValidationFailed)(event)}
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
            invalid={errors.companyId !== undefined || activationNeedsCompany}
            aria-invalid={errors.companyId !== undefined || activationNeedsCompany}
            aria-describedby={
              errors.companyId !== undefined || activationNeedsCompany ? 'user-company-error' : undefined
            }
          />
          <FieldError
            id="user-company-error"
            label={t('users.company')}
            message={activationNeedsCompany ? MESSAGES.userActivationNeedsCompany : errors.companyId?.message}
          />
        </div>
        {dropdownField('roleId', t('users.userType'), typeOptions, {
          disabled: isRoleLocked,
          hint: isOwnAccount
            ? t('users.ownAccount')
            : isRoleLocked
              ? t('users.roleNotAssignable')
              : undefined,
        })}
        {dropdownField('statusId', t('users.status'), labels.options(UserStatus), {
          disabled: isOwnAccount,
          ruleMessage: activationNeedsCompany ? MESSAGES.userActivationNeedsCompany : undefined,
        })}
        {dropdownField('languageId', t('users.language'), labels.options(Language))}
        {dropdownField(
          'timezoneId',
          t('users.timezone'),
          (timezones.data ?? []).map((zone) => ({
            ...zone,
            name: labels.label('timezone', zone.id, zone.name),
          })),
        )}
      </div>
      <div className="form-actions">
        <Button
          type="button"
          label={t('common.cancel')}
          severity="secondary"
          text
          onClick={() => confirmDiscard(isDirty, onClose)}
        />
        <Button type="submit" label={t('users.save')} icon="pi pi-check" loading={save.isPending} />
      </div>
    </form>
  );
}
