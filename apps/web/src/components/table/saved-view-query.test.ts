import { describe, expect, it } from 'vitest';
import { isSameViewQuery, shareLinkOf, viewQueryOf } from './saved-view-query';

describe('viewQueryOf', () => {
  it('keeps every parameter of the table but the page', () => {
    const params = new URLSearchParams('page=3&search=nurs&sortField=name&sortOrder=desc&columns=name,city');
    expect(viewQueryOf(params)).toBe('search=nurs&sortField=name&sortOrder=desc&columns=name%2Ccity');
  });

  it('gives the empty query for the table as it opens', () => {
    expect(viewQueryOf(new URLSearchParams('page=2'))).toBe('');
  });
});

describe('isSameViewQuery', () => {
  it('ignores the order and the encoding of the parameters, and the page', () => {
    expect(isSameViewQuery('sortField=name&search=a%20b', 'search=a+b&page=4&sortField=name')).toBe(true);
    expect(isSameViewQuery('columns=name,city', 'columns=name%2Ccity')).toBe(true);
  });

  it('tells views apart by any value or parameter', () => {
    expect(isSameViewQuery('sortField=name', 'sortField=city')).toBe(false);
    expect(isSameViewQuery('sortField=name', 'sortField=name&search=x')).toBe(false);
    expect(isSameViewQuery('search=x&search=y', 'search=x')).toBe(false);
  });
});

describe('shareLinkOf', () => {
  const address = { origin: 'https://portal.example.com', pathname: '/' };

  it('puts the route and the query behind the hash', () => {
    expect(shareLinkOf(address, '/users/company-management', 'search=nurs&sortOrder=desc')).toBe(
      'https://portal.example.com/#/users/company-management?search=nurs&sortOrder=desc',
    );
  });

  it('keeps the path the portal is served under, and leaves out an empty query', () => {
    expect(shareLinkOf({ ...address, pathname: '/portal/' }, '/admin/action-log', '')).toBe(
      'https://portal.example.com/portal/#/admin/action-log',
    );
  });
});
