import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_FR } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dictionaryEntry } from '../schema';
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
    .select({ fr: dictionaryEntry.fr, version: dictionaryEntry.version })
    .from(dictionaryEntry)
    .where(eq(dictionaryEntry.key, key));
  return row;
}

describe('the shipped dictionary on start (decision 070)', () => {
  it('fills the shipped French of a key whose French is missing, and keeps the French staff wrote', async () => {
    const { db } = testApp.database;
    // An older release shipped the catalogue without French; a translator has since written one of them.
    await db.update(dictionaryEntry).set({ fr: null }).where(eq(dictionaryEntry.key, 'message.invalidEmail'));
    await db
      .update(dictionaryEntry)
      .set({ fr: 'Adresse invalide' })
      .where(eq(dictionaryEntry.key, 'message.passwordEmpty'));
    const before = await frenchOf('message.invalidEmail');

    await seedSettingsData(db);

    const filled = await frenchOf('message.invalidEmail');
    expect(filled?.fr).toBe(MESSAGES_FR.invalidEmail);
    expect(filled?.version).toBe((before?.version ?? 0) + 1);
    expect((await frenchOf('message.passwordEmpty'))?.fr).toBe('Adresse invalide');
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
