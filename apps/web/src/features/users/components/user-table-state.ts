import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_USER_SORT_FIELD,
  TABLE_PAGE_SIZE_OPTIONS,
  USER_SORT_FIELDS,
  type UserPageQuery,
  type UserSortField,
} from '@portal/contracts';

/**
 * The User Management view as URL search parameters (issue 4: filters, sort and page are kept in the URL so a
 * view can be bookmarked and shared). Unknown or invalid values fall back to the defaults.
 */
export interface UserTableState {
  page: number;
  size: number;
  sortField: UserSortField;
  sortOrder: 'asc' | 'desc';
  search: string;
  roleId: number | null;
  statusId: number | null;
  companyId: number | null;
  locked: boolean | null;
}

export const DEFAULT_USER_TABLE_STATE: UserTableState = {
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  sortField: DEFAULT_USER_SORT_FIELD,
  sortOrder: 'asc',
  search: '',
  roleId: null,
  statusId: null,
  companyId: null,
  locked: null,
};

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return parsed > 0 ? parsed : null;
}

export function readUserTableState(params: URLSearchParams): UserTableState {
  const size = positiveInteger(params.get('size'));
  const sortField = params.get('sort');
  const locked = params.get('locked');
  return {
    page: Math.max(0, (positiveInteger(params.get('page')) ?? 1) - 1),
    size:
      size !== null && (TABLE_PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
        ? size
        : DEFAULT_PAGE_SIZE,
    sortField: USER_SORT_FIELDS.find((field) => field === sortField) ?? DEFAULT_USER_SORT_FIELD,
    sortOrder: params.get('order') === 'desc' ? 'desc' : 'asc',
    search: params.get('search')?.trim() ?? '',
    roleId: positiveInteger(params.get('role')),
    statusId: positiveInteger(params.get('status')),
    companyId: positiveInteger(params.get('company')),
    locked: locked === 'true' ? true : locked === 'false' ? false : null,
  };
}

/** Only values that differ from the defaults go in the URL, so the plain route stays /users/user-management. */
export function writeUserTableState(state: UserTableState): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = DEFAULT_USER_TABLE_STATE;
  // Pages are 1-based in the URL, as people read them.
  if (state.page !== defaults.page) params.set('page', String(state.page + 1));
  if (state.size !== defaults.size) params.set('size', String(state.size));
  if (state.sortField !== defaults.sortField) params.set('sort', state.sortField);
  if (state.sortOrder !== defaults.sortOrder) params.set('order', state.sortOrder);
  if (state.search !== '') params.set('search', state.search);
  if (state.roleId !== null) params.set('role', String(state.roleId));
  if (state.statusId !== null) params.set('status', String(state.statusId));
  if (state.companyId !== null) params.set('company', String(state.companyId));
  if (state.locked !== null) params.set('locked', String(state.locked));
  return params;
}

export function toUserPageQuery(state: UserTableState): UserPageQuery {
  return {
    page: state.page,
    size: state.size,
    sortField: state.sortField,
    sortOrder: state.sortOrder,
    ...(state.search !== '' ? { search: state.search } : {}),
    ...(state.roleId !== null ? { roleId: state.roleId } : {}),
    ...(state.statusId !== null ? { statusId: state.statusId } : {}),
    ...(state.companyId !== null ? { companyId: state.companyId } : {}),
    ...(state.locked !== null ? { locked: state.locked ? 'true' : 'false' } : {}),
  };
}
