import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AddressInput, TransporterListQuery } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { country, province, transporter, transporterAddress } from '../../db/schema';
import { foldedContains } from '../../db/search-fold';
import { toCoordinates } from '../../lib/addresses';

export type TransporterValues = Omit<
  typeof transporter.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

const transporterColumns = {
  id: transporter.id,
  name: transporter.name,
  contactEmail: transporter.contactEmail,
  phoneNumber: transporter.phoneNumber,
  address: transporter.address,
  city: transporter.city,
  postalCode: transporter.postalCode,
  provinceId: transporter.provinceId,
  countryId: transporter.countryId,
  timezoneId: transporter.timezoneId,
  provinceName: province.name,
  countryName: country.name,
  latitude: transporter.latitude,
  longitude: transporter.longitude,
  version: transporter.version,
};

/** Coordinates travel as spec 001 §3 spatialGenericAddress. */
function toTransporterRow<T extends { latitude: number | null; longitude: number | null }>(record: T) {
  const { latitude, longitude, ...rest } = record;
  return { ...rest, spatialGenericAddress: toCoordinates(latitude, longitude) };
}

function listFilter(query: TransporterListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  // Name or city, accents and case ignored (decision 061): transporter_search_trigram_index.
  if (query.search) conditions.push(foldedContains(transporter.searchText, query.search));
  if (query.provinceId !== undefined) conditions.push(eq(transporter.provinceId, query.provinceId));
  return and(...conditions);
}

const SORT_EXPRESSIONS = {
  // lower(name) matches the transporter_name_index expression, so a name sort reads the index in order.
  name: sql`lower(${transporter.name})`,
  city: sql`lower(${transporter.city})`,
  provinceName: province.name,
  id: transporter.id,
} as const;

export async function listTransporters(db: DatabaseExecutor, query: TransporterListQuery) {
  const where = listFilter(query);
  const direction = query.sortOrder === 'desc' ? desc : asc;
  const [rows, totals] = await Promise.all([
    db
      .select(transporterColumns)
      .from(transporter)
      .leftJoin(province, eq(province.id, transporter.provinceId))
      .leftJoin(country, eq(country.id, transporter.countryId))
      .where(where)
      // id breaks ties so paging is stable when many rows share a sort value.
      .orderBy(direction(SORT_EXPRESSIONS[query.sortField]), direction(transporter.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(transporter).where(where),
  ]);
  return { rows: rows.map(toTransporterRow), total: totals[0]?.total ?? 0 };
}

const addressColumns = {
  id: transporterAddress.id,
  locationName: transporterAddress.locationName,
  address: transporterAddress.address,
  city: transporterAddress.city,
  postalCode: transporterAddress.postalCode,
  provinceId: transporterAddress.provinceId,
  countryId: transporterAddress.countryId,
  provinceName: province.name,
  countryName: country.name,
  latitude: transporterAddress.latitude,
  longitude: transporterAddress.longitude,
};

export async function findTransporter(db: DatabaseExecutor, id: number) {
  const [record] = await db
    .select(transporterColumns)
    .from(transporter)
    .leftJoin(province, eq(province.id, transporter.provinceId))
    .leftJoin(country, eq(country.id, transporter.countryId))
    .where(eq(transporter.id, id));
  if (!record) return undefined;
  const addresses = await db
    .select(addressColumns)
    .from(transporterAddress)
    .leftJoin(province, eq(province.id, transporterAddress.provinceId))
    .leftJoin(country, eq(country.id, transporterAddress.countryId))
    .where(eq(transporterAddress.transporterId, id))
    .orderBy(asc(transporterAddress.id));
  return {
    ...toTransporterRow(record),
    altAddresses: addresses.map(({ latitude, longitude, ...address }) => ({
      ...address,
      spatialGenericAddress: toCoordinates(latitude, longitude),
    })),
  };
}

export async function insertTransporter(db: DatabaseExecutor, values: TransporterValues) {
  const [row] = await db.insert(transporter).values(values).returning({ id: transporter.id });
  if (!row) throw new Error('transporter insert returned no row');
  return row.id;
}

/** Optimistic concurrency (spec 000 §4): no row updated means another user changed it first. */
export async function updateTransporter(
  db: DatabaseExecutor,
  id: number,
  version: number,
  values: TransporterValues,
) {
  const rows = await db
    .update(transporter)
    .set({ ...values, updatedAt: new Date(), version: sql`${transporter.version} + 1` })
    .where(and(eq(transporter.id, id), eq(transporter.version, version)))
    .returning({ id: transporter.id });
  return rows.length > 0;
}

export async function transporterExists(db: DatabaseExecutor, id: number) {
  const rows = await db.select({ id: transporter.id }).from(transporter).where(eq(transporter.id, id));
  return rows.length > 0;
}

export async function deleteTransporter(db: DatabaseExecutor, id: number) {
  const rows = await db
    .delete(transporter)
    .where(eq(transporter.id, id))
    .returning({ name: transporter.name });
  return rows[0];
}

function toAddressValues(transporterId: number, input: AddressInput) {
  return {
    transporterId,
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
 * Makes the transporter's alternative addresses exactly `addresses`: those with an id of this transporter are updated,
 * those without are added, the rest removed. Runs inside the caller's transaction.
 */
export async function replaceTransporterAddresses(
  db: DatabaseExecutor,
  transporterId: number,
  addresses: readonly AddressInput[],
) {
  const keptIds = addresses.flatMap((address) => (address.id === undefined ? [] : [address.id]));
  await db
    .delete(transporterAddress)
    .where(
      and(
        eq(transporterAddress.transporterId, transporterId),
        keptIds.length > 0 ? notInArray(transporterAddress.id, keptIds) : undefined,
      ),
    );
  const existing =
    keptIds.length > 0
      ? await db
          .select({ id: transporterAddress.id })
          .from(transporterAddress)
          .where(
            and(eq(transporterAddress.transporterId, transporterId), inArray(transporterAddress.id, keptIds)),
          )
      : [];
  const existingIds = new Set(existing.map((row) => row.id));
  const added: AddressInput[] = [];
  for (const address of addresses) {
    if (address.id !== undefined && existingIds.has(address.id)) {
      await db
        .update(transporterAddress)
        .set(toAddressValues(transporterId, address))
        .where(eq(transporterAddress.id, address.id));
    } else {
      // An id of another record's address is treated as a new address, never moved across records.
      added.push(address);
    }
  }
  if (added.length > 0) {
    await db
      .insert(transporterAddress)
      .values(added.map((address) => toAddressValues(transporterId, address)));
  }
}
