import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, ProductSizeUnit, SystemCategory, type CatalogSearchResult } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let operations: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
});
afterAll(async () => {
  await testApp.close();
});

async function search(query: string, headers = operations) {
  return testApp.app.inject({ method: 'GET', url: `/api/catalogSearch?${query}`, headers });
}

describe('GET /api/catalogSearch', () => {
  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/catalogSearch?text=thuja' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 naming `text` when it is missing or blank', async () => {
    for (const query of ['limit=5', 'text=%20%20']) {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: ErrorCode.VALIDATION_FAILED,
        issues: [expect.objectContaining({ field: 'text' })],
      });
    }
  });

  it('answers 400 naming `limit` above the maximum', async () => {
    const response = await search('text=thuja&limit=500');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [expect.objectContaining({ field: 'limit' })] });
  });

  it('splits a line into product and size and ranks the intended ones first', async () => {
    const response = await search(`text=${encodeURIComponent('thuja occ smaragd 5 gal')}&limit=3`);
    expect(response.statusCode).toBe(200);
    const result = response.json<{ data: CatalogSearchResult }>().data;
    expect(result.sizeText).toBe('5 gal');
    expect(result.products).toHaveLength(3);
    expect(result.products[0]!.product).toMatchObject({
      latinName: 'Thuja occidentalis',
      cultivar: 'Smaragd',
      displayName: "Thuja occidentalis 'Smaragd'",
      categoryId: SystemCategory.ids.PLANT,
    });
    expect(result.products[0]!.score).toBeGreaterThan(result.products[1]!.score);
    expect(result.sizes[0]!.productSize).toMatchObject({
      name: '#5',
      unitId: ProductSizeUnit.ids.GALLON,
      value: 5,
    });
  });

  it('returns the specs a line names after its sizes', async () => {
    const response = await search(`text=${encodeURIComponent('Betula nigra Heritage multi-stem 200-250cm')}`);
    const result = response.json<{ data: CatalogSearchResult }>().data;
    expect(result.products[0]!.product.cultivar).toBe('Heritage');
    expect(result.sizes[0]!.productSize.name).toBe('B&B 200-250cm');
    expect(result.sizes.map((match) => match.productSize.name)).toContain('Multi-stem');
  });

  it('finds a product by its exact SKU first', async () => {
    const response = await search('text=ACERUB-OCTG');
    const result = response.json<{ data: CatalogSearchResult }>().data;
    expect(result.products[0]!.product.sku).toBe('ACERUB-OCTG');
    expect(result.sizeText).toBeNull();
  });

  it('leaves out products of categories that do not allow linking when linkableOnly is true', async () => {
    const text = encodeURIComponent('black cedar mulch');
    const before = (await search(`text=${text}&linkableOnly=true`)).json<{ data: CatalogSearchResult }>()
      .data;
    expect(before.products[0]!.product.latinName).toBe('Black cedar mulch');
    await testApp.database.db.execute(
      sql`update category set allow_link_product = false where name = 'Soil & Mulch'`,
    );
    const linkable = (await search(`text=${text}&linkableOnly=true`)).json<{ data: CatalogSearchResult }>()
      .data;
    expect(linkable.products.map((match) => match.product.categoryName)).not.toContain('Soil & Mulch');
    const all = (await search(`text=${text}`)).json<{ data: CatalogSearchResult }>().data;
    expect(all.products[0]!.product.latinName).toBe('Black cedar mulch');
  });
});
