import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  genericQuoteQuerySchema,
  QuoteBoardColumn,
  QuoteEntityType,
  quoteCardQuerySchema,
  type GenericQuoteQueryInput,
  type QuoteBoardColumnId,
  type QuoteCardQueryInput,
} from '@portal/contracts';
import { allNodes, explainPlan, sequentialScans, type PlanNode } from '../../../test/query-plan';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/query-rows';
import { pageRowsQuery } from '../../lib/paged-query';
import { columnCardsRequest, genericPageQuery } from './quote-board.repository';

/**
 * Decision 156: the Quote Table's union reads each stage through an index (its page's end, never the whole
 * stage), and a board column walks the quote's (status, number) index.
 */
const JOBS = 30_000;
const STAGES = ['quote_request', 'standardized_quote', 'quote'] as const;

let testApp: TestApp;
let ownerUserId: number;
let buyerCompanyId: number;

function genericPlan(query: GenericQuoteQueryInput): Promise<PlanNode> {
  const statement = genericPageQuery(genericQuoteQuerySchema.parse(query), new Date(), false);
  if (statement === null) throw new Error('no branch');
  return explainPlan(testApp.database.db, statement);
}

function columnPlan(column: QuoteBoardColumnId, query: QuoteCardQueryInput = {}): Promise<PlanNode> {
  const db = testApp.database.db;
  return explainPlan(
    db,
    pageRowsQuery(columnCardsRequest(db, column, quoteCardQuerySchema.parse(query), 25, new Date())),
  );
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const scalar = async (query: SQL) =>
    Number(rowsOf<{ value: unknown }>(await db.execute(query))[0]?.value ?? 0);
  const buyerUserId = await scalar(
    sql`select id as value from app_user where email = ${DEMO_ACCOUNTS.buyer}`,
  );
  ownerUserId = await scalar(sql`select id as value from app_user where email = ${DEMO_ACCOUNTS.operations}`);
  const superAdminId = await scalar(
    sql`select id as value from app_user where email = ${DEMO_ACCOUNTS.superAdmin}`,
  );
  await db.execute(sql`
    insert into company (name, company_type_id)
    select 'Plan Buyer ' || n, ${sql.raw(String(CompanyType.ids.BUYER))} from generate_series(1, 200) as n`);
  buyerCompanyId = await scalar(sql`select min(id) as value from company where name like 'Plan Buyer %'`);
  await db.execute(sql`
    insert into quote_request (buyer_company_id, buyer_user_id, owner_user_id, job_name, status_id)
    select ${buyerCompanyId}::int + n % 200, ${buyerUserId}::int,
           case when n % 3 = 0 then ${ownerUserId}::int when n % 3 = 1 then ${superAdminId}::int else null end,
           'Plan job ' || n, n % 5 + 1
    from generate_series(1, ${sql.raw(String(JOBS))}) as n`);
  // Two jobs in three were standardized, one in three became a quote.
  await db.execute(sql`
    insert into standardized_quote (quote_request_id, quote_number, owner_user_id, status_id)
    select id, quote_number, owner_user_id, id % 6 + 1 from quote_request where id % 3 <> 0`);
  await db.execute(sql`
    insert into quote (quote_number, quote_request_id, standardized_quote_id, buyer_company_id, buyer_user_id,
                       owner_user_id, job_name, status_id, return_status_id, published_at)
    select r.quote_number, r.id, s.id, r.buyer_company_id, r.buyer_user_id, r.owner_user_id, r.job_name,
           r.id % 4 + 1, case when r.id % 4 = 1 then r.id % 2 + 2 else 1 end,
           case when r.id % 4 = 1 then now() - (r.id % 400) * interval '1 day' end
    from quote_request r join standardized_quote s on s.quote_request_id = r.id where r.id % 3 = 1`);
  for (const table of STAGES) await db.execute(sql.raw(`analyze ${table}`));
}, 300_000);

afterAll(async () => {
  await testApp.close();
});

/** Each stage is read through one of its indexes, and none is read whole. */
function expectIndexedStages(plan: PlanNode, stages: readonly string[] = STAGES) {
  for (const table of stages) {
    expect(sequentialScans(plan, table), table).toEqual([]);
    expect(
      allNodes(plan).some((node) => node['Relation Name'] === table),
      `${table} is read`,
    ).toBe(true);
  }
}

describe(`the Quote Table at ${JOBS} jobs`, () => {
  for (const sortField of ['quoteNumber', 'entityTypeId', 'statusId'] as const) {
    for (const sortOrder of ['asc', 'desc'] as const) {
      it(`reads each stage through an index sorted by ${sortField} ${sortOrder}`, async () => {
        expectIndexedStages(await genericPlan({ sortField, sortOrder }));
      });
    }
  }

  it('reads each stage through an index for the status, owner and buyer filters', async () => {
    for (const filters of [
      { entityTypeId: QuoteEntityType.ids.QUOTE, statusId: 2 },
      { ownerUserId },
      { buyerCompanyId: buyerCompanyId + 7 },
      { search: 'CQ-10042' },
      { search: 'plan job 4242' },
    ] satisfies GenericQuoteQueryInput[]) {
      const plan = await genericPlan(filters);
      const stages = 'entityTypeId' in filters ? ['quote'] : STAGES;
      expectIndexedStages(plan, stages);
    }
  });

  it('would notice a sequential scan (an order no index backs)', async () => {
    const plan = await explainPlan(
      testApp.database.db,
      sql`select * from standardized_quote order by updated_at limit 25`,
    );
    expect(sequentialScans(plan, 'standardized_quote')).toHaveLength(1);
  });
});

describe(`the Quote Board at ${JOBS} jobs`, () => {
  for (const column of QuoteBoardColumn.options) {
    it(`walks an index for the ${column.label} column`, async () => {
      expectIndexedStages(await columnPlan(column.id), ['quote']);
    });
  }

  it('walks an index for the owner and buyer filters', async () => {
    for (const filters of [{ ownerUserId }, { buyerCompanyId: buyerCompanyId + 3 }]) {
      expectIndexedStages(await columnPlan(QuoteBoardColumn.ids.WIP, filters), ['quote']);
    }
  });
});
