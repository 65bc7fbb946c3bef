import * as drizzleOrm from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { describe, expect, it } from 'vitest';
import { customerOrder, province } from '../db/schema';
import { withCompiledRowMapper } from './compiled-row-mapper';

/** The parts of a Drizzle prepared select the mapper works from (compiled-row-mapper.ts). */
interface PreparedParts {
  fields: ReadonlyArray<{ path: string[]; field: unknown }>;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

/** Drizzle's own row mapping: exported by the package, internal to its types. */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (
    fields: PreparedParts['fields'],
    row: unknown[],
    joinsNotNullableMap: Record<string, boolean> | undefined,
  ) => Record<string, unknown>;
};

const db = drizzle.mock();

/** A flat select over every kind of decoder the lists use, with a left join that can be null. */
function flatSelect() {
  return db
    .select({
      id: customerOrder.id,
      jobName: customerOrder.jobName,
      buyerDeliveryFee: customerOrder.buyerDeliveryFee,
      sellerCost: customerOrder.sellerCost,
      approxJobDate: customerOrder.approxJobDate,
      invoiced: customerOrder.invoiced,
      createdAt: customerOrder.createdAt,
      provinceName: province.name,
      itemCount: sql<number>`count(*)`.mapWith(Number),
      label: sql<string>`'as is'`,
    })
    .from(customerOrder)
    .leftJoin(province, eq(province.id, customerOrder.provinceId))
    .groupBy(customerOrder.id, province.name)
    .prepare('compiled-row-mapper-test');
}

/** Rows as postgres.js hands them over in array mode: numerics, dates and timestamps as text. */
const RAW_ROWS: unknown[][] = [
  [
    7,
    'Parc Jarry',
    '125.50',
    '1234.56',
    '2026-05-04',
    true,
    '2026-04-01 13:45:10.123+00',
    'Quebec',
    '3',
    'x',
  ],
  [8, 'Rue Fleury', null, null, null, false, '2026-04-02 08:00:00+00', null, '0', null],
];

describe('withCompiledRowMapper', () => {
  it("maps each row exactly as Drizzle's own row mapping does", () => {
    const prepared = flatSelect() as unknown as PreparedParts;
    const expected = RAW_ROWS.map((row) => mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap));
    withCompiledRowMapper(prepared);
    expect(prepared.customResultMapper).toBeTypeOf('function');

    const mapped = prepared.customResultMapper?.(RAW_ROWS) ?? [];
    expect(mapped).toEqual(expected);
    // Decoded by each field's own decoder, not passed through: a number, a Date, a count.
    expect(mapped[0]).toMatchObject({ buyerDeliveryFee: 125.5, itemCount: 3, provinceName: 'Quebec' });
    expect((mapped[0] as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
    expect(mapped[1]).toMatchObject({
      buyerDeliveryFee: null,
      provinceName: null,
      label: null,
      itemCount: 0,
    });
    expect(Object.keys(mapped[0] as object)).toEqual(Object.keys(expected[0] as object));
  });

  it("leaves a select with nested fields to Drizzle, which turns a left join's empty object into null", () => {
    const prepared = db
      .select({ id: customerOrder.id, province: { id: province.id, name: province.name } })
      .from(customerOrder)
      .leftJoin(province, eq(province.id, customerOrder.provinceId))
      .prepare('compiled-row-mapper-nested-test') as unknown as PreparedParts;
    withCompiledRowMapper(prepared);
    expect(prepared.customResultMapper).toBeUndefined();
  });
});
