import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AddressInput, CompanyListQuery } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { appUser, company, companyAddress, companyType, country, province } from '../../db/schema';
import { foldedContains } from '../../db/search-fold';
import { toCoordinates } from '../../lib/addresses';

export type CompanyValues = Omit<typeof company.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const companyColumns = {
  id: company.id,
  name: company.name,
  companyTypeId: company.companyTypeId,
  companyTypeName: companyType.name,
  tier: company.tier,
  registered: company.registered,
  preferred: company.preferred,
  contactEmail: company.contactEmail,
  phoneNumber: company.phoneNumber,
  address: company.address,
  city: company.city,
  postalCode: company.postalCode,
  provinceId: company.provinceId,
  countryId: company.countryId,
  timezoneId: company.timezoneId,
  provinceName: province.name,
  countryName: country.name,
  latitude: company.latitude,
  longitude: company.longitude,
  version: company.version,
};

/** Coordinates travel as spec 001 §3 spatialGenericAddress. */
function toCompanyRow<T extends { latitude: number | null; longitude: number | null }>(record: T) {
  const { latitude, longitude, ...rest } = record;
  return { ...rest, spatialGenericAddress: toCoordinates(latitude, longitude) };
}

function listFilter(query: CompanyListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  // Name or city, accents and case ignored (decision 061): company_search_trigram_index.
  if (query.search) conditions.push(foldedContains(company.searchText, query.search));
  if (query.companyTypeId !== undefined) conditions.push(eq(company.companyTypeId, query.companyTypeId));
  if (query.tier === 'unassigned') conditions.push(isNull(company.tier));
  else if (query.tier !== undefined) conditions.push(eq(company.tier, query.tier));
  if (query.provinceId !== undefined) conditions.push(eq(company.provinceId, query.provinceId));
  if (query.registered !== undefined) conditions.push(eq(company.registered, query.registered));
  if (query.preferred !== undefined) conditions.push(eq(company.preferred, query.preferred));
  return and(...conditions);
}

const SORT_EXPRESSIONS = {
  // lower(name) matches the company_name_index expression, so a name sort reads the index in order.
  name: sql`lower(${company.name})`,
  city: sql`lower(${company.city})`,
  companyTypeId: company.companyTypeId,
  tier: company.tier,
  provinceName: province.name,
  id: company.id,
} as const;

/** The rows query of one page, unexecuted, so the query-plan test can EXPLAIN exactly what the list runs. */
export function companyRowsQuery(db: DatabaseExecutor, query: CompanyListQuery) {
  const direction = query.sortOrder === 'desc' ? desc : asc;
  return (
    db
      .select(companyColumns)
      .from(company)
      .innerJoin(companyType, eq(companyType.id, company.companyTypeId))
      .leftJoin(province, eq(province.id, company.provinceId))
      .leftJoin(country, eq(country.id, company.countryId))
      .where(listFilter(query))
      // id breaks ties so paging is stable when many rows share a sort value.
      .orderBy(direction(SORT_EXPRESSIONS[query.sortField]), direction(company.id))
      .limit(query.size)
      .offset(query.page * query.size)
  );
}

export async function listCompanies(db: DatabaseExecutor, query: CompanyListQuery) {
  const [rows, totals] = await Promise.all([
    companyRowsQuery(db, query),
    db.select({ total: count() }).from(company).where(listFilter(query)),
  ]);
  return { rows: rows.map(toCompanyRow), total: totals[0]?.total ?? 0 };
}

const addressColumns = {
  id: companyAddress.id,
  locationName: companyAddress.locationName,
  address: companyAddress.address,
  city: companyAddress.city,
  postalCode: companyAddress.postalCode,
  provinceId: companyAddress.provinceId,
  countryId: companyAddress.countryId,
  provinceName: province.name,
  countryName: country.name,
  latitude: companyAddress.latitude,
  longitude: companyAddress.longitude,
};

export async function findCompany(db: DatabaseExecutor, id: number) {
  const [record] = await db
    .select(companyColumns)
    .from(company)
    .innerJoin(companyType, eq(companyType.id, company.companyTypeId))
    .leftJoin(province, eq(province.id, company.provinceId))
    .leftJoin(country, eq(country.id, company.countryId))
    .where(eq(company.id, id));
  if (!record) return undefined;
  const addresses = await db
    .select(addressColumns)
    .from(companyAddress)
    .leftJoin(province, eq(province.id, companyAddress.provinceId))
    .leftJoin(country, eq(country.id, companyAddress.countryId))
    .where(eq(companyAddress.companyId, id))
    .orderBy(asc(companyAddress.id));
  return {
    ...toCompanyRow(record),
    altAddresses: addresses.map(({ latitude, longitude, ...address }) => ({
      ...address,
      spatialGenericAddress: toCoordinates(latitude, longitude),
    })),
  };
}

export async function insertCompany(db: DatabaseExecutor, values: CompanyValues) {
  const [row] = await db.insert(company).values(values).returning({ id: company.id });
  if (!row) throw new Error('company insert returned no row');
  return row.id;
}

/** Optimistic concurrency (spec 000 §4): no row updated means another user changed it first. */
export async function updateCompany(
  db: DatabaseExecutor,
  id: number,
  version: number,
  values: CompanyValues,
) {
  const rows = await db
    .update(company)
    .set({ ...values, updatedAt: new Date(), version: sql`${company.version} + 1` })
    .where(and(eq(company.id, id), eq(company.version, version)))
    .returning({ id: company.id });
  return rows.length > 0;
}

export async function companyExists(db: DatabaseExecutor, id: number) {
  const rows = await db.select({ id: company.id }).from(company).where(eq(company.id, id));
  return rows.length > 0;
}

export async function deleteCompany(db: DatabaseExecutor, id: number) {
  const rows = await db.delete(company).where(eq(company.id, id)).returning({ name: company.name });
  return rows[0];
}

export async function countCompanyUsers(db: DatabaseExecutor, id: number) {
  const [row] = await db.select({ total: count() }).from(appUser).where(eq(appUser.companyId, id));
  return row?.total ?? 0;
}

function toAddressValues(companyId: number, input: AddressInput) {
  return {
    companyId,
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
 * Makes the company's alternative addresses exactly `addresses`: those with an id of this company are updated,
 * those without are added, the rest removed. Runs inside the caller's transaction.
 */
export async function replaceCompanyAddresses(
  db: DatabaseExecutor,
  companyId: number,
  addresses: readonly AddressInput[],
) {
  const keptIds = addresses.flatMap((address) => (address.id === undefined ? [] : [address.id]));
  await db
    .delete(companyAddress)
    .where(
      and(
        eq(companyAddress.companyId, companyId),
        keptIds.length > 0 ? notInArray(companyAddress.id, keptIds) : undefined,
      ),
    );
  const existing =
    keptIds.length > 0
      ? await db
          .select({ id: companyAddress.id })
          .from(companyAddress)
          .where(and(eq(companyAddress.companyId, companyId), inArray(companyAddress.id, keptIds)))
      : [];
  const existingIds = new Set(existing.map((row) => row.id));
  const added: AddressInput[] = [];
  for (const address of addresses) {
    if (address.id !== undefined && existingIds.has(address.id)) {
      await db
        .update(companyAddress)
        .set(toAddressValues(companyId, address))
        .where(eq(companyAddress.id, address.id));
    } else {
      // An id of another record's address is treated as a new address, never moved across records.
      added.push(address);
    }
  }
  if (added.length > 0) {
    await db.insert(companyAddress).values(added.map((address) => toAddressValues(companyId, address)));
  }
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
