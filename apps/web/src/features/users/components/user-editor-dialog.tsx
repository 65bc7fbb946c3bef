import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActionLogType,
  assignableRoleIds,
  DEFAULT_TIMEZONE_ID,
  Language,
  MESSAGES,
  Role,
  saveUserRequestSchema,
  USER_TYPE_OPTIONS,
  UserStatus,
  type SaveUserRequest,
  type UserRow,
} from '@portal/contracts';
import {
  CompanyPickerField,
  EditorFormView,
  ReferenceSelectField,
  SelectField,
  TextField,
  useEditorForm,
  useFormValues,
} from '../../../components/form';
import { RecordHistory } from '../../../components/record/record-history';
import { Dialog } from '../../../components/ui';
import { useSession } from '../../../lib/auth';
import { useLabels } from '../../../lib/i18n-labels';
import { getUser, useSaveUser } from '../api/save-user';

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
  // The record the editor holds: the list's row, replaced by a fresh read after an outdated save (Refresh).
  const [current, setCurrent] = useState<UserRow | null>(null);
  const opened = user !== null && user !== 'new' ? user : null;
  const [openedRow, setOpenedRow] = useState(opened);
  if (openedRow !== opened) {
    setOpenedRow(opened);
    setCurrent(opened);
  }
  const title = opened ? t('users.editTitle') : t('users.createTitle');
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
        <UserEditorForm
          key={current ? `${current.id}-${current.version}` : 'new'}
          existing={current}
          onClose={onClose}
          onRefresh={() => {
            if (current) void getUser(current.id).then(setCurrent);
          }}
          onDirtyChange={setIsDirty}
        />
      ) : null}
    </Dialog>
  );
}

export interface UserEditorFormProps {
  readonly existing: UserRow | null;
  /** Cancel; also after a save unless onSaved says otherwise (the dialog closes). */
  readonly onClose: () => void;
  /** After a stored save; a record page stays on the record (decision 122). Default: onClose. */
  readonly onSaved?: () => void;
  /** The collapsible history under the fields; a record page has its own History tab instead. */
  readonly showsHistory?: boolean;
  readonly onRefresh: () => void;
  /** Tells the dialog whether the form holds unsaved changes. */
  readonly onDirtyChange: (isDirty: boolean) => void;
}

/** The user editor (spec 001 §3): one form for the editor dialog and the record page (decision 122). */
export function UserEditorForm({
  existing,
  onClose,
  onSaved,
  showsHistory = true,
  onRefresh,
  onDirtyChange,
}: UserEditorFormProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const save = useSaveUser();
  const session = useSession();

  const editor = useEditorForm({
    schema: saveUserRequestSchema,
    values: formValuesOf(existing),
    record: existing,
    subject: 'user',
    title: 'User',
    save: (request, record) => save.mutateAsync({ existing: record, request }),
    onSaved: onSaved ?? onClose,
    refresh: onRefresh,
    // spec 001 §5: the activation rule is marked on both fields before any call.
    isBlocked: (values) => values.statusId === UserStatus.ids.ACTIVE && values.companyId == null,
  });
  const { formState } = editor.form;
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);
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
  const [statusId, companyId] = useFormValues(editor.form, ['statusId', 'companyId']);
  const activationNeedsCompany = statusId === UserStatus.ids.ACTIVE && companyId == null;
  const field = { editor, idPrefix: 'user' } as const;

  return (
    <EditorFormView
      editor={editor}
      label={existing ? t('users.editTitle') : t('users.createTitle')}
      saveLabel={t('users.save')}
      onCancel={onClose}
    >
      <div className="form-grid">
        <TextField {...field} name="email" label={t('users.email')} type="email" />
        <TextField {...field} name="firstName" label={t('users.firstName')} />
        <TextField {...field} name="lastName" label={t('users.lastName')} />
        <TextField {...field} name="phoneNumber" label={t('users.phoneNumber')} type="tel" />
        <TextField {...field} name="altPhoneNumber" label={t('users.altPhoneNumber')} type="tel" />
        <TextField {...field} name="signupCompany" label={t('users.signupCompany')} />
        <CompanyPickerField
          {...field}
          name="companyId"
          label={t('users.company')}
          selectedName={existing?.companyName}
          ruleMessage={activationNeedsCompany ? MESSAGES.userActivationNeedsCompany : undefined}
        />
        <SelectField
          {...field}
          name="roleId"
          label={t('users.userType')}
          options={typeOptions}
          disabled={isRoleLocked}
          hint={
            isOwnAccount ? t('users.ownAccount') : isRoleLocked ? t('users.roleNotAssignable') : undefined
          }
        />
        <SelectField
          {...field}
          name="statusId"
          label={t('users.status')}
          options={labels.options(UserStatus)}
          disabled={isOwnAccount}
          ruleMessage={activationNeedsCompany ? MESSAGES.userActivationNeedsCompany : undefined}
        />
        <SelectField
          {...field}
          name="languageId"
          label={t('users.language')}
          options={labels.options(Language)}
        />
        <ReferenceSelectField {...field} name="timezoneId" label={t('users.timezone')} list="timezones" />
      </div>
      {/* What was changed, by whom and when (issue 12, decision 110); read only when opened. */}
      {existing && showsHistory ? (
        <RecordHistory entityType={ActionLogType.ids.USER} entityId={existing.id} isCollapsible />
      ) : null}
    </EditorFormView>
  );
}
