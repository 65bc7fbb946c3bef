import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATALOG_TABLE_STATE,
  readProductSizeTableState,
  readProductTableState,
  toProductListQuery,
  toProductSizeListQuery,
  writeCatalogTableState,
} from './catalog-table-state';

describe('catalog table state in the URL', () => {
  it('round-trips the size table view, with 1-based pages in the URL', () => {
    const state = {
      ...DEFAULT_CATALOG_TABLE_STATE,
      page: 1,
      size: 100,
      sortField: 'categoryName',
      sortOrder: 'desc' as const,
      search: '3 gal',
      typeId: 2,
      categoryId: 14,
    };
    const params = writeCatalogTableState(state);
    expect(params.get('page')).toBe('2');
    expect(readProductSizeTableState(params)).toEqual(state);
  });

  it('keeps the plain route clean and reads category 0 (N/A) as a real filter', () => {
    expect(writeCatalogTableState(DEFAULT_CATALOG_TABLE_STATE).toString()).toBe('');
    expect(readProductTableState(new URLSearchParams('category=0')).categoryId).toBe(0);
  });

  it('falls back to defaults for invalid values', () => {
    const state = readProductSizeTableState(
      new URLSearchParams('size=30&sort=price&type=5&page=-1&order=up'),
    );
    expect(state).toEqual(DEFAULT_CATALOG_TABLE_STATE);
    // A size-table sort field is not a product one, and products have no type filter.
    expect(readProductTableState(new URLSearchParams('sort=selectCode&type=1'))).toEqual(
      DEFAULT_CATALOG_TABLE_STATE,
    );
  });

  it('leaves the product order to the server (relevance while searching) until a column is clicked', () => {
    const searching = { ...DEFAULT_CATALOG_TABLE_STATE, search: 'acer rubrm', categoryId: 1 };
    expect(toProductListQuery(searching)).toEqual({
      page: 1,
      size: 25,
      search: 'acer rubrm',
      categoryId: 1,
    });
    expect(toProductListQuery({ ...searching, sortField: 'sku', sortOrder: 'desc' })).toMatchObject({
      sortField: 'sku',
      sortOrder: 'desc',
    });
  });

  it('sends the type and category filters of the size table', () => {
    expect(
      toProductSizeListQuery({ ...DEFAULT_CATALOG_TABLE_STATE, typeId: 1, categoryId: 3, page: 4 }),
    ).toEqual({ page: 5, size: 25, typeId: 1, categoryId: 3 });
  });
});
