import { describe, expect, it } from 'vitest';
import {
  createSavedViewRequestSchema,
  SAVED_VIEW_QUERY_MAX_LENGTH,
  savedViewQueryPageMessage,
  savedViewQuerySchema,
} from './saved-views';

describe('savedViewQuerySchema', () => {
  it('takes a table URL query, with or without its leading question mark', () => {
    expect(savedViewQuerySchema.parse('?sortField=name&columns=name%2Ccity')).toBe(
      'sortField=name&columns=name%2Ccity',
    );
    expect(savedViewQuerySchema.parse('search=caf%C3%A9+du+parc')).toBe('search=caf%C3%A9+du+parc');
    expect(savedViewQuerySchema.parse('')).toBe('');
  });

  it('refuses a query that keeps the page: a view opens on page 1', () => {
    const result = savedViewQuerySchema.safeParse('search=x&page=2');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(savedViewQueryPageMessage);
  });

  it('refuses text that is not an encoded query: spaces, a hash, control characters, unencoded accents', () => {
    for (const query of ['search=a b', 'search=a#b', 'search=a\u0000', 'search=café']) {
      expect(savedViewQuerySchema.safeParse(query).success, query).toBe(false);
    }
  });

  it(`refuses a query longer than ${SAVED_VIEW_QUERY_MAX_LENGTH} characters`, () => {
    expect(savedViewQuerySchema.safeParse(`a=${'b'.repeat(SAVED_VIEW_QUERY_MAX_LENGTH - 2)}`).success).toBe(
      true,
    );
    expect(savedViewQuerySchema.safeParse(`a=${'b'.repeat(SAVED_VIEW_QUERY_MAX_LENGTH - 1)}`).success).toBe(
      false,
    );
  });
});

describe('createSavedViewRequestSchema', () => {
  it('trims the name and accepts only the tables that offer saved views', () => {
    expect(
      createSavedViewRequestSchema.parse({ tableKey: 'companies', name: '  Quebec  ', query: '' }),
    ).toEqual({
      tableKey: 'companies',
      name: 'Quebec',
      query: '',
    });
    expect(createSavedViewRequestSchema.safeParse({ tableKey: 'orders', name: 'x', query: '' }).success).toBe(
      false,
    );
  });
});
