import { sql } from 'drizzle-orm';
import { DICTIONARY_DEFAULTS } from '@portal/contracts';
import type { DatabaseExecutor } from '../database';
import { dictionaryEntry, province, taxRate } from '../schema';
import { TAX_RATE_SEEDS, TAX_RATES_EFFECTIVE_FROM } from './tax-rate-values';

/**
 * Seeds the settings' shipped data on every start: a tax rate per province or state and the shipped dictionary
 * keys. Insert-only (ON CONFLICT DO NOTHING), so what staff edited is never overwritten and keys added in a new
 * release arrive in existing databases.
 */
export async function seedSettingsData(db: DatabaseExecutor): Promise<void> {
  const provinces = await db
    .select({ id: province.id, code: province.code, countryId: province.countryId })
    .from(province);
  const provinceIds = new Map(provinces.map((row) => [`${row.countryId}:${row.code}`, row.id]));
  const taxRows = TAX_RATE_SEEDS.flatMap((seed) => {
    const provinceId = provinceIds.get(`${seed.countryId}:${seed.provinceCode}`);
    if (provinceId === undefined) return [];
    return [
      {
        provinceId,
        gstRate: seed.gstRate ?? 0,
        pstRate: seed.pstRate ?? 0,
        qstRate: seed.qstRate ?? 0,
        hstRate: seed.hstRate ?? 0,
        stateRate: seed.stateRate ?? 0,
        effectiveFrom: TAX_RATES_EFFECTIVE_FROM,
      },
    ];
  });
  if (taxRows.length > 0) await db.insert(taxRate).values(taxRows).onConflictDoNothing();
  // A shipped key whose French is still missing takes the French a release ships (the message catalogue's,
  // decision 070); English and any French staff wrote are never overwritten.
  await db
    .insert(dictionaryEntry)
    .values(DICTIONARY_DEFAULTS.map((entry) => ({ ...entry, isShipped: true })))
    .onConflictDoUpdate({
      target: dictionaryEntry.key,
      set: { fr: sql`excluded.fr`, version: sql`${dictionaryEntry.version} + 1` },
      setWhere: sql`${dictionaryEntry.isShipped} and ${dictionaryEntry.fr} is null and excluded.fr is not null`,
    });
}
