import { asc, eq, sql } from 'drizzle-orm';
import { taxKindsOf, type TaxKind, type TaxRate, type UpdateTaxRateRequest } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { province, taxRate } from '../../db/schema';
import { updateVersioned } from '../../lib/versioned-write';

const selection = {
  id: taxRate.id,
  provinceId: taxRate.provinceId,
  provinceName: province.name,
  provinceCode: province.code,
  countryId: province.countryId,
  gstRate: taxRate.gstRate,
  pstRate: taxRate.pstRate,
  qstRate: taxRate.qstRate,
  hstRate: taxRate.hstRate,
  stateRate: taxRate.stateRate,
  totalRate: sql<number>`(${taxRate.gstRate} + ${taxRate.pstRate} + ${taxRate.qstRate} + ${taxRate.hstRate} + ${taxRate.stateRate})::float8`,
  effectiveFrom: taxRate.effectiveFrom,
  version: taxRate.version,
};

/** One row per province or state (64 rows), so the list is bounded by nature. */
export async function listTaxRates(db: DatabaseExecutor): Promise<TaxRate[]> {
  return db
    .select(selection)
    .from(taxRate)
    .innerJoin(province, eq(province.id, taxRate.provinceId))
    .orderBy(asc(province.countryId), asc(province.id));
}

export async function findTaxRate(db: DatabaseExecutor, id: number): Promise<TaxRate | undefined> {
  const rows = await db
    .select(selection)
    .from(taxRate)
    .innerJoin(province, eq(province.id, taxRate.provinceId))
    .where(eq(taxRate.id, id));
  return rows[0];
}

/** Optimistic concurrency (lib/versioned-write.ts): 409 when someone saved first, 404 when it is gone. */
export async function updateTaxRate(
  db: DatabaseExecutor,
  request: UpdateTaxRateRequest,
  version: number,
): Promise<void> {
  await updateVersioned(db, taxRate, {
    id: request.id,
    version,
    subject: 'Tax rate',
    values: {
      gstRate: request.gstRate,
      pstRate: request.pstRate,
      qstRate: request.qstRate,
      hstRate: request.hstRate,
      stateRate: request.stateRate,
      effectiveFrom: request.effectiveFrom,
    },
  });
}

/**
 * What a quote's or an order's tax note names (decision 202): the delivery province's country and the taxes its
 * rate row charges. No taxes when the province has no row.
 */
export async function findProvinceTaxes(
  db: DatabaseExecutor,
  provinceId: number | null,
): Promise<{ countryId: number | null; taxKinds: TaxKind[] }> {
  if (provinceId === null) return { countryId: null, taxKinds: [] };
  const [found] = await db
    .select({
      countryId: province.countryId,
      provinceCode: province.code,
      gstRate: taxRate.gstRate,
      pstRate: taxRate.pstRate,
      qstRate: taxRate.qstRate,
      hstRate: taxRate.hstRate,
      stateRate: taxRate.stateRate,
    })
    .from(province)
    .leftJoin(taxRate, eq(taxRate.provinceId, province.id))
    .where(eq(province.id, provinceId));
  if (!found) return { countryId: null, taxKinds: [] };
  return { countryId: found.countryId, taxKinds: taxKindsOf(found) };
}

/**
 * The delivery province's total tax rate (decision 040: the sum of its components), 0 when none is set: what a
 * quote is priced on and an order keeps when placed.
 */
export async function findProvinceTaxRate(db: DatabaseExecutor, provinceId: number | null): Promise<number> {
  if (provinceId === null) return 0;
  const [found] = await db
    .select({
      total:
        sql<number>`${taxRate.gstRate} + ${taxRate.pstRate} + ${taxRate.qstRate} + ${taxRate.hstRate} + ${taxRate.stateRate}`.mapWith(
          Number,
        ),
    })
    .from(taxRate)
    .where(eq(taxRate.provinceId, provinceId));
  return found?.total ?? 0;
}
