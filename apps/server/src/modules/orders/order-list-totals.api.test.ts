// The order lists' totals and status counts are counted once per committed change, not once per call
// (docs/decisions/184), and the rows their pages read by key are read once per change (decision 190). An order
// written straight into the database makes no change event, so a total that does not move after it, or a row that
// does not, was kept; a committed change through the calls empties what is kept — on this instance before the
// change's answer goes out, on another instance (PostgreSQL) when its NOTIFY or the live change arrives.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  VERSION_HEADER,
  type OrderCards,
  type OrderDashPage,
  type OrderGroupSummary,
  type OrderRecord,
  type OrderRowPage,
  type SubOrderRowPage,
} from '@portal/contracts';
import type { AppConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { customerOrder, subOrder } from '../../db/schema';
import { buildApp } from '../../app';
import { subOrderCopyOf } from './order-construction.repository';
import { placedOrder } from '../../../test/order-fixtures';
import { loadQuoteFixtureParties } from '../../../test/quote-fixtures';
import {
  bearer,
  createTestApp,
  DEMO_ACCOUNTS,
  signIn,
  testEngine,
  type TestApp,
} from '../../../test/test-app';

let testApp: TestApp;
let operations: Record<string, string>;
let order: OrderRecord;
let copies = 0;
const instances: { app: FastifyInstance; database: DatabaseHandle }[] = [];

async function get<T>(url: string, app: FastifyInstance = testApp.app): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers: operations });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}

/** What each list and count says under one set of filters (the placed order's buyer). */
async function totals(app: FastifyInstance = testApp.app, { isSortedOtherwise = false } = {}) {
  const filter = `buyerCompanyId=${order.buyerCompanyId}`;
  const orderSort = isSortedOtherwise ? '&sortField=grandTotal&sortOrder=asc' : '';
  const subOrderSort = isSortedOtherwise ? '&sortField=pickDate&sortOrder=desc' : '';
  // A search is planned with its text, unprepared (decision 181): its total is kept all the same.
  const search = `search=${encodeURIComponent(order.jobName)}`;
  const [dashboard, table, subOrders, summary, board, searched, subOrdersSearched] = await Promise.all([
    get<OrderDashPage>(`/api/orderDashView?${filter}${orderSort}`, app),
    get<OrderRowPage>(`/api/orderRow?${filter}${orderSort}`, app),
    get<SubOrderRowPage>(`/api/subOrderRowView?${filter}${subOrderSort}`, app),
    get<OrderGroupSummary>(`/api/orderGroupSummary?${filter}`, app),
    get<OrderCards>(`/api/orderCards?${filter}`, app),
    get<OrderDashPage>(`/api/orderDashView?${search}${orderSort}`, app),
    get<SubOrderRowPage>(`/api/subOrderRowView?${search}${subOrderSort}`, app),
  ]);
  const newOrders = (groups: Array<{ statusId: number; count?: number; total?: number }>) => {
    const group = groups.find((entry) => entry.statusId === OrderStatus.ids.PENDING);
    return group?.count ?? group?.total;
  };
  return {
    dashboard: dashboard.total,
    table: table.total,
    subOrders: subOrders.total,
    summary: summary.total,
    summaryNew: newOrders(summary.groups),
    boardNew: newOrders(board.groups),
    searched: searched.total,
    subOrdersSearched: subOrdersSearched.total,
    // The page's keys are read afresh each time: a row not read since the last change is read.
    dashboardRowIds: dashboard.rows.map((row) => row.id),
  };
}

/**
 * A copy of the placed order and its sub-orders, written straight into the tables: no unit of work, so no change
 * event — only a kept total explains a list that does not count it.
 */
async function copyOrderBehindTheAppsBack(): Promise<number> {
  const db = testApp.database.db;
  copies += 1;
  const [source] = await db.select().from(customerOrder).where(eq(customerOrder.id, order.id));
  if (!source) throw new Error('the placed order is gone');
  const { id: _id, ...values } = source;
  const [copy] = await db
    .insert(customerOrder)
    .values({ ...values, phaseNumber: source.phaseNumber + copies })
    .returning();
  if (!copy) throw new Error('no copy');
  const subOrders = await db.select().from(subOrder).where(eq(subOrder.orderId, order.id));
  await db
    .insert(subOrder)
    .values(subOrders.map(({ id: _subOrderId, ...row }) => ({ ...row, ...subOrderCopyOf(copy) })));
  return copy.id;
}

