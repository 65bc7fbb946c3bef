import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canManageAccountOfRole,
  failedTitle,
  MESSAGES,
  Role,
  ROUTES,
  USER_TYPE_OPTIONS,
  UserStatus,
  type UserRow,
} from '@portal/contracts';
import { RecordLink } from '../../../components/record/record-link';
import {
  ListScreen,
  useConfirmDelete,
  useList,
  useRecordEditor,
  type ListColumn,
  type RowAction,
} from '../../../components/table';
import { iconClass, Tag, useToast } from '../../../components/ui';
import { useSession } from '../../../lib/auth';
import { failureMessage } from '../../../lib/failure-message';
import { useLabels } from '../../../lib/i18n-labels';
import { searchCompanies } from '../../../lib/reference-data';
import { useDeleteUser } from '../api/delete-user';
import { userList } from '../api/get-user-page';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { useUnlockUser } from '../api/unlock-user';
import { OwnerAvatar } from '../../../components/owner';
import { SetPasswordDialog } from './set-password-dialog';
import { UserEditorDialog } from './user-editor-dialog';
import './users.css';

// decision 073: roles by the user-type names, in the editor's order.
const ROLE_OPTIONS = USER_TYPE_OPTIONS.map((option) => ({ id: option.roleId, name: option.label }));

/** What a delete confirmation and a toast call a user: their name when known, else their email. */
function displayName(user: UserRow): string {
  return user.name === 'N/A' ? user.email : user.name;
}

