import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_LOG_MAX_OFFSET,
  ActionLogType,
  ErrorCode,
  type ActionLogPage,
  actionLogQuerySchema,
  type ActionLogQueryInput,
  type OwnerUser,
} from '@portal/contracts';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { actionLog, appUser } from '../../db/schema';
import { pageRowsQuery } from '../../lib/paged-query';
import { actionLogPageRequest } from './action-log-query.repository';

const GENERATED_ENTRIES = 100_000;
const MINUTE_MS = 60_000;

let testApp: TestApp;
let headers: Record<string, string>;
let userIds: number[];
/** The newest generated entry is this old; entry i is i minutes older. */
let newestAt: Date;

async function page(query: Record<string, string | number>): Promise<ActionLogPage> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/transaction/actionLogs?${search.toString()}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ActionLogPage }>().data;
}

async function countWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const rows = await testApp.database.db
    .select({ total: sql<number>`count(*)::int` })
    .from(actionLog)
    .where(condition);
  return rows[0]?.total ?? 0;
}

/** Every plan node of an EXPLAIN (FORMAT JSON) answer, whatever shape the driver returns it in. */
function planNodes(value: unknown): Array<Record<string, unknown>> {
  if (typeof value === 'string') {
    try {
      return planNodes(JSON.parse(value) as unknown);
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.flatMap(planNodes);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own = typeof record['Node Type'] === 'string' ? [record] : [];
    return [...own, ...Object.values(record).flatMap(planNodes)];
  }
  return [];
}

async function explain(query: ActionLogQueryInput): Promise<Array<Record<string, unknown>>> {
  const parsed = actionLogQuerySchema.parse(query);
  const result = await testApp.database.db.execute(
    sql`explain (format json) ${pageRowsQuery(actionLogPageRequest(testApp.database.db, parsed))}`,
  );
  return planNodes(result);
}

beforeAll(async () => {
  testApp = await createTestApp();
  headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  const users = await testApp.database.db.select({ id: appUser.id }).from(appUser).orderBy(appUser.id);
  userIds = users.map((user) => user.id).slice(0, 4);
  newestAt = new Date(Date.now() - MINUTE_MS);
  // 100,000 entries in one statement: users, types and actions cycle, one minute apart, newest first.
  await testApp.database.db.execute(sql`
    insert into action_log (created_at, user_id, action_type_id, action_id, entity_id, entity_number)
    select ${newestAt.toISOString()}::timestamptz - make_interval(mins => i),
           (${`{${userIds.join(',')}}`}::int[])[1 + i % ${userIds.length}],
           1 + i % 4,
           1 + i % 20,
           i,
           'G-' || (i % 50000)
    from generate_series(0, ${GENERATED_ENTRIES - 1}) as i`);
  await testApp.database.db.execute(sql`analyze action_log`);
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

describe('action log', () => {
  it('serves the newest entries first, with a total counted up to the paging limit', async () => {
    const first = await page({});
    expect(first.rows).toHaveLength(25);
    // Decision 176: the total stops at the bound itself, so every page the paginator draws is served.
    expect(first.total).toBe(ACTION_LOG_MAX_OFFSET);
    expect(first.isTotalCapped).toBe(true);
    const times = first.rows.map((row) => Date.parse(row.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('pages without gaps or overlaps', async () => {
    const from = new Date(newestAt.getTime() - 999 * MINUTE_MS).toISOString();
    // The upper bound leaves out the demo's own entries (sign-ins), which are newer than the generated ones.
    const window = { from, to: newestAt.toISOString() };
    const first = await page({ size: 100, page: 1, ...window });
    const second = await page({ size: 100, page: 2, ...window });
    const both = await page({ size: 200, page: 1, ...window });
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(both.rows.map((row) => row.id));
    expect(both.total).toBe(1000);
    expect(both.isTotalCapped).toBe(false);
  });

  it('filters by owner, action, type, record number and date range', async () => {
    const [owner] = userIds;
    if (owner === undefined) throw new Error('no demo user');
    const from = new Date(newestAt.getTime() - 40_000 * MINUTE_MS);
    const to = new Date(newestAt.getTime() - 30_000 * MINUTE_MS);
    const result = await page({
      userId: owner,
      actionTypeId: 1,
      actionId: 1,
      from: from.toISOString(),
      to: to.toISOString(),
      size: 1000,
    });
    const expected = await countWhere(
      sql`${actionLog.userId} = ${owner} and ${actionLog.actionTypeId} = 1 and ${actionLog.actionId} = 1
          and ${actionLog.createdAt} between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(result.total).toBe(expected);
    expect(result.rows).toHaveLength(expected);
    for (const row of result.rows) {
      expect(row).toMatchObject({ userId: owner, actionTypeId: 1, actionId: 1, actionName: 'Save' });
      expect(Date.parse(row.createdAt)).toBeGreaterThanOrEqual(from.getTime());
      expect(Date.parse(row.createdAt)).toBeLessThanOrEqual(to.getTime());
    }

    const byNumber = await page({ recordNumber: 'G-123' });
    expect(byNumber.rows.map((row) => row.recordId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      123, 50123,
    ]);
  });

  it('refuses pages beyond the paging limit', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      // Pages count from 1: page N + 1 of 100 starts at entry N × 100, the bound.
      url: `/api/transaction/actionLogs?size=100&page=${ACTION_LOG_MAX_OFFSET / 100 + 1}`,
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.VALIDATION_FAILED, issues: [{ field: 'page' }] });
    const lastServed = await page({ size: 100, page: ACTION_LOG_MAX_OFFSET / 100 });
    expect(lastServed.rows).toHaveLength(100);
  });

  it('lists the owners who have entries', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/transaction/ownerUsers', headers });
    const owners = response.json<{ data: OwnerUser[] }>().data;
    expect(owners.map((owner) => owner.id).sort((a, b) => a - b)).toEqual(
      expect.arrayContaining([...userIds].sort((a, b) => a - b)),
    );
    expect(owners[0]).toHaveProperty('initials');
  });

  it('runs the default and the owner-filtered page on indexes, never a sequential scan of the log', async () => {
    const defaultPlan = await explain({ page: 1, size: 25 });
    const ownerPlan = await explain({ page: 1, size: 25, userId: userIds[1] ?? 0 });
    for (const plan of [defaultPlan, ownerPlan]) {
      const onLog = plan.filter((node) => node['Relation Name'] === 'action_log');
      expect(onLog.length).toBeGreaterThan(0);
      expect(
        onLog.map((node) => node['Node Type']),
        JSON.stringify(plan),
      ).not.toContain('Seq Scan');
    }
    expect(ownerPlan.map((node) => node['Index Name'])).toContain('action_log_user_created_index');
  });

  it("reads a record's history from its own index", async () => {
    const historyPlan = await explain({ page: 1, size: 25, actionTypeId: 1, recordId: 124 });
    expect(historyPlan.map((node) => node['Index Name'])).toContain('action_log_entity_created_index');
    const history = await page({ actionTypeId: 1, recordId: 124 });
    // Entry i has type 1 + i % 4 and record id i: only entry 124 is record 124 of type 1.
    expect(history.rows.map((row) => [row.actionTypeId, row.recordId])).toEqual([[1, 124]]);
  });
});

describe('action log immutability', () => {
  it('has no route that writes or deletes action-log entries', () => {
    const writes = testApp.app.registeredRoutes.filter(
      (route) => route.method !== 'GET' && /action.?log/i.test(route.url),
    );
    expect(writes).toEqual([]);
    const reads = testApp.app.registeredRoutes.filter((route) => /action.?log/i.test(route.url));
    expect(reads.map((route) => `${route.method} ${route.url}`)).toEqual(['GET /api/transaction/actionLogs']);
  });

  it('answers 404 to direct attempts to change or delete entries, and the entries stay', async () => {
    const before = await countWhere(sql`true`);
    const [entry] = (await page({ size: 1 })).rows;
    if (!entry) throw new Error('no entry');
    const attempts = [
      { method: 'PUT', url: '/api/transaction/actionLogs' },
      { method: 'PATCH', url: '/api/transaction/actionLogs' },
      { method: 'DELETE', url: '/api/transaction/actionLogs' },
      { method: 'POST', url: '/api/transaction/actionLogs' },
      { method: 'PUT', url: `/api/transaction/actionLogs/${entry.id}` },
      { method: 'DELETE', url: `/api/transaction/actionLogs/${entry.id}` },
      { method: 'DELETE', url: `/api/actionLog/${entry.id}` },
    ] as const;
    for (const attempt of attempts) {
      const response = await testApp.app.inject({ ...attempt, headers, payload: { actionId: 1 } });
      expect([404, 405]).toContain(response.statusCode);
    }
    expect(await countWhere(sql`true`)).toBe(before);
    const [unchanged] = (await page({ size: 1 })).rows;
    expect(unchanged).toEqual(entry);
    expect(ActionLogType.labelOf(entry.actionTypeId)).toBe(entry.actionTypeName);
  });
});
