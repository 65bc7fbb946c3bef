import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION_HEADER, type Product, type SearchCandidatesResponse } from '@portal/contracts';
import { rowsOf } from '../../db/query-rows';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import {
  currentCatalogIndex,
  holdsCatalogIndex,
  loadCatalogIndex,
  readCatalogStamp,
} from './catalog-index-cache';

/**
 * Decision 141: GoMatch's in-memory index follows the catalog — a product added or renamed through the API, or
 * by another instance sharing the database (a write this process never saw), is matched by the next run.
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

async function bestName(line: string): Promise<string | undefined> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/searchCandidatesDataset',
    headers: superAdmin,
    payload: { lines: [line] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SearchCandidatesResponse }>().data.lines[0]?.nameAlternatives[0]?.label;
}

describe('the catalog index follows the catalog', () => {
  it('matches a product added, then renamed, through the API at the next run', async () => {
    expect(await bestName('Quercus muehlenbergii Prairie Sentinel #5')).not.toContain('muehlenbergii');
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/product',
      headers: superAdmin,
      payload: {
        latinName: 'Quercus muehlenbergii',
        cultivar: 'Prairie Sentinel',
        commonNameEn: 'chinkapin oak',
        sku: 'QUE-MUE-PS',
        categoryId: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const product = created.json<{ data: Product }>().data;
    expect(await bestName('Quercus muehlenbergii Prairie Sentinel #5')).toBe(
      "Quercus muehlenbergii 'Prairie Sentinel'",
    );

    const renamed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/product',
      headers: { ...superAdmin, [VERSION_HEADER]: String(product.version) },
      payload: {
        id: product.id,
        latinName: 'Quercus muehlenbergii',
        cultivar: 'Flame Sentinel',
        commonNameEn: 'chinkapin oak',
        sku: 'QUE-MUE-PS',
        categoryId: 1,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await bestName('Quercus muehlenbergii Flame Sentinel #5')).toBe(
      "Quercus muehlenbergii 'Flame Sentinel'",
    );
  });

  it('rebuilds the index in the background after a catalog change made here, before any run asks', async () => {
    const db = testApp.database.db;
    const product = (
      await testApp.app.inject({
        method: 'POST',
        url: '/api/product',
        headers: superAdmin,
        payload: { latinName: 'Acer rubrum', cultivar: 'Somerset', sku: 'ACE-RUB-SOM', categoryId: 1 },
      })
    ).json<{ data: Product }>().data;
    expect(product.id).toBeGreaterThan(0);
    const stamp = await readCatalogStamp(db);
    let held = holdsCatalogIndex(stamp);
    for (let attempt = 0; attempt < 100 && !held; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      held = holdsCatalogIndex(stamp);
    }
    expect(held).toBe(true);
  });

  it("sees another instance's versioned write, and a delete, though this process saw neither", async () => {
    const db = testApp.database.db;
    const before = await readCatalogStamp(db);
    const index = await currentCatalogIndex(db);
    expect(await currentCatalogIndex(db)).toBe(index);
    // What another instance's product update does (decision 087): new values, version + 1, in its own process.
    await db.execute(sql`
      update product set cultivar = 'Northern Torch', version = version + 1
      where latin_name = 'Acer rubrum' and cultivar = 'Redpointe'`);
    expect(await readCatalogStamp(db)).not.toBe(before);
    expect(await currentCatalogIndex(db)).not.toBe(index);
    expect(await bestName('Acer rubrum Northern Torch 60mm cal')).toBe("Acer rubrum 'Northern Torch'");

    const [added] = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into product (latin_name, cultivar, sku, category_id)
        values ('Acer rubrum', 'Sun Valley', 'ACE-RUB-SV-TEST', 1) returning id`),
    );
    expect(await bestName('Acer rubrum Sun Valley 60mm cal')).toBe("Acer rubrum 'Sun Valley'");
    await db.execute(sql`delete from product where id = ${added!.id}`);
    expect(await bestName('Acer rubrum Sun Valley 60mm cal')).not.toBe("Acer rubrum 'Sun Valley'");
  });

  it('changes the stamp when indexed text changes without a version (a raw fix, a restored copy)', async () => {
    const db = testApp.database.db;
    const stamp = await readCatalogStamp(db);
    // Same count, same id sum, same version sum: only the indexed text differs.
    await db.execute(
      sql`update product set common_name_en = 'swamp maple' where latin_name = 'Acer rubrum' and cultivar is null`,
    );
    expect(await readCatalogStamp(db)).not.toBe(stamp);
  });

  it('changes the stamp when a product gains synonyms, or they change, without a version', async () => {
    const db = testApp.database.db;
    const before = await readCatalogStamp(db);
    // A product with none (the stamp hashes none without writing them out, issue 36 tuning) gains one.
    await db.execute(
      sql`update product set synonyms = jsonb_set(synonyms, '{tradeNames}', '["Stamp Test"]')
          where id = (select min(id) from product where synonyms -> 'tradeNames' = '[]'::jsonb
            and synonyms -> 'registeredNames' = '[]'::jsonb and synonyms -> 'commonNamesEn' = '[]'::jsonb
            and synonyms -> 'commonNamesFr' = '[]'::jsonb and synonyms -> 'originalNames' = '[]'::jsonb)`,
    );
    const withOne = await readCatalogStamp(db);
    expect(withOne).not.toBe(before);
    await db.execute(
      sql`update product set synonyms = jsonb_set(synonyms, '{tradeNames}', '["Stamp Test Two"]')
          where synonyms -> 'tradeNames' = '["Stamp Test"]'::jsonb`,
    );
    expect(await readCatalogStamp(db)).not.toBe(withOne);
    // The rows the index is built from carry the stamp the query reads, so the next run reuses that index.
    const { stamp } = await loadCatalogIndex(db);
    expect(stamp).toBe(await readCatalogStamp(db));
  });
});
