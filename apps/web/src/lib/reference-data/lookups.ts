import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import {
  autocompleteAddressResponseSchema,
  catalogSearchResultSchema,
  companyOptionSchema,
  GEO_TEXT_MAX_LENGTH,
  lookupSchema,
  ownerUserSchema,
  productSchema,
  productSizePageSchema,
  ProductSizeType,
  transporterPageSchema,
  type AddressSuggestion,
  type Lookup,
} from '@portal/contracts';
import { apiClient } from '../api-client';
import { REFERENCE_DATA_QUERY_KEY } from './reference-lists';

/**
 * The searches behind the pickers (issue 12, decision 121): each asks the server for a bounded handful of
 * records matching what was typed, so a picker never loads a whole table. A picker's value is the record's id;
 * `name` is what the box shows and `detail` what tells two namesakes apart.
 */
export interface PickerOption {
  readonly id: number;
  readonly name: string;
  readonly detail?: string | null;
}

/** How many matches a picker offers: a page to choose from, never the whole table (issue 5). */
export const PICKER_MATCH_COUNT = 20;

const query = (parameters: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(parameters)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

export interface SearchSettings {
  readonly signal?: AbortSignal;
  readonly limit?: number;
}

/**
 * Companies whose name or city contains the text: of one type (spec 001 §7 companiesByTypeId/{id}), or of any
 * type (companiesLookup, the user editor's company).
 */
export async function searchCompanies(
  text: string,
  settings: SearchSettings & { readonly companyTypeId?: number | undefined } = {},
): Promise<PickerOption[]> {
  const { signal, companyTypeId, limit = PICKER_MATCH_COUNT } = settings;
  if (companyTypeId === undefined) {
    const found: Lookup[] = await apiClient.get(`companiesLookup${query({ search: text.trim() })}`, {
      schema: z.array(lookupSchema),
      ...(signal ? { signal } : {}),
    });
    return found.map((company) => ({ id: company.id, name: company.name }));
  }
  const found = await apiClient.get(
    `companiesByTypeId/${companyTypeId}${query({ search: text.trim(), limit })}`,
    { schema: z.array(companyOptionSchema), ...(signal ? { signal } : {}) },
  );
  return found.map((company) => ({ id: company.id, name: company.name, detail: company.city }));
}

/** Transporters whose name or city contains the text (spec 001 §7 transporters), by name. */
export async function searchTransporters(
  text: string,
  settings: SearchSettings = {},
): Promise<PickerOption[]> {
  const { signal, limit = PICKER_MATCH_COUNT } = settings;
  const page = await apiClient.get(
    `transporters${query({ page: 1, size: limit, sortField: 'name', sortOrder: 'asc', search: text.trim() })}`,
    { schema: transporterPageSchema, ...(signal ? { signal } : {}) },
  );
  return page.rows.map((transporter) => ({
    id: transporter.id,
    name: transporter.name,
    detail: transporter.city,
  }));
}

/**
 * Active users of a role whose name or email contains the text (spec 001 §7 activeUsers/{role}, decision 121),
 * of one company when `companyId` is given (decision 144). Several roles (a buyer or a buyer admin) ask the call
 * once per role and answer one list by name, still at most `limit`.
 */
export async function searchActiveUsers(
  roleId: number | readonly number[],
  text: string,
  settings: SearchSettings & { readonly companyId?: number | undefined } = {},
): Promise<PickerOption[]> {
  const { signal, limit = PICKER_MATCH_COUNT, companyId } = settings;
  const roleIds = typeof roleId === 'number' ? [roleId] : roleId;
  const answers = await Promise.all(
    roleIds.map((id) =>
      apiClient.get(`activeUsers/${id}${query({ search: text.trim(), limit, companyId })}`, {
        schema: z.array(ownerUserSchema),
        ...(signal ? { signal } : {}),
      }),
    ),
  );
  const users = answers.flat();
  if (roleIds.length > 1) users.sort((left, right) => left.name.localeCompare(right.name));
  return users.slice(0, limit).map((user) => ({ id: user.id, name: user.name, detail: user.email }));
}

/**
 * Products for a free-text line, ranked and typo-tolerant (the catalog search, decision 051): Latin or common
 * name, cultivar, SKU. `linkableOnly` keeps the products a quote or order line may link to (decision 050).
 */
export async function searchProducts(
  text: string,
  settings: SearchSettings & { readonly linkableOnly?: boolean } = {},
): Promise<PickerOption[]> {
  const { signal, limit = PICKER_MATCH_COUNT, linkableOnly } = settings;
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const result = await apiClient.get(
    `catalogSearch${query({ text: trimmed, limit, ...(linkableOnly ? { linkableOnly: true } : {}) })}`,
    { schema: catalogSearchResultSchema, ...(signal ? { signal } : {}) },
  );
  return result.products.map(({ product }) => ({
    id: product.id,
    name: product.displayName,
    detail: product.sku,
  }));
}

/** Sizes (typeId 1) or specs (2) of the library whose name, code or alias is like the text (typo-tolerant). */
export async function searchProductSizes(
  typeId: number,
  text: string,
  settings: SearchSettings = {},
): Promise<PickerOption[]> {
  const { signal, limit = PICKER_MATCH_COUNT } = settings;
  const page = await apiClient.get(
    `productSizes${query({ page: 1, size: limit, typeId, search: text.trim() })}`,
    {
      schema: productSizePageSchema,
      ...(signal ? { signal } : {}),
    },
  );
  return page.rows.map((size) => ({ id: size.id, name: size.name, detail: size.categoryName }));
}

/** A product changes while people work (a size added): a minute, then a picker reads it again. */
const PRODUCT_STALE_TIME_MS = 60 * 1000;

/** GET product/{id}: the product with its items (its sizes, each with its specs), for a size or spec picker. */
export function getPickedProductQueryOptions(productId: number) {
  return queryOptions({
    queryKey: [...REFERENCE_DATA_QUERY_KEY, 'product', productId] as const,
    queryFn: ({ signal }) => apiClient.get(`product/${productId}`, { schema: productSchema, signal }),
    staleTime: PRODUCT_STALE_TIME_MS,
  });
}

/** The sizes (typeId 1) or specs (2) a product comes in (its items), each once, in the items' order. */
export function productSizeChoices(
  items: ReadonlyArray<{
    readonly productSizeId: number;
    readonly productSizeName: string;
    readonly specs: ReadonlyArray<{ readonly id: number; readonly name: string }>;
  }>,
  typeId: number,
): PickerOption[] {
  const byId = new Map<number, PickerOption>();
  for (const item of items) {
    const choices =
      typeId === ProductSizeType.ids.SIZE
        ? [{ id: item.productSizeId, name: item.productSizeName }]
        : item.specs;
    for (const choice of choices) if (!byId.has(choice.id)) byId.set(choice.id, choice);
  }
  return [...byId.values()];
}

/**
 * The search behind a size or spec cell of a line: the sizes (or specs) the line's product comes in that match
 * the text; the whole library (typo-tolerant) when there is no product or none of its own matches — a buyer may
 * ask for a size the catalog has not linked to that product yet.
 */
export function useProductSizeSearch(): (
  typeId: number,
  productId: number | null,
  text: string,
  signal?: AbortSignal,
) => Promise<PickerOption[]> {
  const queryClient = useQueryClient();
  return useCallback(
    async (typeId, productId, text, signal) => {
      const settings = signal ? { signal } : {};
      if (productId === null) return searchProductSizes(typeId, text, settings);
      const product = await queryClient.fetchQuery(getPickedProductQueryOptions(productId));
      const wanted = text.trim().toLowerCase();
      const own = productSizeChoices(product.items, typeId).filter((choice) =>
        choice.name.toLowerCase().includes(wanted),
      );
      return own.length > 0 ? own : searchProductSizes(typeId, text, settings);
    },
    [queryClient],
  );
}

const ADDRESS_SUGGESTIONS_QUERY_KEY = ['geo', 'autocompleteAddress'] as const;
/** Places and postal codes do not move: a suggestion list fetched once serves the whole session. */
const SUGGESTIONS_STALE_TIME_MS = 10 * 60 * 1000;

/** GET /api/autocompleteAddress/:text: places and postal codes matching what was typed (spec 001 §7). */
export function autocompleteAddress(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return apiClient.get(`autocompleteAddress/${encodeURIComponent(text)}`, {
    schema: autocompleteAddressResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getAutocompleteAddressQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...ADDRESS_SUGGESTIONS_QUERY_KEY, text],
    queryFn: ({ signal }) => autocompleteAddress(text, signal),
    staleTime: SUGGESTIONS_STALE_TIME_MS,
  });
}

/**
 * Suggestions for an address box, which asks on its own schedule (debounced, decision 048) rather than on
 * render: cached per text, so retyping a prefix answers at once. A failure suggests nothing; the address stays
 * editable by hand.
 */
export function useAddressSuggestions(): (text: string) => Promise<AddressSuggestion[]> {
  const queryClient = useQueryClient();
  return useCallback(
    async (text: string) => {
      const trimmed = text.trim().slice(0, GEO_TEXT_MAX_LENGTH);
      if (trimmed === '') return [];
      try {
        return await queryClient.fetchQuery(getAutocompleteAddressQueryOptions(trimmed));
      } catch {
        return [];
      }
    },
    [queryClient],
  );
}
