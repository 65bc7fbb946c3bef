import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogType,
  VERSION_HEADER,
  type CatalogSearchResult,
  type Product,
  type SearchCandidatesResponse,
} from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { actionLog } from '../../db/schema';

/**
 * Issue 36 (decision 196): a product's synonyms — trade, registered (code), common names meaning the cultivar and
 * the cultivar's original-language name — are kept with the product, edited through Product Management's calls,
 * and found by the catalog search and by GoMatch as well as the cultivar they stand for.
 */

let testApp: TestApp;
let superAdmin: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
});
afterAll(async () => {
  await testApp.close();
});

const SYNONYMS = {
  tradeNames: ['Northern Flame'],
  registeredNames: ['QXR77'],
  commonNamesEn: ['flame oak'],
  commonNamesFr: ['chêne flamme'],
  originalNames: ['Nordflamme'],
};

async function bestOfGoMatch(line: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/searchCandidatesDataset',
    headers: superAdmin,
    payload: { lines: [line] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SearchCandidatesResponse }>().data.lines[0]!;
}

async function bestOfSearch(text: string): Promise<string | undefined> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/catalogSearch?${new URLSearchParams({ text, limit: '3' }).toString()}`,
    headers: superAdmin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CatalogSearchResult }>().data.products[0]?.product.displayName;
}

describe('product synonyms', () => {
  let created: Product;

  it('keeps the synonyms given with a product and answers them', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: superAdmin,
      payload: {
        latinName: 'Quercus ellipsoidalis',
        cultivar: 'Fire Crown',
        commonNameEn: 'northern pin oak',
        sku: 'QUE-ELL-FC',
        categoryId: 1,
        synonyms: { ...SYNONYMS, tradeNames: [' Northern Flame '] },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    created = response.json<{ data: Product }>().data;
    expect(created.synonyms).toEqual(SYNONYMS);
  });

  it('matches a line by each kind of synonym, in GoMatch and in the catalog search', async () => {
    for (const line of [
      'Quercus ellipsoidalis Northern Flame 50mm cal',
      'Quercus ellipsoidalis QXR77 #15',
      'flame oak 60mm cal',
      'chêne flamme 60mm',
      'Quercus ellipsoidalis Nordflamme 2" cal',
    ]) {
      const matched = await bestOfGoMatch(line);
      expect(matched.nameAlternatives[0]?.label, line).toBe("Quercus ellipsoidalis 'Fire Crown'");
      expect(matched.nameMatchInfo.state, line).toBe('MATCHED');
      expect(await bestOfSearch(line), line).toBe("Quercus ellipsoidalis 'Fire Crown'");
    }
  });

  it('lists a product without synonyms with empty lists', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: superAdmin,
      payload: { latinName: 'Quercus ellipsoidalis', sku: 'QUE-ELL', categoryId: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Product }>().data.synonyms).toEqual({
      tradeNames: [],
      registeredNames: [],
      commonNamesEn: [],
      commonNamesFr: [],
      originalNames: [],
    });
  });

  it('replaces the synonyms on an update, logs the change, and the next match follows', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/product',
      headers: { ...superAdmin, [VERSION_HEADER]: String(created.version) },
      payload: {
        id: created.id,
        latinName: created.latinName,
        cultivar: created.cultivar,
        commonNameEn: created.commonNameEn,
        sku: created.sku,
        categoryId: created.categoryId,
        synonyms: { ...SYNONYMS, registeredNames: ['BZT40'] },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Product }>().data.synonyms.registeredNames).toEqual(['BZT40']);
    const [entry] = await testApp.database.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.actionTypeId, ActionLogType.ids.PRODUCT), eq(actionLog.entityId, created.id)))
      .orderBy(desc(actionLog.id))
      .limit(1);
    expect(JSON.stringify(entry?.changes)).toContain('registeredNames: BZT40');

    expect((await bestOfGoMatch('Quercus ellipsoidalis BZT40 #15')).nameAlternatives[0]?.label).toBe(
      "Quercus ellipsoidalis 'Fire Crown'",
    );
    // The code name removed: the line now names the species best, no longer the cultivar.
    expect((await bestOfGoMatch('Quercus ellipsoidalis QXR77 #15')).nameAlternatives[0]?.label).toBe(
      'Quercus ellipsoidalis',
    );
  });

  it('refuses an empty or over-long synonym, naming the field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: superAdmin,
      payload: {
        latinName: 'Quercus ellipsoidalis',
        sku: 'QUE-ELL-BAD',
        categoryId: 1,
        synonyms: { ...SYNONYMS, tradeNames: ['x'.repeat(121)] },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('synonyms.tradeNames.0');
  });
});
