import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyType, companyListQuerySchema, type CompanyListQueryInput } from '@portal/contracts';
import { allNodes, explainPlan, sequentialScans, type PlanNode } from '../../../test/query-plan';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pageRowsQuery } from '../../lib/paged-query';
import { companyStore, partyPages } from './parties.repository';

/** Decision 039: the company list's sorts and equality filters read an index, not the whole table. */
const COMPANIES = 50_000;

let testApp: TestApp;

function planOf(query: CompanyListQueryInput): Promise<PlanNode> {
  return explainPlan(
    testApp.database.db,
    pageRowsQuery(partyPages(companyStore).request(testApp.database.db, companyListQuerySchema.parse(query))),
  );
}

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db.execute(sql`
    insert into company (name, company_type_id, tier, registered, preferred, city, province_id, country_id)
    select 'Plan Company ' || (n::bigint * 7919 % ${sql.raw(String(COMPANIES))}),
           case when n % 2 = 0 then ${sql.raw(String(CompanyType.ids.BUYER))} else ${sql.raw(String(CompanyType.ids.SELLER))} end,
           case when n % 4 = 0 then null else n % 3 + 1 end,
           n % 2 = 0, n % 5 = 0,
           'Town ' || (n % 400),
           n % 60 + 1, case when n % 60 < 13 then 1 else 2 end
    from generate_series(1, ${sql.raw(String(COMPANIES))}) as n`);
  await testApp.database.db.execute(sql`analyze company`);
}, 300_000);

afterAll(async () => {
  await testApp.close();
});

describe(`the company list at ${COMPANIES} companies`, () => {
  for (const sortField of ['name', 'city', 'id'] as const) {
    for (const sortOrder of ['asc', 'desc'] as const) {
      it(`walks an index, not the table, sorted by ${sortField} ${sortOrder}`, async () => {
        const plan = await planOf({ sortField, sortOrder });
        expect(sequentialScans(plan, 'company')).toEqual([]);
        expect(allNodes(plan).some((node) => node['Relation Name'] === 'company')).toBe(true);
      });
    }
  }

  it('walks an index for the type and province filters sorted by name', async () => {
    for (const filters of [{ companyTypeId: CompanyType.ids.SELLER }, { provinceId: 14 }]) {
      const plan = await planOf({ ...filters, sortField: 'name' });
      expect(sequentialScans(plan, 'company')).toEqual([]);
    }
  });

  it('finds a text anywhere in name or city, accents folded, through the search_text trigram index', async () => {
    // Typed with accents and capitals: folded the same way as the column, so the index still serves it. With plain
    // index walks off, the planner must either use the trigram index or read the table: the test proves the search
    // expression is one the index serves (a walk of the name index, stopping after 25 rows, is as good at times,
    // and the planner's choice between them varies with the statistics of the run).
    const query = companyListQuerySchema.parse({ search: 'PLAN COMPÀNY 4242', sortField: 'name' });
    const plan = await testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_indexscan = off`);
      return explainPlan(tx, pageRowsQuery(partyPages(companyStore).request(tx, query)));
    });
    expect(sequentialScans(plan, 'company')).toEqual([]);
    const indexes = allNodes(plan).map((node) => node['Index Name']);
    expect(indexes).toContain('company_search_trigram_index');
  });

  it('would notice a sequential scan (an order no index backs)', async () => {
    const plan = await explainPlan(
      testApp.database.db,
      sql`select * from company order by phone_number limit 25`,
    );
    expect(sequentialScans(plan, 'company')).toHaveLength(1);
  });
});
