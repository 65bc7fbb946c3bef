import { sql } from 'drizzle-orm';
import { CompanyType, Country, Language, LOOKUP_ENUMERATIONS, Role } from '@portal/contracts';
import type { DatabaseExecutor } from '../database';
import { companyType, country, language, lookupValue, province, role, timezone } from '../schema';
import { PROVINCES, TIMEZONES } from './reference-values';
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
      .values([...PROVINCES])
      .onConflictDoUpdate({
        target: province.id,
        set: { name: sql`excluded.name`, code: sql`excluded.code`, countryId: sql`excluded.country_id` },
      });
    await tx
      .insert(timezone)
      .values([...TIMEZONES])
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
  });
}
