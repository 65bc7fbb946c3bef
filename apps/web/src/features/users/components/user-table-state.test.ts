import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_TABLE_STATE,
  readUserTableState,
  toUserPageQuery,
  writeUserTableState,
} from './user-table-state';

describe('user table state in the URL', () => {
  it('round-trips every field', () => {
    const state = {
      page: 3,
      size: 50,
      sortField: 'lastName' as const,
      sortOrder: 'desc' as const,
      search: 'gagnon',
      roleId: 3,
      statusId: 1,
      companyId: 12,
      locked: true,
    };
    const params = writeUserTableState(state);
    expect(params.get('page')).toBe('4');
    expect(readUserTableState(params)).toEqual(state);
  });

  it('keeps the default view out of the URL', () => {
    expect(writeUserTableState(DEFAULT_USER_TABLE_STATE).toString()).toBe('');
  });

  it('falls back to defaults for values the table does not offer', () => {
    const state = readUserTableState(new URLSearchParams('size=33&sort=passwordHash&page=-2&role=x'));
    expect(state).toEqual(DEFAULT_USER_TABLE_STATE);
  });

  it('sends only the filters that are set', () => {
    expect(toUserPageQuery({ ...DEFAULT_USER_TABLE_STATE, locked: false })).toEqual({
      page: 0,
      size: 25,
      sortField: 'id',
      sortOrder: 'asc',
      locked: 'false',
    });
  });
});
