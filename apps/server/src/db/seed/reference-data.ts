import { sql } from 'drizzle-orm';
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
 * Seeds every lookup the spec lists. Idempotent: it runs on every start and updates labels in place, so a
 * wording fixed in contracts reaches existing databases without a migration.
 */
export async function seedReferenceData(db: DatabaseExecutor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(role)
      .values(Role.options.map((entry) => ({ id: entry.id, name: entry.label, code: entry.code })))
      .onConflictDoUpdate({ target: role.id, set: { name: sql`excluded.name`, code: sql`excluded.code` } });
    await tx
      .insert(country)
      .values(Country.options.map((entry) => ({ id: entry.id, name: entry.label, code: entry.code })))
      .onConflictDoUpdate({
        target: country.id,
        set: { name: sql`excluded.name`, code: sql`excluded.code` },
      });
    await tx
      .insert(province)
      .values(
        Province.options.map((entry) => ({
          id: entry.id,
          code: entry.code,
          name: entry.label,
          countryId: entry.countryId,
        })),
      )
      .onConflictDoUpdate({
        target: province.id,
        set: { name: sql`excluded.name`, code: sql`excluded.code`, countryId: sql`excluded.country_id` },
      });
    await tx
      .insert(timezone)
      .values(Timezone.options.map((entry) => ({ id: entry.id, name: entry.label, ianaName: entry.code })))
      .onConflictDoUpdate({
        target: timezone.id,
        set: { name: sql`excluded.name`, ianaName: sql`excluded.iana_name` },
      });
    await tx
      .insert(language)
      .values(Language.options.map((entry) => ({ id: entry.id, name: entry.label, code: entry.code })))
      .onConflictDoUpdate({
        target: language.id,
        set: { name: sql`excluded.name`, code: sql`excluded.code` },
      });
    await tx
      .insert(companyType)
      .values(CompanyType.options.map((entry) => ({ id: entry.id, name: entry.label })))
      .onConflictDoUpdate({ target: companyType.id, set: { name: sql`excluded.name` } });
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
  await tx
    .insert(deliveryTime)
    .values(DELIVERY_TIMES.map((entry, index) => ({ ...entry, sortOrder: index })))
    .onConflictDoUpdate({
      target: deliveryTime.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        startTime: sql`excluded.start_time`,
        endTime: sql`excluded.end_time`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  await tx
    .insert(vehicleType)
    .values(VEHICLE_TYPES.map((entry, index) => ({ ...entry, sortOrder: index })))
    .onConflictDoUpdate({
      target: vehicleType.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  await tx
    .insert(truckSubType)
    .values(TRUCK_SUB_TYPES.map((entry, index) => ({ ...entry, sortOrder: index })))
    .onConflictDoUpdate({
      target: truckSubType.id,
      set: {
        vehicleTypeId: sql`excluded.vehicle_type_id`,
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  await tx
    .insert(truckSubTypeLength)
    .values([...TRUCK_SUB_TYPE_LENGTHS])
    .onConflictDoUpdate({
      target: truckSubTypeLength.id,
      set: {
        truckSubTypeId: sql`excluded.truck_sub_type_id`,
        feet: sql`excluded.feet`,
        deckAreaSqFt: sql`excluded.deck_area_sq_ft`,
        maxPayloadLb: sql`excluded.max_payload_lb`,
      },
    });
  await tx
    .insert(truckAddOn)
    .values(TRUCK_ADD_ONS.map((entry, index) => ({ ...entry, sortOrder: index })))
    .onConflictDoUpdate({
      target: truckAddOn.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
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
  await tx
    .insert(sizeCategory)
    .values(
      ProductSizeCategory.options.map((entry, index) => ({
        id: entry.id,
        typeId: entry.typeId,
        name: entry.label,
        nameFr: entry.labelFr,
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: sizeCategory.id,
      set: {
        typeId: sql`excluded.type_id`,
        name: sql`excluded.name`,
        nameFr: sql`excluded.name_fr`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  await tx
    .insert(sizeUnit)
    .values(
      ProductSizeUnit.options.map((entry, index) => ({
        id: entry.id,
        name: entry.label,
        nameFr: entry.labelFr,
        symbol: entry.symbol,
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: sizeUnit.id,
      set: {
        name: sql`excluded.name`,
        nameFr: sql`excluded.name_fr`,
        symbol: sql`excluded.symbol`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
