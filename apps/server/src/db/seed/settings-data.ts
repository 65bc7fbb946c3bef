import { sql } from 'drizzle-orm';
import { ActionLogType, DICTIONARY_DEFAULTS } from '@portal/contracts';
import type { DatabaseExecutor } from '../database';
import { actionLog, dictionaryEntry, province, taxRate } from '../schema';
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
  // A shipped key no one edited in Translation Settings (no translation entry in the action log, where every edit
  // is written) takes the release's English and French, so a reworded message reaches existing databases
  // (decision 225); an edited one keeps its words and only takes the release's French where its own is missing
  // (decision 070).
  const isEdited = sql`exists (select 1 from ${actionLog} where ${actionLog.actionTypeId} = ${ActionLogType.ids.TRANSLATION}
    and ${actionLog.entityId} = ${dictionaryEntry.id})`;
  await db
    .insert(dictionaryEntry)
    .values(DICTIONARY_DEFAULTS.map((entry) => ({ ...entry, isShipped: true })))
    .onConflictDoUpdate({
      target: dictionaryEntry.key,
      set: {
        en: sql`case when ${isEdited} then ${dictionaryEntry.en} else excluded.en end`,
        fr: sql`case when ${isEdited} then coalesce(${dictionaryEntry.fr}, excluded.fr) else excluded.fr end`,
        version: sql`${dictionaryEntry.version} + 1`,
      },
      setWhere: sql`${dictionaryEntry.isShipped} and (${dictionaryEntry.en} is distinct from excluded.en
        or ${dictionaryEntry.fr} is distinct from excluded.fr)
        and (not ${isEdited} or (${dictionaryEntry.fr} is null and excluded.fr is not null))`,
    });
}
