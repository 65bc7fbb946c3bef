import {
  DEFAULT_PAGE_SIZE,
  PRODUCT_SIZE_SORT_FIELDS,
  PRODUCT_SORT_FIELDS,
  ProductSizeType,
  TABLE_PAGE_SIZE_OPTIONS,
  type ProductListQueryInput,
  type ProductSizeListQueryInput,
} from '@portal/contracts';

/**
 * The catalog tables' view as URL search parameters (filters, sort and page are kept in the URL so a view can be
 * bookmarked and shared, as on the other management screens). Unknown or invalid values fall back to defaults.
 */
export interface CatalogTableState {
  page: number;
  size: number;
  /** null: the server's order (by relevance while searching, else by name). */
  sortField: string | null;
  sortOrder: 'asc' | 'desc';
  search: string;
  categoryId: number | null;
  /** Size & Spec Management only: Size (1) or Spec (2). */
  typeId: number | null;
}

export const DEFAULT_CATALOG_TABLE_STATE: CatalogTableState = {
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  sortField: null,
  sortOrder: 'asc',
  search: '',
  categoryId: null,
  typeId: null,
};

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

const SIZE_TYPE_IDS: readonly number[] = [ProductSizeType.ids.SIZE, ProductSizeType.ids.SPEC];

export function readCatalogTableState(
  params: URLSearchParams,
  sortFields: readonly string[],
): CatalogTableState {
  const size = wholeNumber(params.get('size'));
  const page = wholeNumber(params.get('page'));
  const sortField = params.get('sort');
  const typeId = wholeNumber(params.get('type'));
  return {
    // Pages are 1-based in the URL, as people read them.
    page: page !== null && page > 0 ? page - 1 : 0,
    size:
      size !== null && (TABLE_PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
        ? size
        : DEFAULT_PAGE_SIZE,
    sortField: sortField !== null && sortFields.includes(sortField) ? sortField : null,
    sortOrder: params.get('order') === 'desc' ? 'desc' : 'asc',
    search: params.get('search')?.trim() ?? '',
    // Category 0 (N/A) is a real category, so 0 is a valid filter.
    categoryId: wholeNumber(params.get('category')),
    typeId: typeId !== null && SIZE_TYPE_IDS.includes(typeId) ? typeId : null,
  };
}

/** Only values that differ from the defaults go in the URL, so the plain route stays clean. */
export function writeCatalogTableState(state: CatalogTableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 0) params.set('page', String(state.page + 1));
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('size', String(state.size));
  if (state.sortField !== null) params.set('sort', state.sortField);
  if (state.sortField !== null && state.sortOrder !== 'asc') params.set('order', state.sortOrder);
  if (state.search !== '') params.set('search', state.search);
  if (state.categoryId !== null) params.set('category', String(state.categoryId));
  if (state.typeId !== null) params.set('type', String(state.typeId));
  return params;
}

export function readProductTableState(params: URLSearchParams): CatalogTableState {
  return { ...readCatalogTableState(params, PRODUCT_SORT_FIELDS), typeId: null };
}

export function readProductSizeTableState(params: URLSearchParams): CatalogTableState {
  return readCatalogTableState(params, PRODUCT_SIZE_SORT_FIELDS);
}

/**
 * Without a sort field the server ranks a search by relevance (the typo-tolerant catalog search) and orders the
 * plain list by Latin name; so the field is only sent when the user clicked a column.
 */
export function toProductListQuery(state: CatalogTableState): ProductListQueryInput {
  const sortField = PRODUCT_SORT_FIELDS.find((field) => field === state.sortField);
  return {
    // The table counts pages from 0 (its paginator's index); the API from 1 (decision 085).
    page: state.page + 1,
    size: state.size,
    ...(sortField ? { sortField, sortOrder: state.sortOrder } : {}),
    ...(state.search !== '' ? { search: state.search } : {}),
    ...(state.categoryId !== null ? { categoryId: state.categoryId } : {}),
  };
}

export function toProductSizeListQuery(state: CatalogTableState): ProductSizeListQueryInput {
  const sortField = PRODUCT_SIZE_SORT_FIELDS.find((field) => field === state.sortField);
  return {
    // The table counts pages from 0 (its paginator's index); the API from 1 (decision 085).
    page: state.page + 1,
    size: state.size,
    ...(sortField ? { sortField, sortOrder: state.sortOrder } : {}),
    ...(state.search !== '' ? { search: state.search } : {}),
    ...(state.typeId !== null ? { typeId: state.typeId } : {}),
    ...(state.categoryId !== null ? { categoryId: state.categoryId } : {}),
  };
}
