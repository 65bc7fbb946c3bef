import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionLogAction, ActionLogType, MESSAGES, MESSAGES_FR } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { actionLog, dictionaryEntry } from '../schema';
import { seedSettingsData } from './settings-data';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function frenchOf(key: string) {
  const [row] = await testApp.database.db
    .select({
      id: dictionaryEntry.id,
      en: dictionaryEntry.en,
      fr: dictionaryEntry.fr,
      version: dictionaryEntry.version,
    })
    .from(dictionaryEntry)
    .where(eq(dictionaryEntry.key, key));
  return row;
}

/** What Translation Settings writes with an edit (it logs every one): the row's words and its action-log entry. */
async function editAsTranslator(key: string, words: { en?: string; fr: string | null }) {
  const { db } = testApp.database;
  const [row] = await db
    .update(dictionaryEntry)
    .set(words)
    .where(eq(dictionaryEntry.key, key))
    .returning({ id: dictionaryEntry.id });
  await db.insert(actionLog).values({
    actionTypeId: ActionLogType.ids.TRANSLATION,
    actionId: ActionLogAction.ids.UPDATE,
    entityId: row?.id ?? 0,
    entityNumber: key,
  });
}

describe('the shipped dictionary on start (decisions 070, 225)', () => {
  it('fills the shipped French of a key whose French is missing, and keeps the French staff wrote', async () => {
    const { db } = testApp.database;
    // An older release shipped the catalogue without French; a translator has since written one of them.
    await db.update(dictionaryEntry).set({ fr: null }).where(eq(dictionaryEntry.key, 'message.invalidEmail'));
    await editAsTranslator('message.passwordEmpty', { fr: 'Adresse invalide' });
    const before = await frenchOf('message.invalidEmail');

    await seedSettingsData(db);

    const filled = await frenchOf('message.invalidEmail');
    expect(filled?.fr).toBe(MESSAGES_FR.invalidEmail);
    expect(filled?.version).toBe((before?.version ?? 0) + 1);
    expect((await frenchOf('message.passwordEmpty'))?.fr).toBe('Adresse invalide');
  });

  it('gives a shipped key no one edited the release’s words, and keeps an edited one’s', async () => {
    const { db } = testApp.database;
    // An older release's wording, never edited: the new release's replaces it.
    await db
      .update(dictionaryEntry)
      .set({ en: 'Old English wording.', fr: 'Ancienne formulation.' })
      .where(eq(dictionaryEntry.key, 'message.outdatedRecord'));
    // A translator's English and French: kept.
    await editAsTranslator('message.quoteNotInWip', { en: 'Our own English.', fr: 'Notre français.' });
    const untouched = await frenchOf('message.invalidEmail');

    await seedSettingsData(db);

    expect(await frenchOf('message.outdatedRecord')).toMatchObject({
      en: MESSAGES.outdatedRecord,
      fr: MESSAGES_FR.outdatedRecord,
    });
    expect(await frenchOf('message.quoteNotInWip')).toMatchObject({
      en: 'Our own English.',
      fr: 'Notre français.',
    });
    // A row already as shipped is not written again.
    expect((await frenchOf('message.invalidEmail'))?.version).toBe(untouched?.version);
  });

  it('leaves a key staff added, without French, as it is', async () => {
    const { db } = testApp.database;
    await db
      .insert(dictionaryEntry)
      .values({ key: 'custom.noFrench', en: 'Hello', fr: null, isShipped: false });
    await seedSettingsData(db);
    expect((await frenchOf('custom.noFrench'))?.fr).toBeNull();
  });
});
