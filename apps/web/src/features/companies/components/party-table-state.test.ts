import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PARTY_TABLE_STATE,
  readPartyTableState,
  toCompanyListQuery,
  writePartyTableState,
} from './party-table-state';

describe('company table state in the URL', () => {
  it('round-trips filters, sort and page, with 1-based pages in the URL', () => {
    const state = {
      ...DEFAULT_PARTY_TABLE_STATE,
      page: 2,
      size: 50,
      sortField: 'city',
      sortOrder: 'desc' as const,
      search: 'mirabel',
      companyTypeId: 2,
      tier: 'unassigned' as const,
      registered: true,
      preferred: false,
    };
    const params = writePartyTableState(state);
    expect(params.get('page')).toBe('3');
    expect(readPartyTableState(params, 'company')).toEqual(state);
  });

  it('falls back to defaults for invalid values and drops company filters for transporters', () => {
    const params = new URLSearchParams('size=7&sort=tier&tier=9&type=2&page=x');
    expect(readPartyTableState(params, 'company')).toMatchObject({
      size: 25,
      sortField: 'tier',
      tier: null,
      page: 0,
    });
    expect(readPartyTableState(params, 'transporter')).toMatchObject({
      sortField: 'name',
      companyTypeId: null,
    });
  });

  it('sends the unassigned tier and flags as the API expects', () => {
    const query = toCompanyListQuery({ ...DEFAULT_PARTY_TABLE_STATE, tier: 'unassigned', preferred: true });
    expect(query).toMatchObject({
      tier: 'unassigned',
      preferred: 'true',
      sortField: 'name',
      page: 0,
      size: 25,
    });
  });
});
