import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductSizeCategory, ProductSizeUnit, Province, SystemCategory, Timezone } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { category, province, sizeCategory, sizeUnit, timezone } from '../schema';
import { seedReferenceData } from './reference-data';

/**
 * The reference tables are filled from the contracts enumerations and nothing else (docs/decisions/097), so the
 * ids the size parser, the demo catalog and the screens use are the ids in the database.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function seededCatalog() {
  const { db } = testApp.database;
  return Promise.all([
    db.select().from(sizeCategory).orderBy(asc(sizeCategory.sortOrder)),
    db.select().from(sizeUnit).orderBy(asc(sizeUnit.sortOrder)),
  ]);
}

describe('reference data seeded from contracts', () => {
  it('fills the size categories and units with the enumerations, in their order', async () => {
    const [categories, units] = await seededCatalog();
    expect(categories.map(({ id, typeId, name, nameFr }) => ({ id, typeId, name, nameFr }))).toEqual(
      ProductSizeCategory.options.map((entry) => ({
        id: entry.id,
        typeId: entry.typeId,
        name: entry.label,
        nameFr: entry.labelFr,
      })),
    );
    expect(units.map(({ id, name, nameFr, symbol }) => ({ id, name, nameFr, symbol }))).toEqual(
      ProductSizeUnit.options.map((entry) => ({
        id: entry.id,
        name: entry.label,
        nameFr: entry.labelFr,
        symbol: entry.symbol,
      })),
    );
  });

  it('keeps the system categories as system rows', async () => {
    const rows = await testApp.database.db
      .select({ id: category.id, name: category.name, isSystem: category.isSystem })
      .from(category)
      .where(eq(category.isSystem, true))
      .orderBy(asc(category.id));
    expect(rows).toEqual(
      SystemCategory.options.map((entry) => ({ id: entry.id, name: entry.label, isSystem: true })),
    );
  });

  it('fills timezones and provinces with their codes', async () => {
    const { db } = testApp.database;
    const zones = await db.select().from(timezone).orderBy(asc(timezone.id));
    expect(zones.map(({ id, name, ianaName }) => ({ id, name, ianaName }))).toEqual(
      Timezone.options.map((entry) => ({ id: entry.id, name: entry.label, ianaName: entry.code })),
    );
    const provinces = await db.select().from(province).orderBy(asc(province.id));
    expect(provinces.map(({ id, code, name, countryId }) => ({ id, code, name, countryId }))).toEqual(
      Province.options.map((entry) => ({
        id: entry.id,
        code: entry.code,
        name: entry.label,
        countryId: entry.countryId,
      })),
    );
  });

  it('puts a renamed size unit back on the next start, and seeding twice changes nothing else', async () => {
    const { db } = testApp.database;
    await db.update(sizeUnit).set({ name: 'Galon' }).where(eq(sizeUnit.id, ProductSizeUnit.ids.GALLON));
    const before = await seededCatalog();

    await seedReferenceData(db);

    const after = await seededCatalog();
    expect(after[1].find((unit) => unit.id === ProductSizeUnit.ids.GALLON)?.name).toBe('Gallon');
    expect(after[0]).toEqual(before[0]);
    expect(after[1].filter((unit) => unit.id !== ProductSizeUnit.ids.GALLON)).toEqual(
      before[1].filter((unit) => unit.id !== ProductSizeUnit.ids.GALLON),
    );
  });
});
