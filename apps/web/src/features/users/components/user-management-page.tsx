import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  canManageAccountOfRole,
  deleteConfirmation,
  failedTitle,
  FILTER_DEBOUNCE_MS,
  MESSAGES,
  Role,
  successMessage,
  TABLE_PAGE_SIZE_OPTIONS,
  USER_SORT_FIELDS,
  USER_TYPE_OPTIONS,
  UserStatus,
  type Lookup,
  type UserRow,
} from '@portal/contracts';
import { PageHeader } from '../../../components/layout';
import {
  AutoComplete,
  Button,
  Column,
  DataTable,
  Dropdown,
  InputText,
  Tag,
  useConfirm,
  useToast,
  type DataTablePageEvent,
  type DataTableSortEvent,
} from '../../../components/ui';
import { useSession } from '../../../lib/auth';
import { useLabels } from '../../../lib/i18n-labels';
import { useDeleteUser } from '../api/delete-user';
import { useUserPage } from '../api/get-user-page';
import { searchCompanies } from '../api/search-companies';
import { useToggleUserStatus } from '../api/toggle-user-status';
import { useUnlockUser } from '../api/unlock-user';
import { failureMessage } from './failure-message';
import { OwnerAvatar } from './owner-avatar';
import { SetPasswordDialog } from './set-password-dialog';
import { UserEditorDialog } from './user-editor-dialog';
import {
  readUserTableState,
  toUserPageQuery,
  writeUserTableState,
  type UserTableState,
} from './user-table-state';
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
  const confirm = useConfirm();
  const session = useSession();
  const isSuperAdmin = session.user?.roleId === Role.ids.SUPER_ADMIN;
  const ownUserId = session.user?.id ?? null;
  const actorRoleId = session.user?.roleId ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readUserTableState(searchParams), [searchParams]);
  const page = useUserPage(toUserPageQuery(state));
  const toggleStatus = useToggleUserStatus();
  const deleteUser = useDeleteUser();
  const unlockUser = useUnlockUser();
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const [passwordFor, setPasswordFor] = useState<UserRow | null>(null);
  const [searchText, setSearchText] = useState(state.search);
  const [companyText, setCompanyText] = useState<Lookup | string | null>(null);
  const [companySuggestions, setCompanySuggestions] = useState<Lookup[]>([]);
  // A bookmarked company filter carries only the id; the rows it selects carry the company's name.
  const companyValue =
    companyText ??
    (state.companyId !== null
      ? { id: state.companyId, name: page.data?.rows[0]?.companyName ?? String(state.companyId) }
      : null);

  const update = (changes: Partial<UserTableState>, resetPage = true) => {
    setSearchParams(writeUserTableState({ ...state, ...(resetPage ? { page: 0 } : {}), ...changes }), {
      replace: true,
    });
  };

  // A bookmarked or back-navigated URL brings its own search text (adjusted while rendering, not in an effect).
  const [searchInUrl, setSearchInUrl] = useState(state.search);
  if (searchInUrl !== state.search) {
    setSearchInUrl(state.search);
    setSearchText(state.search);
  }

  // spec 001 §9: filters are debounced 500 ms, so typing does not send a request per key.
  useEffect(() => {
    const text = searchText.trim();
    if (text === state.search) return undefined;
    const timer = setTimeout(() => {
      setSearchParams(writeUserTableState({ ...state, search: text, page: 0 }), { replace: true });
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, state, setSearchParams]);

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

  const onDelete = (user: UserRow) => {
    confirm({
      header: t('users.deleteTitle'),
      message: deleteConfirmation('user', displayName(user)),
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      onAccept: () =>
        deleteUser.mutate(user.id, {
          onSuccess: () => toast.showSuccess(successMessage('user', 'deleted')),
          onError: (error) =>
            toast.showError(failureMessage(error, 'delete', 'user'), failedTitle('User Delete')),
        }),
    });
  };

  const onUnlock = (user: UserRow) => {
    unlockUser.mutate(user.id, {
      onSuccess: () => toast.showSuccess(t('users.unlocked', { name: displayName(user) })),
      onError: (error) =>
        toast.showError(failureMessage(error, 'update', 'user'), failedTitle('User Unlock')),
    });
  };

  const onPage = (event: DataTablePageEvent) => {
    const size = event.rows;
    update({ page: size === state.size ? (event.page ?? 0) : 0, size }, false);
  };

  const onSort = (event: DataTableSortEvent) => {
    const field = USER_SORT_FIELDS.find((candidate) => candidate === event.sortField);
    if (!field) return;
    update({ sortField: field, sortOrder: event.sortOrder === -1 ? 'desc' : 'asc' });
  };

  const actionsOf = (user: UserRow) => {
    const label = displayName(user);
    const isActive = user.statusId === UserStatus.ids.ACTIVE;
    const isOwnRow = user.id === ownUserId;
    // Operations and finance manage buyer and seller accounts only (decision 060): the server refuses the rest.
    const canManage = canManageAccountOfRole(actorRoleId, user.roleId);
    // spec 001 §5: a user can be activated only when linked to a company; say so before any call.
    const needsCompany = !isActive && user.companyId === null;
    const reasonId = `user-${user.id}-activate-reason`;
    return (
      <div className="user-actions">
        {canManage ? (
          <Button
            type="button"
            icon="pi pi-pencil"
            rounded
            text
            aria-label={t('users.editUser', { name: label })}
            tooltip={t('users.edit')}
            onClick={() => setEditing(user)}
          />
        ) : null}
        {/* Nobody changes their own status (the server refuses it), so one's own row has no toggle. */}
        {canManage && !isOwnRow ? (
          <>
            <Button
              type="button"
              icon={isActive ? 'pi pi-ban' : 'pi pi-check-circle'}
              rounded
              text
              disabled={needsCompany}
              aria-label={t(isActive ? 'users.deactivateUser' : 'users.activateUser', { name: label })}
              aria-describedby={needsCompany ? reasonId : undefined}
              tooltip={
                needsCompany
                  ? labels.message(MESSAGES.userActivationNeedsCompany)
                  : t(isActive ? 'users.deactivate' : 'users.activate')
              }
              tooltipOptions={{ showOnDisabled: true }}
              onClick={() => onToggle(user)}
            />
            {needsCompany ? (
              <span id={reasonId} className="visually-hidden">
                {labels.message(MESSAGES.userActivationNeedsCompany)}
              </span>
            ) : null}
          </>
        ) : null}
        {isSuperAdmin && user.locked ? (
          <Button
            type="button"
            icon="pi pi-lock-open"
            rounded
            text
            aria-label={t('users.unlockUser', { name: label })}
            tooltip={t('users.unlock')}
            onClick={() => onUnlock(user)}
          />
        ) : null}
        {isSuperAdmin && !isOwnRow ? (
          <Button
            type="button"
            icon="pi pi-key"
            rounded
            text
            aria-label={t('users.setPasswordFor', { name: label })}
            tooltip={t('users.setPassword')}
            onClick={() => setPasswordFor(user)}
          />
        ) : null}
        {canManage && !isOwnRow ? (
          <Button
            type="button"
            icon="pi pi-trash"
            rounded
            text
            severity="danger"
            aria-label={t('users.deleteUser', { name: label })}
            tooltip={t('users.delete')}
            onClick={() => onDelete(user)}
          />
        ) : null}
      </div>
    );
  };

  return (
    <section className="screen user-management">
      <PageHeader
        title={t('users.title')}
        actions={
          <Button
            type="button"
            label={t('users.newUser')}
            icon="pi pi-plus"
            onClick={() => setEditing('new')}
          />
        }
      />
      <div className="surface-panel">
        <div className="user-filters" role="search" aria-label={t('users.filters')}>
          <div className="form-field">
            <label htmlFor="user-filter-search">{t('users.search')}</label>
            <InputText
              id="user-filter-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
          <div className="form-field">
            <label htmlFor="user-filter-role" id="user-filter-role-label">
              {t('users.role')}
            </label>
            <Dropdown
              inputId="user-filter-role"
              aria-labelledby="user-filter-role-label"
              value={state.roleId}
              options={ROLE_OPTIONS.map((option) => ({
                ...option,
                name: labels.enumeration(Role, option.id),
              }))}
              optionLabel="name"
              optionValue="id"
              showClear
              placeholder={t('users.any')}
              onChange={(event) => update({ roleId: event.value == null ? null : Number(event.value) })}
            />
          </div>
          <div className="form-field">
            <label htmlFor="user-filter-status" id="user-filter-status-label">
              {t('users.status')}
            </label>
            <Dropdown
              inputId="user-filter-status"
              aria-labelledby="user-filter-status-label"
              value={state.statusId}
              options={labels.options(UserStatus)}
              optionLabel="name"
              optionValue="id"
              showClear
              placeholder={t('users.any')}
              onChange={(event) => update({ statusId: event.value == null ? null : Number(event.value) })}
            />
          </div>
          <div className="form-field">
            <label htmlFor="user-filter-company">{t('users.company')}</label>
            <AutoComplete
              inputId="user-filter-company"
              value={companyValue}
              suggestions={companySuggestions}
              field="name"
              delay={FILTER_DEBOUNCE_MS}
              completeMethod={(event) => {
                searchCompanies(event.query)
                  .then(setCompanySuggestions)
                  .catch(() => setCompanySuggestions([]));
              }}
              onChange={(event) => {
                const value = event.value as Lookup | string | null;
                setCompanyText(value);
                if (value !== null && typeof value === 'object') update({ companyId: value.id });
                else if (!value && state.companyId !== null) update({ companyId: null });
              }}
            />
          </div>
          <div className="form-field">
            <label htmlFor="user-filter-locked" id="user-filter-locked-label">
              {t('users.locked')}
            </label>
            <Dropdown
              inputId="user-filter-locked"
              aria-labelledby="user-filter-locked-label"
              value={state.locked === null ? null : String(state.locked)}
              options={[
                { id: 'true', name: t('users.lockedOnly') },
                { id: 'false', name: t('users.notLocked') },
              ]}
              optionLabel="name"
              optionValue="id"
              showClear
              placeholder={t('users.any')}
              onChange={(event) =>
                update({ locked: event.value === 'true' ? true : event.value === 'false' ? false : null })
              }
            />
          </div>
        </div>

        <DataTable
          value={page.data?.rows ?? []}
          dataKey="id"
          lazy
          paginator
          first={state.page * state.size}
          rows={state.size}
          totalRecords={page.data?.total ?? 0}
          rowsPerPageOptions={[...TABLE_PAGE_SIZE_OPTIONS]}
          onPage={onPage}
          sortField={state.sortField}
          sortOrder={state.sortOrder === 'desc' ? -1 : 1}
          onSort={onSort}
          loading={page.isFetching}
          emptyMessage={page.isError ? failureMessage(page.error, 'load', 'users') : t('users.empty')}
          aria-label={t('users.title')}
          size="small"
        >
          <Column
            header={t('users.avatar')}
            body={(user: UserRow) => (
              <OwnerAvatar avatarUrl={user.avatarUrl} initials={user.initials} name={user.name} />
            )}
          />
          <Column field="lastName" header={t('users.name')} sortable body={(user: UserRow) => user.name} />
          <Column field="email" header={t('users.email')} sortable />
          <Column
            field="roleId"
            header={t('users.role')}
            sortable
            body={(user: UserRow) => labels.enumeration(Role, user.roleId)}
          />
          <Column field="companyName" header={t('users.company')} />
          <Column
            field="statusId"
            header={t('users.status')}
            sortable
            body={(user: UserRow) =>
              // Inactive stands out from Active in colour, lightness and icon (issue 11).
              user.statusId === UserStatus.ids.ACTIVE ? (
                <Tag
                  value={labels.enumeration(UserStatus, user.statusId)}
                  severity="success"
                  icon="pi pi-check"
                />
              ) : (
                <Tag
                  value={labels.enumeration(UserStatus, user.statusId)}
                  severity="warning"
                  icon="pi pi-ban"
                />
              )
            }
          />
          <Column
            header={t('users.locked')}
            body={(user: UserRow) =>
              user.locked ? <Tag value={t('users.lockedTag')} severity="danger" /> : null
            }
          />
          <Column header={t('users.actions')} body={actionsOf} />
        </DataTable>
      </div>

      <UserEditorDialog user={editing} onClose={() => setEditing(null)} />
      <SetPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
    </section>
  );
}
