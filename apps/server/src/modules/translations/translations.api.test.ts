import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  menuTranslationKey,
  MESSAGES,
  MESSAGES_FR,
  type DictionaryEntry,
} from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let superAdmin: Record<string, string>;
let operations: Record<string, string>;

async function dictionary(): Promise<DictionaryEntry[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/dictionaries' });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: DictionaryEntry[] }>().data;
}

function entry(entries: DictionaryEntry[], key: string): DictionaryEntry {
  const found = entries.find((row) => row.key === key);
  if (!found) throw new Error(`no dictionary key ${key}`);
  return found;
}

beforeAll(async () => {
  testApp = await createTestApp();
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
});
afterAll(async () => {
  await testApp.close();
});

describe('translations', () => {
  it('serves the shipped dictionary without a session: menu labels and the spec messages', async () => {
    const entries = await dictionary();
    expect(entry(entries, menuTranslationKey('Tax Rate Settings'))).toMatchObject({
      key: 'menu.taxRateSettings',
      en: 'Tax Rate Settings',
      isShipped: true,
    });
    // The catalogue ships with its French (decision 070).
    expect(entry(entries, 'message.duplicatedKeys')).toMatchObject({
      en: MESSAGES.duplicatedKeys,
      fr: MESSAGES_FR.duplicatedKeys,
    });
  });

  it('saves edits, additions and deletions in one call and logs each', async () => {
    const label = entry(await dictionary(), 'menu.actionLog');
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/dictionaries',
      headers: superAdmin,
      payload: {
        upserts: [
          {
            id: label.id,
            key: label.key,
            en: label.en,
            fr: 'Historique des actions',
            version: label.version,
          },
          { key: 'custom.greeting', en: 'Hello', fr: null },
        ],
        deletions: [],
      },
    });
    expect(saved.statusCode).toBe(200);
    const entries = await dictionary();
    expect(entry(entries, 'menu.actionLog').fr).toBe('Historique des actions');
    const greeting = entry(entries, 'custom.greeting');
    expect(greeting).toMatchObject({ en: 'Hello', fr: null, isShipped: false });

    const deleted = await testApp.app.inject({
      method: 'PUT',
      url: '/api/dictionaries',
      headers: superAdmin,
      payload: { upserts: [], deletions: [{ id: greeting.id, version: greeting.version }] },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await dictionary()).some((row) => row.key === 'custom.greeting')).toBe(false);

    const log = await testApp.app.inject({
      method: 'GET',
      url: '/api/transaction/actionLogs?actionTypeId=13',
      headers: operations,
    });
    expect(
      log.json<{ data: { rows: Array<{ actionName: string; recordNumber: string }> } }>().data.rows,
    ).toEqual([
      expect.objectContaining({ actionName: 'Delete', recordNumber: 'custom.greeting' }),
      expect.objectContaining({ actionName: 'Create', recordNumber: 'custom.greeting' }),
      expect.objectContaining({ actionName: 'Update', recordNumber: 'menu.actionLog' }),
    ]);
  });

  it('refuses duplicated keys, in the request or against an existing key, with the exact message', async () => {
    const inRequest = await testApp.app.inject({
      method: 'PUT',
      url: '/api/dictionaries',
      headers: superAdmin,
      payload: {
        upserts: [
          { key: 'custom.twice', en: 'One', fr: null },
          { key: 'custom.twice', en: 'Two', fr: null },
        ],
        deletions: [],
      },
    });
    expect(inRequest.statusCode).toBe(400);
    expect(inRequest.json()).toMatchObject({
      code: ErrorCode.VALIDATION_FAILED,
      message: MESSAGES.duplicatedKeys,
    });

    const existing = await testApp.app.inject({
      method: 'PUT',
      url: '/api/dictionaries',
      headers: superAdmin,
      payload: { upserts: [{ key: 'menu.settings', en: 'Again', fr: null }], deletions: [] },
    });
    expect(existing.statusCode).toBe(400);
    expect(existing.json()).toEqual({
      code: ErrorCode.VALIDATION_FAILED,
      message: MESSAGES.duplicatedKeys,
      issues: [{ field: 'menu.settings', message: MESSAGES.duplicatedKeys }],
    });
    expect(entry(await dictionary(), 'menu.settings').en).toBe('Settings');
  });

  it('refuses to delete a shipped key', async () => {
    const shipped = entry(await dictionary(), 'menu.settings');
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/dictionaries',
      headers: superAdmin,
      payload: { upserts: [], deletions: [{ id: shipped.id, version: shipped.version }] },
    });
    expect(response.statusCode).toBe(422);
  });

  it('gives operations a 403 on a translation update (super admin only, spec 001 §2)', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/dictionaries',
      headers: operations,
      payload: { upserts: [{ key: 'custom.ops', en: 'Ops', fr: null }], deletions: [] },
    });
    expect(response.statusCode).toBe(403);
    expect((await dictionary()).some((row) => row.key === 'custom.ops')).toBe(false);
  });
});

describe("PUT dictionaries in the spec's list form (spec 000 §7)", () => {
  it('inserts, updates and deletes (rows marked D) from one list', async () => {
    const added = await testApp.app.inject({
      method: 'PUT',
      url: '/api/dictionaries',
      headers: superAdmin,
      payload: [
        { key: 'custom.listOne', en: 'One', fr: null },
        { key: 'custom.listTwo', en: 'Two', fr: null, dataStatus: 'I' },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const one = entry(await dictionary(), 'custom.listOne');
    const two = entry(await dictionary(), 'custom.listTwo');

    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/dictionaries',
      headers: superAdmin,
      payload: [
        { id: one.id, key: one.key, en: 'One', fr: 'Un', version: one.version, dataStatus: 'E' },
        { id: two.id, version: two.version, dataStatus: 'D' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = await dictionary();
    expect(entry(entries, 'custom.listOne').fr).toBe('Un');
    expect(entries.some((row) => row.key === 'custom.listTwo')).toBe(false);
  });

  it('applies the duplicate-key rule to the list form too, naming the key', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/dictionaries',
      headers: superAdmin,
      payload: [
        { key: 'custom.twice', en: 'A', fr: null },
        { key: 'custom.twice', en: 'B', fr: null },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MESSAGES.duplicatedKeys,
      issues: [{ field: 'custom.twice' }],
    });
  });
});
