import { and, asc, eq, inArray } from 'drizzle-orm';
import { MAX_DICTIONARY_ENTRIES, type DictionaryEntry, type DictionaryUpsert } from '@portal/contracts';
import type { DatabaseExecutor } from '../../db/database';
import { dictionaryEntry } from '../../db/schema';
import { updateVersioned } from '../../lib/versioned-write';

const selection = {
  id: dictionaryEntry.id,
  key: dictionaryEntry.key,
  en: dictionaryEntry.en,
  fr: dictionaryEntry.fr,
  isShipped: dictionaryEntry.isShipped,
  version: dictionaryEntry.version,
};

/** The whole dictionary in key order (unique index), capped: it is bounded by nature. */
export async function listEntries(db: DatabaseExecutor): Promise<DictionaryEntry[]> {
  return db
    .select(selection)
    .from(dictionaryEntry)
    .orderBy(asc(dictionaryEntry.key))
    .limit(MAX_DICTIONARY_ENTRIES);
}

export async function findEntriesByKeys(db: DatabaseExecutor, keys: string[]): Promise<DictionaryEntry[]> {
  if (keys.length === 0) return [];
  return db.select(selection).from(dictionaryEntry).where(inArray(dictionaryEntry.key, keys));
}

export async function findEntriesByIds(db: DatabaseExecutor, ids: number[]): Promise<DictionaryEntry[]> {
  if (ids.length === 0) return [];
  return db.select(selection).from(dictionaryEntry).where(inArray(dictionaryEntry.id, ids));
}

export async function insertEntry(db: DatabaseExecutor, entry: DictionaryUpsert): Promise<DictionaryEntry> {
  const rows = await db
    .insert(dictionaryEntry)
    .values({ key: entry.key, en: entry.en, fr: entry.fr || null })
    .returning(selection);
  const created = rows[0];
  if (!created) throw new Error('dictionary insert returned no row');
  return created;
}

/** Optimistic concurrency (spec 000 §4): lib/versioned-write answers 409 outdated or 404. */
export async function updateEntry(
  db: DatabaseExecutor,
  id: number,
  entry: DictionaryUpsert,
  version: number,
): Promise<void> {
  await updateVersioned(db, dictionaryEntry, {
    id,
    version,
    values: { key: entry.key, en: entry.en, fr: entry.fr || null },
    subject: 'Translation',
  });
}

export async function deleteEntry(
  db: DatabaseExecutor,
  id: number,
  version: number,
): Promise<DictionaryEntry | undefined> {
  const rows = await db
    .delete(dictionaryEntry)
    .where(and(eq(dictionaryEntry.id, id), eq(dictionaryEntry.version, version)))
    .returning(selection);
  return rows[0];
}
