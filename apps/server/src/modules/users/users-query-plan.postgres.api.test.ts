import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, USER_SORT_FIELDS, UserStatus } from '@portal/contracts';
import { allNodes, explainPlan, sequentialScans, type PlanNode } from '../../../test/query-plan';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pageRowsQuery } from '../../lib/paged-query';
import { userPages, type UserPageRequest } from './users.repository';

/** Issue 4 acceptance 3: the paged user query stays index-backed at 100,000 users. */
const USERS = 100_000;

let testApp: TestApp;

async function planOf(request: UserPageRequest): Promise<PlanNode> {
  return explainPlan(testApp.database.db, pageRowsQuery(userPages.request(testApp.database.db, request)));
}

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.database.db.execute(sql`
    insert into app_user (email, first_name, last_name, role_id, status_id, language_id, timezone_id, locked_at)
    select 'plan-user-' || n || '@example.com',
           'First' || (n::bigint * 7919 % 100000),
           'Last' || (n::bigint * 104729 % 100000),
           case n % 4 when 0 then ${sql.raw(String(Role.ids.BUYER))} when 1 then ${sql.raw(String(Role.ids.SELLER_ADMIN))}
                      when 2 then ${sql.raw(String(Role.ids.OPERATIONS))} else ${sql.raw(String(Role.ids.FINANCE))} end,
           case when n % 3 = 0 then ${sql.raw(String(UserStatus.ids.ACTIVE))} else ${sql.raw(String(UserStatus.ids.INACTIVE))} end,
           1, 8,
           case when n % 997 = 0 then now() else null end
    from generate_series(1, ${sql.raw(String(USERS))}) as n`);
  await testApp.database.db.execute(sql`analyze app_user`);
}, 300_000);

afterAll(async () => {
  await testApp.close();
});

describe('the paged user query at 100,000 users', () => {
  for (const sortField of USER_SORT_FIELDS) {
    for (const sortOrder of ['asc', 'desc'] as const) {
      it(`walks an index, not the table, sorted by ${sortField} ${sortOrder}`, async () => {
        const plan = await planOf({ sortField, sortOrder, page: 1, size: 25 });
        expect(sequentialScans(plan, 'app_user')).toEqual([]);
        expect(allNodes(plan).some((node) => node['Relation Name'] === 'app_user')).toBe(true);
      });
    }
  }

  it('would notice a sequential scan (an order no index backs)', async () => {
    const plan = await explainPlan(
      testApp.database.db,
      sql`select * from app_user order by phone_number limit 25`,
    );
    expect(sequentialScans(plan, 'app_user')).toHaveLength(1);
  });

  it('walks an index for the status, company and locked filters', async () => {
    for (const filters of [
      { statusId: UserStatus.ids.ACTIVE },
      { companyId: 1 },
      { locked: true },
      { roleId: Role.ids.FINANCE, statusId: UserStatus.ids.ACTIVE },
    ]) {
      const plan = await planOf({ ...filters, sortField: 'id', sortOrder: 'asc', page: 1, size: 25 });
      expect(sequentialScans(plan, 'app_user')).toEqual([]);
    }
  });

  it('finds a text in email, first, last or full name, accents folded, through the search_text index', async () => {
    const plan = await planOf({
      search: 'Fírst4242 Last',
      sortField: 'id',
      sortOrder: 'asc',
      page: 1,
      size: 25,
    });
    expect(sequentialScans(plan, 'app_user')).toEqual([]);
    const indexes = allNodes(plan).map((node) => node['Index Name']);
    // Failed once in a CI-like run under load, with the plan unseen: the message now carries it.
    expect(indexes, JSON.stringify(plan)).toContain('app_user_search_trigram_index');
  });
});