/** /users/user-management (spec 001 §2): every user, paged, sorted and filtered on the server. */
export function UserManagementPage() {
  const { t } = useTranslation();
  const labels = useLabels();
  const toast = useToast();
  const confirmDelete = useConfirmDelete();
  const session = useSession();
  const isSuperAdmin = session.user?.roleId === Role.ids.SUPER_ADMIN;
  const ownUserId = session.user?.id ?? null;
  const actorRoleId = session.user?.roleId ?? null;
  const list = useList('users', userList);
  const toggleStatus = useToggleUserStatus();
  const deleteUser = useDeleteUser();
  const unlockUser = useUnlockUser();
  const editor = useRecordEditor<UserRow>(t('users.newUser'));
  const [passwordFor, setPasswordFor] = useState<UserRow | null>(null);

  const onToggle = (user: UserRow) => {
    toggleStatus.mutate(user.id, {
      onSuccess: (updated) =>
        toast.showSuccess(
          t(updated.statusId === UserStatus.ids.ACTIVE ? 'users.activated' : 'users.deactivated', {
            name: displayName(updated),
          }),
        ),
      // spec 001 §8: 'The user status can't be updated.', with the reason (the activation rule) as detail.
      onError: (error) =>
        toast.showError(failureMessage(error, 'update', 'user status'), MESSAGES.userStatusCannotUpdate),
    });
  };

  const onDelete = (user: UserRow) =>
    confirmDelete({
      header: t('users.deleteTitle'),
      subject: 'user',
      name: displayName(user),
      failed: 'User Delete',
      run: () => deleteUser.mutateAsync(user.id),
    });

  const onUnlock = (user: UserRow) => {
    unlockUser.mutate(user.id, {
      onSuccess: () => toast.showSuccess(t('users.unlocked', { name: displayName(user) })),
      onError: (error) =>
        toast.showError(failureMessage(error, 'update', 'user'), failedTitle('User Unlock')),
    });
  };

  const actionsOf = (user: UserRow): RowAction[] => {
    const label = displayName(user);
    const isActive = user.statusId === UserStatus.ids.ACTIVE;
    const isOwnRow = user.id === ownUserId;
    // Operations and finance manage buyer and seller accounts only (decision 060): the server refuses the rest.
    const canManage = canManageAccountOfRole(actorRoleId, user.roleId);
    // spec 001 §5: a user can be activated only when linked to a company; say so before any call.
    const needsCompany = !isActive && user.companyId === null;
    return [
      {
        key: 'edit',
        icon: 'edit',
        label: t('users.editUser', { name: label }),
        hidden: !canManage,
        onClick: () => editor.edit(user),
      },
      // Nobody changes their own status (the server refuses it), so one's own row has no toggle.
      {
        key: 'status',
        icon: isActive ? 'deactivate' : 'activate',
        label: t(isActive ? 'users.deactivateUser' : 'users.activateUser', { name: label }),
        hidden: !canManage || isOwnRow,
        disabled: needsCompany,
        ...(needsCompany ? { disabledReason: labels.message(MESSAGES.userActivationNeedsCompany) } : {}),
        onClick: () => onToggle(user),
      },
      {
        key: 'unlock',
        icon: 'unlock',
        label: t('users.unlockUser', { name: label }),
        hidden: !isSuperAdmin || !user.locked,
        onClick: () => onUnlock(user),
      },
      {
        key: 'password',
        icon: 'password',
        label: t('users.setPasswordFor', { name: label }),
        hidden: !isSuperAdmin || isOwnRow,
        onClick: () => setPasswordFor(user),
      },
      {
        key: 'delete',
        icon: 'delete',
        label: t('users.deleteUser', { name: label }),
        hidden: !canManage || isOwnRow,
        tone: 'danger',
        onClick: () => onDelete(user),
      },
    ];
  };

  const roleOptions = ROLE_OPTIONS.map((option) => ({
    ...option,
    name: labels.enumeration(Role, option.id),
  }));
  const selectedName = list.result.data?.rows[0]?.companyName ?? undefined;
  const lockedLabels = { trueLabel: t('users.lockedOnly'), falseLabel: t('users.notLocked') };
  const columns: ListColumn<UserRow>[] = [
    {
      key: 'avatar',
      header: t('users.avatar'),
      compact: true,
      priority: 3,
      body: (user) => <OwnerAvatar avatarUrl={user.avatarUrl} initials={user.initials} name={user.name} />,
    },
    {
      key: 'name',
      header: t('users.name'),
      sortField: 'lastName',
      // The name opens the user at their own address (decision 122), for the accounts one may manage, as Edit.
      body: (user) =>
        canManageAccountOfRole(actorRoleId, user.roleId) ? (
          <RecordLink listRoute={ROUTES.userManagement} id={user.id}>
            {user.name}
          </RecordLink>
        ) : (
          user.name
        ),
    },
    { key: 'email', header: t('users.email'), sortField: 'email' },
    {
      key: 'role',
      header: t('users.role'),
      sortField: 'roleId',
      priority: 2,
      body: (user) => labels.enumeration(Role, user.roleId),
    },
    { key: 'companyName', header: t('users.company'), priority: 2 },
    {
      key: 'status',
      header: t('users.status'),
      sortField: 'statusId',
      body: (user) =>
        // Inactive stands out from Active in colour, lightness and icon (issue 11).
        user.statusId === UserStatus.ids.ACTIVE ? (
          <Tag
            value={labels.enumeration(UserStatus, user.statusId)}
            severity="success"
            icon={iconClass('check')}
          />
        ) : (
          <Tag
            value={labels.enumeration(UserStatus, user.statusId)}
            severity="warning"
            icon={iconClass('deactivate')}
          />
        ),
    },
    {
      key: 'locked',
      header: t('users.locked'),
      compact: true,
      priority: 3,
      body: (user) => (user.locked ? <Tag value={t('users.lockedTag')} severity="danger" /> : null),
    },
  ];

  return (
    <ListScreen
      filters={[
        { type: 'search', name: 'search', label: t('users.search') },
        { type: 'select', name: 'roleId', label: t('users.role'), options: roleOptions },
        { type: 'select', name: 'statusId', label: t('users.status'), options: labels.options(UserStatus) },
        // A bookmarked company filter carries only the id; the rows it selects carry the company's name.
        {
          type: 'lookup',
          name: 'companyId',
          label: t('users.company'),
          search: searchCompanies,
          selectedName,
        },
        { type: 'boolean', name: 'locked', label: t('users.locked'), ...lockedLabels },
      ]}
      {...list}
      {...editor.newButton}
      columns={columns}
      rowActions={actionsOf}
    >
      <UserEditorDialog user={editor.target} onClose={editor.close} />
      <SetPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
    </ListScreen>
  );
}
