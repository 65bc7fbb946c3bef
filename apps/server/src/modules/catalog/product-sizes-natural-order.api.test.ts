import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSize } from '@portal/contracts';
import { allNodes, explainPlan, sequentialScans } from '../../../test/query-plan';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/** Issue 11 §6: sizes sort naturally ('#1, #2, #10, #15'), on the server, through an index (decision 064). */

let testApp: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
});
afterAll(async () => {
  await testApp.close();
});

async function sizeNames(query: string): Promise<string[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/productSizes?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { rows: ProductSize[] } }>().data.rows.map((row) => row.name);
}

describe('the size list sorted by name', () => {
  it('puts #2 before #10 in both directions', async () => {
    const ascending = (await sizeNames('sortField=name&sortOrder=asc&size=1000')).filter((name) =>
      /^#\d+$/.test(name),
    );
    const numbers = ascending.map((name) => Number(name.slice(1)));
    expect(numbers).toEqual(expect.arrayContaining([1, 2, 10, 15]));
    expect(numbers).toEqual([...numbers].sort((left, right) => left - right));
    const descending = (await sizeNames('sortField=name&sortOrder=desc&size=1000')).filter((name) =>
      /^#\d+$/.test(name),
    );
    expect(descending).toEqual([...ascending].reverse());
  });

  it('orders numbers inside a name too: 50mm before 100mm, 9cm before 10cm', async () => {
    const names = await sizeNames('sortField=name&size=1000');
    const positionOf = (name: string) => names.indexOf(name);
    for (const [smaller, larger] of [
      ['9cm pot', '10cm pot'],
      ['50-cell plug tray', '72-cell plug tray'],
    ] as const) {
      expect(positionOf(smaller), smaller).toBeGreaterThanOrEqual(0);
      expect(positionOf(smaller)).toBeLessThan(positionOf(larger));
    }
  });

  it('reads the natural order from the name_sort_key index at 20,000 sizes', async () => {
    const db = testApp.database.db;
    await db.execute(sql`
      insert into product_size (name, category_id, type_id, value_type_id)
      select '#' || n || ' plan size', (select min(id) from size_category), 1, 1
      from generate_series(1, 20000) as n`);
    await db.execute(sql`analyze product_size`);
    const plan = await explainPlan(
      db,
      sql`select id, name from product_size order by name_sort_key, id limit 25`,
    );
    expect(sequentialScans(plan, 'product_size')).toEqual([]);
    expect(allNodes(plan).map((node) => node['Index Name'])).toContain('product_size_name_sort_key_index');
    // Negative control: ordering by the plain name (no such index) scans the table.
    const unindexed = await explainPlan(db, sql`select id from product_size order by name, id limit 25`);
    expect(sequentialScans(unindexed, 'product_size')).toHaveLength(1);
  });
});
