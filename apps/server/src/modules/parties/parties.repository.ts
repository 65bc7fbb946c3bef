import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  inArray,
  isNull,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type {
  AddressInput,
  CompanyListQuery,
  CompanyRow,
  SortOrder,
  TransporterListQuery,
  TransporterRow,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import {
  appUser,
  company,
  companyAddress,
  companyType,
  country,
  province,
  transporter,
  transporterAddress,
} from '../../db/schema';
import { containsSearchParameter, foldedContains } from '../../db/search-fold';
import { toCoordinates } from '../../lib/addresses';
import {
  preparedPages,
  type PageStatement,
  type PageStatementQuery,
  type PreparedPages,
  type PreparedPagesDefinition,
} from '../../lib/paged-query';
import { updateVersioned } from '../../lib/versioned-write';

/**
 * Companies and transporters are parties (spec 001 §3): the same contact and address fields, the same alternative
 * addresses, the same list. One implementation serves both (issue 12, docs/decisions/092); a `PartyStore` says
 * what differs in the database: the tables, the kind's own fields and joins, filters and sorts.
 */

type PartyTable = typeof company | typeof transporter;
type AddressTable = typeof companyAddress | typeof transporterAddress;

/** What every party list query carries (listQuerySchema's core and the shared filters). */
export interface PartyListQuery {
  page: number;
  size: number;
  sortField: string;
  sortOrder: SortOrder;
  search?: string | undefined;
  provinceId?: number | undefined;
}

/**
 * The fields whose values decide a party list's statement (lib/paged-query.ts): the sort, and the tier filter,
 * whose 'unassigned' reads `is null`. Every other filter is a parameter.
 */
type PartyPageShape = 'sortField' | 'sortOrder' | 'tier';

/** A party list query as its page statement is built from: the filters' values are placeholders. */
type PartyStatementQuery<TQuery> = PageStatementQuery<TQuery, PartyPageShape>;

/** The values a party row is written with: the shared columns, and the kind's own. */
export type TransporterValues = Omit<
  typeof transporter.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;
export type CompanyValues = Omit<typeof company.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** A kind's tables and queries. Methods (not function properties), so a kind's store is a store of any query. */
export interface PartyStore<TQuery extends PartyListQuery, TRow, TValues> {
  readonly table: PartyTable;
  readonly addressTable: AddressTable;
  /** The address table's column naming its party, and that column's key in an insert. */
  readonly addressOwner: PgColumn;
  readonly addressOwnerKey: 'companyId' | 'transporterId';
  /** The kind's own row fields, beyond those every party has; `join` provides their tables. */
  readonly fields: Readonly<Record<string, PgColumn>>;
  join(select: PgSelect): PgSelect;
  /** The kind's own filters, beyond the search text and the province. */
  filters(query: PartyStatementQuery<TQuery>): Array<SQL | undefined>;
  /** Each sort field's expression; a lower(…) expression matches the index of the same expression. */
  readonly sorts: Readonly<Record<TQuery['sortField'], SQL | PgColumn>>;
  insert(db: DatabaseExecutor, values: TValues): Promise<Array<{ id: number }>>;
  /** The rows' type, as the route's response schema (contracts) checks it. Never set: a type witness only. */
  readonly rowType?: TRow;
}

/** Any kind's store, for what does not depend on the kind's query. */
type Store<TRow = unknown, TValues = never> = PartyStore<PartyListQuery, TRow, TValues>;

export const companyStore: PartyStore<CompanyListQuery, CompanyRow, CompanyValues> = {
  table: company,
  addressTable: companyAddress,
  addressOwner: companyAddress.companyId,
  addressOwnerKey: 'companyId',
  fields: {
    companyTypeId: company.companyTypeId,
    companyTypeName: companyType.name,
    tier: company.tier,
    registered: company.registered,
    preferred: company.preferred,
  },
  join: (select) => select.innerJoin(companyType, eq(companyType.id, company.companyTypeId)),
  filters: (query) => [
    query.companyTypeId !== undefined ? eq(company.companyTypeId, query.companyTypeId) : undefined,
    query.tier === 'unassigned'
      ? isNull(company.tier)
      : query.tier !== undefined
        ? eq(company.tier, query.tier)
        : undefined,
    query.registered !== undefined ? eq(company.registered, query.registered) : undefined,
    query.preferred !== undefined ? eq(company.preferred, query.preferred) : undefined,
  ],
  sorts: {
    // lower(name) matches company_name_index, so a name sort reads the index in order (decision 039).
    name: sql`lower(${company.name})`,
    city: sql`lower(${company.city})`,
    companyTypeId: company.companyTypeId,
    tier: company.tier,
    provinceName: province.name,
    id: company.id,
  },
  insert: (db, values) => db.insert(company).values(values).returning({ id: company.id }),
};

export const transporterStore: PartyStore<TransporterListQuery, TransporterRow, TransporterValues> = {
  table: transporter,
  addressTable: transporterAddress,
  addressOwner: transporterAddress.transporterId,
  addressOwnerKey: 'transporterId',
  fields: {},
  join: (select) => select,
  filters: () => [],
  sorts: {
    name: sql`lower(${transporter.name})`,
    city: sql`lower(${transporter.city})`,
    provinceName: province.name,
    id: transporter.id,
  },
  insert: (db, values) => db.insert(transporter).values(values).returning({ id: transporter.id }),
};

function partyFields(table: PartyTable) {
  return {
    id: table.id,
    name: table.name,
    contactEmail: table.contactEmail,
    phoneNumber: table.phoneNumber,
    address: table.address,
    city: table.city,
    postalCode: table.postalCode,
    provinceId: table.provinceId,
    countryId: table.countryId,
    timezoneId: table.timezoneId,
    provinceName: province.name,
    countryName: country.name,
    latitude: table.latitude,
    longitude: table.longitude,
    version: table.version,
  };
}

/** The party's select with its province, country and the kind's joins; `extra` fields join the row's. */
function selectParties(db: DatabaseExecutor, store: Store, extra: Record<string, SQL.Aliased> = {}) {
  // Read through the plain table type: Drizzle's `from` cannot resolve a union of tables.
  const source: PgTable = store.table;
  return store.join(
    db
      .select({ ...partyFields(store.table), ...store.fields, ...extra })
      .from(source)
      .leftJoin(province, eq(province.id, store.table.provinceId))
      .leftJoin(country, eq(country.id, store.table.countryId))
      .$dynamic(),
  );
}

/** The list's page statement for lib/paged-query (its EXPLAIN test plans exactly this). */
function partyPageStatement<TQuery extends PartyListQuery>(
  db: DatabaseExecutor,
  store: PartyStore<TQuery, unknown, never>,
  query: PartyStatementQuery<TQuery>,
): PageStatement<PgSelect> {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const where = and(
    // Name or city, accents and case ignored (decision 061): the party's search_text trigram index.
    query.search ? foldedContains(store.table.searchText, query.search) : undefined,
    query.provinceId !== undefined ? eq(store.table.provinceId, query.provinceId) : undefined,
    ...store.filters(query),
  );
  const sortField: TQuery['sortField'] = query.sortField;
  const source: PgTable = store.table;
  return {
    // The filters only read the party table, so the count needs no join.
    matches: db
      .select({ one: sql`1` })
      .from(source)
      .where(where),
    rows: (total: SQL.Aliased<number>) => selectParties(db, store, { total }).where(where),
    orderBy: [direction(store.sorts[sortField])],
    tieBreaker: direction(store.table.id),
  };
}

const pagesByStore = new WeakMap<object, PreparedPages<PartyListQuery, PgSelect>>();

/** A kind's list pages, prepared per shape (decision 179). */
export function partyPages<TQuery extends PartyListQuery>(
  store: PartyStore<TQuery, unknown, never>,
): PreparedPages<TQuery, PgSelect> {
  let pages = pagesByStore.get(store) as PreparedPages<TQuery, PgSelect> | undefined;
  if (!pages) {
    pages = preparedPages<TQuery, PartyPageShape>()({
      name: getTableName(store.table),
      shape: ['sortField', 'sortOrder', 'tier'],
      // Every party query has `search`; TypeScript cannot see it through the kind's query type.
      parameters: { search: containsSearchParameter } as PreparedPagesDefinition<
        TQuery,
        PartyPageShape,
        PgSelect
      >['parameters'],
      statement: (db, query) => partyPageStatement(db, store, query),
    });
    pagesByStore.set(store, pages);
  }
  return pages;
}

interface LocatedRecord {
  latitude: number | null;
  longitude: number | null;
}

/**
 * Coordinates travel as spec 001 §3 spatialGenericAddress. The record holds the store's fields, so it has the
 * store's row type: the one cast of this module (the route's response schema checks the shape again).
 */
function toPartyRow<TRow>(record: LocatedRecord): TRow {
  const { latitude, longitude, ...rest } = record;
  return { ...rest, spatialGenericAddress: toCoordinates(latitude, longitude) } as TRow;
}

/** One page and its total in one statement (lib/paged-query.ts, decision 085). */
export async function listParties<TQuery extends PartyListQuery, TRow>(
  db: DatabaseExecutor,
  store: PartyStore<TQuery, TRow, never>,
  query: TQuery,
) {
  const found = await partyPages(store).page(db, query);
  return { ...found, rows: found.rows.map((record) => toPartyRow<TRow>(record as LocatedRecord)) };
}

/** The party's row, without its addresses. */
export async function findPartyRow<TRow>(
  db: DatabaseExecutor,
  store: Store<TRow>,
  id: number,
): Promise<TRow | undefined> {
  const [record] = await selectParties(db, store).where(eq(store.table.id, id));
  return record ? toPartyRow<TRow>(record as LocatedRecord) : undefined;
}

/** The party with its alternative addresses, in two queries. */
export async function findParty<TRow>(db: DatabaseExecutor, store: Store<TRow>, id: number) {
  const row = await findPartyRow(db, store, id);
  if (!row) return undefined;
  const addresses = store.addressTable;
  const source: PgTable = addresses;
  const records = await db
    .select({
      id: addresses.id,
      locationName: addresses.locationName,
      address: addresses.address,
      city: addresses.city,
      postalCode: addresses.postalCode,
      provinceId: addresses.provinceId,
      countryId: addresses.countryId,
      provinceName: province.name,
      countryName: country.name,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
    })
    .from(source)
    .leftJoin(province, eq(province.id, addresses.provinceId))
    .leftJoin(country, eq(country.id, addresses.countryId))
    .where(eq(store.addressOwner, id))
    .orderBy(asc(addresses.id));
  return {
    ...row,
    altAddresses: records.map(({ latitude, longitude, ...address }) => ({
      ...address,
      spatialGenericAddress: toCoordinates(latitude, longitude),
    })),
  };
}

export async function insertParty<TValues>(
  db: DatabaseExecutor,
  store: Store<unknown, TValues>,
  values: TValues,
): Promise<number> {
  const [row] = await store.insert(db, values);
  if (!row) throw new Error('party insert returned no row');
  return row.id;
}

/** Optimistic concurrency (spec 000 §4): lib/versioned-write answers 409 outdated or 404. */
export async function updateParty<TValues extends TransporterValues>(
  db: DatabaseExecutor,
  store: Store<unknown, TValues>,
  write: { id: number; version: number; values: TValues; subject: string },
): Promise<void> {
  // Every party table has the shared columns; a union of tables is written through one of its members' types.
  await updateVersioned(db, store.table as typeof transporter, write);
}

/** Deletes the party (its addresses go with it: on delete cascade); false when there was none. */
export async function deleteParty(db: DatabaseExecutor, store: Store, id: number): Promise<boolean> {
  const rows = await db.delete(store.table).where(eq(store.table.id, id)).returning({ id: store.table.id });
  return rows.length > 0;
}

function toAddressValues(input: AddressInput) {
  return {
    locationName: input.locationName ?? null,
    address: input.address,
    city: input.city ?? null,
    postalCode: input.postalCode ?? null,
    provinceId: input.provinceId,
    countryId: input.countryId,
    latitude: input.spatialGenericAddress?.latitude ?? null,
    longitude: input.spatialGenericAddress?.longitude ?? null,
  };
}

/**
 * Makes the party's alternative addresses exactly `addresses`: those with an id of this party are updated, those
 * without are added, the rest removed. Runs inside the caller's transaction.
 */
export async function replacePartyAddresses(
  db: DatabaseExecutor,
  store: Store,
  partyId: number,
  addresses: readonly AddressInput[],
): Promise<void> {
  const table = store.addressTable;
  const source: PgTable = table;
  const ofParty = eq(store.addressOwner, partyId);
  const keptIds = addresses.flatMap((address) => (address.id === undefined ? [] : [address.id]));
  await db.delete(table).where(and(ofParty, keptIds.length > 0 ? notInArray(table.id, keptIds) : undefined));
  const existing =
    keptIds.length > 0
      ? await db
          .select({ id: table.id })
          .from(source)
          .where(and(ofParty, inArray(table.id, keptIds)))
      : [];
  const existingIds = new Set(existing.map((row) => row.id));
  const added: AddressInput[] = [];
  for (const address of addresses) {
    if (address.id !== undefined && existingIds.has(address.id)) {
      await db.update(table).set(toAddressValues(address)).where(eq(table.id, address.id));
    } else {
      // An id of another record's address is treated as a new address, never moved across records.
      added.push(address);
    }
  }
  if (added.length === 0) return;
  // Both address tables have the same columns; only the owner column's key differs (schema/core.ts).
  const rows = added.map((address) => ({ ...toAddressValues(address), [store.addressOwnerKey]: partyId }));
  await db
    .insert(table as typeof transporterAddress)
    .values(rows as Array<typeof transporterAddress.$inferInsert>);
}

export async function countCompanyUsers(db: DatabaseExecutor, companyId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(appUser).where(eq(appUser.companyId, companyId));
  return row?.total ?? 0;
}

/** spec 001 §7 companiesByTypeId/{id}: the type filter and the name order both come from company_type_name_index. */
export async function listCompanyOptions(
  db: DatabaseExecutor,
  companyTypeId: number,
  search: string | undefined,
  limit: number,
) {
  return db
    .select({ id: company.id, name: company.name, city: company.city, companyTypeId: company.companyTypeId })
    .from(company)
    .where(
      and(
        eq(company.companyTypeId, companyTypeId),
        search ? foldedContains(company.searchText, search) : undefined,
      ),
    )
    .orderBy(sql`lower(${company.name})`, asc(company.id))
    .limit(limit);
}
