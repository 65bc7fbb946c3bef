import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  CompanyType,
  Country,
  Language,
  LOOKUP_ENUMERATIONS,
  ProductSizeCategory,
  ProductSizeUnit,
  Province,
  Role,
  SystemCategory,
  Timezone,
} from '@portal/contracts';
import type { DatabaseExecutor } from '../database';
import {
  category,
  companyType,
  country,
  deliveryTime,
  language,
  lookupValue,
  province,
  role,
  sizeCategory,
  sizeUnit,
  timezone,
  truckAddOn,
  truckSubType,
  truckSubTypeLength,
  vehicleType,
} from '../schema';
import {
  DELIVERY_TIMES,
  TRUCK_ADD_ONS,
  TRUCK_SUB_TYPE_LENGTHS,
  TRUCK_SUB_TYPES,
  VEHICLE_TYPES,
} from './reference-delivery-values';
import { seedSettingsData } from './settings-data';

/**
 * Inserts reference rows by id, or brings an existing row's columns (those the rows give) to these values: a
 * wording fixed in contracts reaches every database without a migration.
 */
async function upsertById<TTable extends PgTable & { id: PgColumn }>(
  tx: DatabaseExecutor,
  table: TTable,
  rows: ReadonlyArray<TTable['$inferInsert']>,
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const set = Object.fromEntries(
    Object.keys(first)
      .filter((key) => key !== 'id')
      .map((key) => [key, sql`excluded.${sql.identifier(columns[key]?.name ?? key)}`]),
  ) as PgUpdateSetSource<TTable>;
  await tx
    .insert(table)
    .values([...rows])
    .onConflictDoUpdate({ target: table.id, set });
}

/**
 * Seeds every lookup the spec lists. Idempotent: it runs on every start and updates labels in place, so a
 * wording fixed in contracts reaches existing databases without a migration.
 */
export async function seedReferenceData(db: DatabaseExecutor): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertById(
      tx,
      role,
      Role.options.map((entry) => ({ id: entry.id, name: entry.label, code: entry.code })),
    );
    await upsertById(
      tx,
      country,
      Country.options.map((entry) => ({ id: entry.id, name: entry.label, code: entry.code })),
    );
    await upsertById(
      tx,
      province,
      Province.options.map((entry) => ({
        id: entry.id,
        code: entry.code,
        name: entry.label,
        countryId: entry.countryId,
      })),
    );
    await upsertById(
      tx,
      timezone,
      Timezone.options.map((entry) => ({ id: entry.id, name: entry.label, ianaName: entry.code })),
    );
    await upsertById(
      tx,
      language,
      Language.options.map((entry) => ({ id: entry.id, name: entry.label, code: entry.code })),
    );
    await upsertById(
      tx,
      companyType,
      CompanyType.options.map((entry) => ({ id: entry.id, name: entry.label })),
    );
    const lookups = LOOKUP_ENUMERATIONS.flatMap((enumeration) =>
      enumeration.options.map((entry, index) => ({
        kind: enumeration.name,
        id: entry.id,
        label: entry.label,
        code: 'code' in entry ? (entry.code ?? null) : null,
        description: 'description' in entry ? (entry.description ?? null) : null,
        sortOrder: index,
      })),
    );
    await tx
      .insert(lookupValue)
      .values(lookups)
      .onConflictDoUpdate({
        target: [lookupValue.kind, lookupValue.id],
        set: {
          label: sql`excluded.label`,
          code: sql`excluded.code`,
          description: sql`excluded.description`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
    await seedSettingsData(tx);
    await seedCatalogReferenceData(tx);
    await seedDeliveryReferenceData(tx);
  });
}

/** spec 001 §7 delivery reference data (decision 062): upserted by id, so a fixed wording reaches every database. */
async function seedDeliveryReferenceData(tx: DatabaseExecutor): Promise<void> {
  await upsertById(
    tx,
    deliveryTime,
    DELIVERY_TIMES.map((entry, index) => ({ ...entry, sortOrder: index })),
  );
  await upsertById(
    tx,
    vehicleType,
    VEHICLE_TYPES.map((entry, index) => ({ ...entry, sortOrder: index })),
  );
  await upsertById(
    tx,
    truckSubType,
    TRUCK_SUB_TYPES.map((entry, index) => ({ ...entry, sortOrder: index })),
  );
  await upsertById(tx, truckSubTypeLength, [...TRUCK_SUB_TYPE_LENGTHS]);
  await upsertById(
    tx,
    truckAddOn,
    TRUCK_ADD_ONS.map((entry, index) => ({ ...entry, sortOrder: index })),
  );
}

/** spec 001 §3: the system categories and the size/spec categories and units, from contracts (decision 097). */
async function seedCatalogReferenceData(tx: DatabaseExecutor): Promise<void> {
  // Staff may rename system categories' French name or description; only a missing row is restored.
  await tx
    .insert(category)
    .values(
      SystemCategory.options.map((entry) => ({
        id: entry.id,
        name: entry.label,
        nameFr: entry.labelFr,
        description: entry.description,
        isSystem: true,
      })),
    )
    .onConflictDoNothing({ target: category.id });
  // Explicit ids leave the serial sequence behind: move it past them so new categories get fresh ids.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('category', 'id'), greatest((select max(id) from category), 1))`,
  );
  await upsertById(
    tx,
    sizeCategory,
    ProductSizeCategory.options.map((entry, index) => ({
      id: entry.id,
      typeId: entry.typeId,
      name: entry.label,
      nameFr: entry.labelFr,
      sortOrder: index,
    })),
  );
  await upsertById(
    tx,
    sizeUnit,
    ProductSizeUnit.options.map((entry, index) => ({
      id: entry.id,
      name: entry.label,
      nameFr: entry.labelFr,
      symbol: entry.symbol,
      sortOrder: index,
    })),
  );
}
