import { describe, expect, it } from 'vitest';
import { companyListQuerySchema, userPageQuerySchema } from '@portal/contracts';
import { parseTableQuery, toApiSearchParams, writeTableQuery } from './use-url-table-state';

describe('a table view in the URL', () => {
  const defaults = userPageQuerySchema.parse({});

  it('reads the view with the schema the server validates with, 1-based', () => {
    const query = parseTableQuery(
      userPageQuerySchema,
      new URLSearchParams('page=3&size=50&sortField=email&sortOrder=desc&search=lind&roleId=4&locked=true'),
    );
    expect(query).toMatchObject({
      page: 3,
      size: 50,
      sortField: 'email',
      sortOrder: 'desc',
      search: 'lind',
      roleId: 4,
      locked: true,
    });
  });

  it('drops only the values the schema refuses, keeping the rest of a hand-edited link', () => {
    const query = parseTableQuery(
      userPageQuerySchema,
      new URLSearchParams('page=0&sortField=passwordHash&search=lind&roleId=x&locked=maybe'),
    );
    expect(query).toEqual({ ...defaults, search: 'lind' });
  });

  it('ignores the parameters the table keeps for itself and those no filter knows', () => {
    const query = parseTableQuery(
      userPageQuerySchema,
      new URLSearchParams('columns=name,email&view=board&x=1'),
    );
    expect(query).toEqual(defaults);
  });

  it('writes only what differs from the defaults, and carries columns and view', () => {
    const params = writeTableQuery(
      { ...defaults, page: 2, search: 'lind', locked: false },
      defaults,
      new URLSearchParams('columns=name&view=table&search=old'),
    );
    expect(params.toString()).toBe('page=2&search=lind&locked=false&columns=name&view=table');
    expect(writeTableQuery(defaults, defaults).toString()).toBe('');
  });

  it('round-trips through the URL to the same query', () => {
    const query = parseTableQuery(
      companyListQuerySchema,
      new URLSearchParams('search=Rivi%C3%A8re&sortOrder=desc&registered=true'),
    );
    const again = parseTableQuery(
      companyListQuerySchema,
      writeTableQuery(query, companyListQuerySchema.parse({})),
    );
    expect(again).toEqual(query);
  });

  it('sends the API every value, defaults included', () => {
    expect(toApiSearchParams({ ...defaults, locked: true }).toString()).toBe(
      'page=1&size=25&sortField=id&sortOrder=asc&locked=true',
    );
  });
});
