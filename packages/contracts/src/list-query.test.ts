import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import { FIRST_PAGE, listQuerySchema, MAX_LIST_OFFSET, pageOffset, pageSchema } from './list-query';

const schema = listQuerySchema({
  sortFields: ['name', 'city', 'id'],
  defaultSort: { field: 'name', order: 'asc' },
  filters: {
    search: z.string().trim().max(20).optional(),
    typeId: z.coerce.number().int().positive().optional(),
  },
});

function issueFields(result: { success: boolean; error?: z.ZodError }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('listQuerySchema', () => {
  it('defaults to the first page (1), the default size and the default sort', () => {
    expect(schema.parse({})).toEqual({
      page: FIRST_PAGE,
      size: DEFAULT_PAGE_SIZE,
      sortField: 'name',
      sortOrder: 'asc',
    });
    expect(FIRST_PAGE).toBe(1);
  });

  it('parses a query string as text, filters included', () => {
    expect(
      schema.parse({
        page: '3',
        size: '50',
        sortField: 'city',
        sortOrder: 'desc',
        search: ' oak ',
        typeId: '2',
      }),
    ).toEqual({
      page: 3,
      size: 50,
      sortField: 'city',
      sortOrder: 'desc',
      search: 'oak',
      typeId: 2,
    });
  });

  it.each([
    ['page', { page: '0' }],
    ['page', { page: '-1' }],
    ['page', { page: '1.5' }],
    ['size', { size: '0' }],
    ['size', { size: String(MAX_PAGE_SIZE + 1) }],
    ['sortField', { sortField: 'password' }],
    ['sortOrder', { sortOrder: 'up' }],
    ['typeId', { typeId: 'x' }],
  ])('refuses a bad %s, naming it', (field, query) => {
    expect(issueFields(schema.safeParse(query))).toEqual([field]);
  });

  it('serves pages up to the offset bound and refuses the first page beyond it, naming page', () => {
    const lastServed = MAX_LIST_OFFSET / 100; // rows 9,900–9,999
    expect(schema.safeParse({ page: lastServed, size: 100 }).success).toBe(true);
    expect(issueFields(schema.safeParse({ page: lastServed + 1, size: 100 }))).toEqual(['page']);
    const shallow = listQuerySchema({
      sortFields: ['id'],
      defaultSort: { field: 'id', order: 'desc' },
      maxOffset: 50,
    });
    expect(shallow.safeParse({ page: 2, size: 25 }).success).toBe(true);
    expect(issueFields(shallow.safeParse({ page: 3, size: 25 }))).toEqual(['page']);
  });

  it('turns a 1-based page into a 0-based row offset', () => {
    expect(pageOffset(1, 25)).toBe(0);
    expect(pageOffset(4, 25)).toBe(75);
  });
});

describe('pageSchema', () => {
  it('is one shape for every list, the capped flag optional', () => {
    const page = pageSchema(z.object({ id: z.number() }));
    expect(page.parse({ rows: [{ id: 1 }], total: 1, page: 1, size: 25 })).toEqual({
      rows: [{ id: 1 }],
      total: 1,
      page: 1,
      size: 25,
    });
    expect(page.safeParse({ rows: [], total: 0, isTotalCapped: 'no', page: 1, size: 25 }).success).toBe(
      false,
    );
  });
});
