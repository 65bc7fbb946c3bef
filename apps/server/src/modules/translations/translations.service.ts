import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  isWriter,
  MESSAGES,
  toDictionaryChanges,
  TRANSLATION_WRITERS,
  type DictionaryEntry,
  type UpdateDictionariesBody,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError, forbidden, notFound, outdated } from '../../lib/app-error';
import { diffRecord } from '../../lib/record-changes';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import type { DictionaryWords } from './dictionary-words';
import * as repository from './translations.repository';

function duplicatedKeys(keys: string[]): AppError {
  return new AppError(ErrorCode.VALIDATION_FAILED, MESSAGES.duplicatedKeys, {
    issues: keys.map((key) => ({ field: key, message: MESSAGES.duplicatedKeys })),
  });
}

/** spec 001 §2 Translation Settings: the EN/FR dictionary (docs/decisions/042-dictionary.md). */
export function createTranslationsService({
  db,
  runUnitOfWork,
  dictionaryWords,
}: {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
  /** The server's own French (refusals), read again after a save before it answers (decision 225). */
  dictionaryWords: DictionaryWords;
}) {
  /** Deletions, then updates and inserts, in one transaction: the dictionary never shows half a save. */
  async function updateDictionary(actor: Actor, body: UpdateDictionariesBody): Promise<DictionaryEntry[]> {
    // spec 001 §6: super admin only, here as well as on the route (decision 060).
    if (!isWriter(TRANSLATION_WRITERS, actor.roleId)) throw forbidden(MESSAGES.translationsSuperAdminOnly);
    // spec 000 §7: the list form (rows with the D marker are deleted) or the {upserts, deletions} form.
    const request = toDictionaryChanges(body);
    // spec 001 §5: a key may appear once in what is saved.
    const counts = new Map<string, number>();
    for (const upsert of request.upserts) counts.set(upsert.key, (counts.get(upsert.key) ?? 0) + 1);
    const repeated = [...counts].filter(([, count]) => count > 1).map(([key]) => key);
    if (repeated.length > 0) throw duplicatedKeys(repeated);

    await runUnitOfWork(actor, async (unit) => {
      const deletedIds = new Set(request.deletions.map((deletion) => deletion.id));
      const toDelete = await repository.findEntriesByIds(unit.tx, [...deletedIds]);
      const shipped = toDelete.filter((entry) => entry.isShipped);
      if (shipped.length > 0) {
        throw new AppError(ErrorCode.BUSINESS_RULE, MESSAGES.shippedKeysNotDeletable, {
          issues: shipped.map((entry) => ({ field: entry.key, message: MESSAGES.shippedKey })),
        });
      }
      for (const deletion of request.deletions) {
        const deleted = await repository.deleteEntry(unit.tx, deletion.id, deletion.version);
        if (!deleted)
          throw toDelete.some((entry) => entry.id === deletion.id) ? outdated() : notFound('Translation');
        await unit.recordChange({
          recordType: ActionLogType.ids.TRANSLATION,
          actionId: ActionLogAction.ids.DELETE,
          recordId: deleted.id,
          recordNumber: deleted.key,
        });
      }

      // A key already used by another row (not deleted in this same save) is a duplicate too.
      const existing = await repository.findEntriesByKeys(
        unit.tx,
        request.upserts.map((upsert) => upsert.key),
      );
      const clashing = existing.filter(
        (entry) =>
          !deletedIds.has(entry.id) &&
          request.upserts.some((upsert) => upsert.key === entry.key && upsert.id !== entry.id),
      );
      if (clashing.length > 0) throw duplicatedKeys(clashing.map((entry) => entry.key));

      const byId = new Map(
        (
          await repository.findEntriesByIds(
            unit.tx,
            request.upserts.flatMap((upsert) => (upsert.id ? [upsert.id] : [])),
          )
        ).map((entry) => [entry.id, entry]),
      );
      for (const upsert of request.upserts) {
        if (upsert.id !== undefined) {
          const current = byId.get(upsert.id);
          if (!current) throw notFound('Translation');
          if (current.isShipped && current.key !== upsert.key) {
            throw new AppError(ErrorCode.BUSINESS_RULE, MESSAGES.shippedKeyNotRenamed, {
              issues: [{ field: current.key, message: MESSAGES.shippedKey }],
            });
          }
          await repository.updateEntry(unit.tx, upsert.id, upsert, upsert.version ?? 0);
          await unit.recordChange({
            recordType: ActionLogType.ids.TRANSLATION,
            actionId: ActionLogAction.ids.UPDATE,
            recordId: upsert.id,
            recordNumber: upsert.key,
            changes: diffRecord(current, { key: upsert.key, en: upsert.en, fr: upsert.fr || null }),
          });
        } else {
          const created = await repository.insertEntry(unit.tx, upsert);
          await unit.recordChange({
            recordType: ActionLogType.ids.TRANSLATION,
            actionId: ActionLogAction.ids.CREATE,
            recordId: created.id,
            recordNumber: created.key,
          });
        }
      }
    });
    await dictionaryWords.changed();
    return repository.listEntries(db);
  }

  return { listDictionary: () => repository.listEntries(db), updateDictionary };
}

export type TranslationsService = ReturnType<typeof createTranslationsService>;
