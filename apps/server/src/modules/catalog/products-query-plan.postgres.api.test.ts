import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListQuerySchema, type ProductListQueryInput } from '@portal/contracts';
import { allNodes, explainPlan, sequentialScans, type PlanNode } from '../../../test/query-plan';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pageRowsQuery } from '../../lib/paged-query';
import { productPageQuery, productPages, type SortedProductListQuery } from './products.repository';

/** The product list at catalog scale (issue 5: tens of thousands of products) reads indexes, not the table. */
const PRODUCTS = 50_000;
const CATEGORIES = 20;

let testApp: TestApp;
let firstCategoryId: number;

function planOf(query: ProductListQueryInput & { sortField: SortedProductListQuery['sortField'] }) {
  const parsed = productListQuerySchema.parse(query);
  return explainPlan(
    testApp.database.db,
    pageRowsQuery(
      productPages.request(testApp.database.db, productPageQuery({ ...parsed, sortField: query.sortField })),
    ),
  );
}

function productNodes(plan: PlanNode): PlanNode[] {
  return allNodes(plan).filter((node) => node['Relation Name'] === 'product');
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const inserted = await db.execute<{ id: number }>(sql`
    insert into category (name)
    select 'Plan Category ' || n from generate_series(1, ${sql.raw(String(CATEGORIES))}) as n
    returning id`);
  const rows = (
    Array.isArray(inserted) ? inserted : (inserted as { rows: Array<{ id: number }> }).rows
  ) as Array<{
    id: number;
  }>;
  firstCategoryId = Math.min(...rows.map((row) => Number(row.id)));
  await db.execute(sql`
    insert into product (latin_name, cultivar, common_name_en, sku, category_id, search_text)
    select 'Plantus ' || (n::bigint * 7919 % ${sql.raw(String(PRODUCTS))}),
           case when n % 3 = 0 then null else 'Cultivar ' || (n % 500) end,
           'Common ' || (n % 9000),
           'PLAN-' || n,
           ${sql.raw(String(firstCategoryId))} + n % ${sql.raw(String(CATEGORIES))},
           'plantus ' || n
    from generate_series(1, ${sql.raw(String(PRODUCTS))}) as n`);
  await db.execute(sql`analyze product`);
  await db.execute(sql`analyze category`);
}, 300_000);

afterAll(async () => {
  await testApp.close();
});

describe(`the product list at ${PRODUCTS} products`, () => {
  for (const sortField of ['latinName', 'commonNameEn', 'sku', 'id'] as const) {
    for (const sortOrder of ['asc', 'desc'] as const) {
      it(`walks an index, not the table, sorted by ${sortField} ${sortOrder}`, async () => {
        const plan = await planOf({ sortField, sortOrder });
        expect(sequentialScans(plan, 'product')).toEqual([]);
        expect(productNodes(plan).length).toBeGreaterThan(0);
      });
    }
  }

  it('walks the category index for a category filter sorted by Latin name', async () => {
    for (const page of [1, 21]) {
      const plan = await planOf({ sortField: 'latinName', categoryId: firstCategoryId, page });
      expect(sequentialScans(plan, 'product')).toEqual([]);
      expect(productNodes(plan).map((node) => node['Index Name'])).toContain(
        'product_category_latin_name_index',
      );
    }
  });

  it('would notice a sequential scan (an order no index backs)', async () => {
    const plan = await explainPlan(
      testApp.database.db,
      sql`select * from product order by common_name_fr limit 25`,
    );
    expect(sequentialScans(plan, 'product')).toHaveLength(1);
  });
});
