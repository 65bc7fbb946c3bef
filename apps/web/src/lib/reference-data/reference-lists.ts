import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  CompanyTier,
  CompanyType,
  Country,
  countrySchema,
  deliveryTimeSchema,
  Language,
  languageSchema,
  Province,
  provinceSchema,
  sizeCategorySchema,
  sizeUnitSchema,
  Timezone,
  timezoneSchema,
  truckAddOnSchema,
  TruckType,
  truckSubTypeSchema,
  vehicleTypeSchema,
} from '@portal/contracts';
import { apiClient } from '../api-client';
import type { LabelHelpers } from '../i18n-labels';

/**
 * The one reference-data layer of the web app (issue 12, decision 121): every bounded list a form or a filter
 * picks from — fetched ones (spec 001 §7 provinces, countries, timezones, languages, the catalog's size and spec
 * categories and units, the delivery tables) and the contracts enumerations (company types, tiers) — under one
 * query key, each with the rule that names its rows in the user's language.
 */

/** Every reference query starts with this key: one `invalidateQueries` refreshes them all. */
export const REFERENCE_DATA_QUERY_KEY = ['reference'] as const;

/**
 * Reference lists change with a release or a super admin's edit, not while someone works: an hour before a
 * screen asks again. Their names in the user's language come from the dictionary at render, so a dictionary
 * edit shows at once without a fetch.
 */
export const REFERENCE_STALE_TIME_MS = 60 * 60 * 1000;

interface ReferenceListDefinition<TRow extends { readonly id: number }> {
  /** The rows: fetched, or the contracts enumeration's own (then never fetched). */
  readonly load: (signal: AbortSignal) => Promise<TRow[]>;
  readonly initialRows?: TRow[];
  /** The row's name in the user's language. */
  readonly nameOf: (row: TRow, labels: LabelHelpers) => string;
}

function fetchedList<TRow extends { readonly id: number }>(
  path: string,
  schema: z.ZodType<TRow>,
  nameOf: (row: TRow, labels: LabelHelpers) => string,
): ReferenceListDefinition<TRow> {
  const listSchema = z.array(schema);
  return { load: (signal) => apiClient.get(path, { schema: listSchema, signal }), nameOf };
}

/** A server list whose names the dictionary translates as `label.<list>.<id>` (decision 070). */
function dictionaryList<TRow extends { readonly id: number; readonly name: string }>(
  path: string,
  schema: z.ZodType<TRow>,
  labelList: string,
): ReferenceListDefinition<TRow> {
  return fetchedList(path, schema, (row, labels) => labels.label(labelList, row.id, row.name));
}

interface EnumerationRow {
  readonly id: number;
  readonly name: string;
}

/** A contracts enumeration as a reference list: no call, the ids and words are the spec's. */
function enumerationList(enumeration: {
  readonly name: string;
  readonly options: ReadonlyArray<{ readonly id: number; readonly label: string }>;
}): ReferenceListDefinition<EnumerationRow> {
  const rows = enumeration.options.map((option) => ({ id: option.id, name: option.label }));
  return {
    load: () => Promise.resolve(rows),
    initialRows: rows,
    nameOf: (row, labels) => labels.label(enumeration.name, row.id, row.name),
  };
}

/** A catalog list with its own English and French names (size and spec categories, units). */
function bilingualList<
  TRow extends { readonly id: number; readonly name: string; readonly nameFr: string | null },
>(
  path: string,
  schema: z.ZodType<TRow>,
  nameOf: (row: TRow, localized: string) => string = (_row, localized) => localized,
): ReferenceListDefinition<TRow> {
  return fetchedList(path, schema, (row, labels) => nameOf(row, labels.localized(row.name, row.nameFr)));
}

export const REFERENCE_LISTS = {
  provinces: dictionaryList('provinces', provinceSchema, Province.name),
  countries: dictionaryList('countries', countrySchema, Country.name),
  timezones: dictionaryList('timezones', timezoneSchema, Timezone.name),
  languages: dictionaryList('languages', languageSchema, Language.name),
  companyTypes: enumerationList(CompanyType),
  companyTiers: enumerationList(CompanyTier),
  sizeCategories: bilingualList('sizeCategories', sizeCategorySchema),
  specCategories: bilingualList('specCategories', sizeCategorySchema),
  sizeUnits: bilingualList('sizeUnits', sizeUnitSchema, (unit, name) => `${name} (${unit.symbol})`),
  // spec 001 §7 delivery reference data (decision 062); the dictionary may name them, else the server's English.
  deliveryTimes: dictionaryList('deliveryTimes', deliveryTimeSchema, 'delivery_time'),
  vehicleTypes: dictionaryList('vehicleTypes', vehicleTypeSchema, TruckType.name),
  truckSubTypes: dictionaryList('truckSubTypes', truckSubTypeSchema, 'truck_sub_type'),
  truckAddOns: dictionaryList('truckAddOns', truckAddOnSchema, 'truck_add_on'),
};

export type ReferenceListName = keyof typeof REFERENCE_LISTS;

/** The rows of a list as the server (or the enumeration) gives them. */
export type ReferenceRow<TList extends ReferenceListName> =
  (typeof REFERENCE_LISTS)[TList] extends ReferenceListDefinition<infer TRow> ? TRow : never;

export type ProvinceRow = ReferenceRow<'provinces'>;
export type CountryRow = ReferenceRow<'countries'>;
export type TimezoneRow = ReferenceRow<'timezones'>;
export type LanguageRow = ReferenceRow<'languages'>;

function definitionOf<TList extends ReferenceListName>(
  list: TList,
): ReferenceListDefinition<ReferenceRow<TList>> {
  return REFERENCE_LISTS[list] as unknown as ReferenceListDefinition<ReferenceRow<TList>>;
}

export function getReferenceListQueryOptions<TList extends ReferenceListName>(list: TList) {
  const definition = definitionOf(list);
  return queryOptions({
    queryKey: [...REFERENCE_DATA_QUERY_KEY, list] as const,
    queryFn: ({ signal }) => definition.load(signal),
    staleTime: REFERENCE_STALE_TIME_MS,
    ...(definition.initialRows ? { initialData: definition.initialRows } : {}),
  });
}

/** One reference list's rows (codes, country of a province, a unit's symbol…), cached for every screen. */
export function useReferenceList<TList extends ReferenceListName>(list: TList) {
  return useQuery(getReferenceListQueryOptions(list));
}

/** The name of one row in the user's language (for a list's own `nameOf` rule). */
export function referenceName<TList extends ReferenceListName>(
  list: TList,
  row: ReferenceRow<TList>,
  labels: LabelHelpers,
): string {
  return definitionOf(list).nameOf(row, labels);
}

/** Reads every reference list again (a release or a super admin changed one while screens are open). */
export function invalidateReferenceData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: REFERENCE_DATA_QUERY_KEY });
}