/** The placed order's reference number in each list's rows (the Order Table's, dashboard's and sub-orders'). */
async function referenceNumbers(app: FastifyInstance = testApp.app) {
  const filter = `buyerCompanyId=${order.buyerCompanyId}`;
  const [dashboard, table, subOrders] = await Promise.all([
    get<OrderDashPage>(`/api/orderDashView?${filter}`, app),
    get<OrderRowPage>(`/api/orderRow?${filter}`, app),
    get<SubOrderRowPage>(`/api/subOrderRowView?${filter}`, app),
  ]);
  return {
    dashboard: dashboard.rows.find((row) => row.id === order.id)?.referenceNumber,
    table: table.rows.find((row) => row.id === order.id)?.referenceNumber,
    subOrders: subOrders.rows.filter((row) => row.orderId === order.id).map((row) => row.referenceNumber),
  };
}

/** The placed order's reference number, written straight into the table: no change event. */
async function setReferenceBehindTheAppsBack(referenceNumber: string): Promise<void> {
  await testApp.database.db
    .update(customerOrder)
    .set({ referenceNumber })
    .where(eq(customerOrder.id, order.id));
}

/** A committed change through the calls: the order's comment, version-checked. */
async function commentOnOrder(app: FastifyInstance, comment: string): Promise<void> {
  const current = await get<OrderRecord>(`/api/order/${order.id}`, app);
  const response = await app.inject({
    method: 'PUT',
    url: '/api/orderComment',
    headers: { ...operations, [VERSION_HEADER]: String(current.version) },
    payload: { id: order.id, comment },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  // Kept for ten minutes here, so only a change explains a total that moves.
  testApp = await createTestApp({ LIST_TOTALS_CACHE_SECONDS: '600' });
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  order = await placedOrder(testApp, operations, await loadQuoteFixtureParties(testApp));
});

afterAll(async () => {
  for (const { app, database } of instances) {
    await app.close();
    await database.close().catch(() => undefined);
  }
  await testApp.close();
});

describe('the order lists on one instance', () => {
  it('keep each total and status count until a change commits, whatever the sort', async () => {
    // The placed order, New Order, two sub-orders: counted by every list and count.
    const counted = {
      dashboard: 1,
      table: 1,
      subOrders: 2,
      summary: 1,
      summaryNew: 1,
      boardNew: 1,
      searched: 1,
      subOrdersSearched: 2,
    };
    expect(await totals()).toMatchObject(counted);

    const copyId = await copyOrderBehindTheAppsBack();
    const kept = await totals();
    expect(kept).toMatchObject(counted);
    // The rows are the database's own: the copy is on the page the kept total describes.
    expect(kept.dashboardRowIds).toContain(copyId);
    // Another sort of the same filters shares the total.
    expect(await totals(testApp.app, { isSortedOtherwise: true })).toMatchObject({
      dashboard: 1,
      table: 1,
      subOrders: 2,
      searched: 1,
      subOrdersSearched: 2,
    });
    // Other filters are counted when first asked.
    const newOrders = await get<OrderDashPage>(
      `/api/orderDashView?buyerCompanyId=${order.buyerCompanyId}&statusId=${OrderStatus.ids.PENDING}`,
    );
    expect(newOrders.total).toBe(2);

    await commentOnOrder(testApp.app, 'Counted again after this change');
    expect(await totals()).toMatchObject({
      dashboard: 2,
      table: 2,
      subOrders: 4,
      summary: 2,
      summaryNew: 2,
      boardNew: 2,
      searched: 2,
      subOrdersSearched: 4,
    });
  });
});

describe("the order lists' rows on one instance", () => {
  it('keep each row read by key until a change commits', async () => {
    const everywhere = (referenceNumber: string) => ({
      dashboard: referenceNumber,
      table: referenceNumber,
      subOrders: [referenceNumber, referenceNumber],
    });
    await commentOnOrder(testApp.app, 'Rows read afresh after this change');
    await setReferenceBehindTheAppsBack('PO-ROWS-1');
    expect(await referenceNumbers()).toEqual(everywhere('PO-ROWS-1'));

    // Written behind the portal's back: the rows read since the last change still answer.
    await setReferenceBehindTheAppsBack('PO-ROWS-2');
    expect(await referenceNumbers()).toEqual(everywhere('PO-ROWS-1'));

    await commentOnOrder(testApp.app, 'And read again after this one');
    expect(await referenceNumbers()).toEqual(everywhere('PO-ROWS-2'));
  });
});

describe('the order lists across instances', () => {
  it('listen for the other instances only with a PostgreSQL server', () => {
    // The embedded engine is one instance by construction (its directory lock): its own events suffice.
    expect(testApp.database.postgresClient === undefined).toBe(testApp.engine === 'pglite');
  });

  // Registered only on the PostgreSQL project (not skipped): the embedded engine has a single instance.
  if (testEngine() !== 'postgres') return;

  /** One more server on the same database: its own pool, LISTEN connection and kept totals. */
  async function startInstance(config: Partial<AppConfig> = {}): Promise<FastifyInstance> {
    const database = await openDatabase({ databaseUrl: testApp.config.databaseUrl, maxConnections: 3 });
    const app = await buildApp({
      config: { ...testApp.config, ...config },
      database,
      logger: false,
      serveWeb: false,
    });
    await app.ready();
    instances.push({ app, database });
    return app;
  }

  /** What `read` answers once the change has reached the other instance: asked at most 100 times, 5 ms apart. */
  async function soon<T>(read: () => Promise<T>, expected: T): Promise<T> {
    let found = await read();
    for (let attempt = 1; attempt < 100 && found !== expected; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      found = await read();
    }
    return found;
  }

  it("empty another instance's totals when a change commits on one", async () => {
    const first = await startInstance();
    const second = await startInstance();
    const counted = (await totals(first)).dashboard;
    expect((await totals(second)).dashboard).toBe(counted);

    await copyOrderBehindTheAppsBack();
    expect((await totals(first)).dashboard).toBe(counted);
    expect((await totals(second)).dashboard).toBe(counted);

    await commentOnOrder(first, 'Counted again on every instance');
    expect(await totals(first)).toMatchObject({ dashboard: counted + 1, summary: counted + 1 });
    expect(await soon(async () => (await totals(second)).dashboard, counted + 1)).toBe(counted + 1);
    expect(await totals(second)).toMatchObject({ summary: counted + 1, subOrders: 2 * (counted + 1) });
  });

  it("empty another instance's rows when a change commits on one", async () => {
    const first = await startInstance();
    const second = await startInstance();
    await setReferenceBehindTheAppsBack('PO-CLUSTER-1');
    await commentOnOrder(first, 'Rows read afresh on every instance');
    expect((await referenceNumbers(first)).table).toBe('PO-CLUSTER-1');
    expect(await soon(async () => (await referenceNumbers(second)).table, 'PO-CLUSTER-1')).toBe(
      'PO-CLUSTER-1',
    );

    await setReferenceBehindTheAppsBack('PO-CLUSTER-2');
    expect((await referenceNumbers(second)).table).toBe('PO-CLUSTER-1');

    await commentOnOrder(first, 'And again');
    expect(await referenceNumbers(first)).toMatchObject({ table: 'PO-CLUSTER-2', dashboard: 'PO-CLUSTER-2' });
    expect(await soon(async () => (await referenceNumbers(second)).table, 'PO-CLUSTER-2')).toBe(
      'PO-CLUSTER-2',
    );
    expect(await referenceNumbers(second)).toEqual({
      dashboard: 'PO-CLUSTER-2',
      table: 'PO-CLUSTER-2',
      subOrders: ['PO-CLUSTER-2', 'PO-CLUSTER-2'],
    });
  });

  it('read the rows on every call with LIST_ROWS_CACHE_SIZE=0', async () => {
    const uncached = await startInstance({ listRowsCacheSize: 0 });
    await setReferenceBehindTheAppsBack('PO-UNCACHED-1');
    expect((await referenceNumbers(uncached)).table).toBe('PO-UNCACHED-1');
    await setReferenceBehindTheAppsBack('PO-UNCACHED-2');
    expect(await referenceNumbers(uncached)).toEqual({
      dashboard: 'PO-UNCACHED-2',
      table: 'PO-UNCACHED-2',
      subOrders: ['PO-UNCACHED-2', 'PO-UNCACHED-2'],
    });
  });
});
