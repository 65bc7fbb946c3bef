import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  InventoryStatus,
  ORDER_LIST_MAX_OFFSET,
  OrderStatus,
  PictureStatus,
  Province,
  type OrderDashFilter,
  type OrderDashPage,
  type OrderGroupSummary,
  type OrderRecord,
  VERSION_HEADER,
} from '@portal/contracts';
import { appUser, company, customerOrder } from '../../db/schema';
import { loadQuoteFixtureParties, publishedQuote } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * The Order Dashboard's calls (spec 001 §7 orderDashView, orderDashViewFilter, orderGroupSummary; decision 160):
 * one order placed through the calls (quote → return → POST order, so its roll-ups are refreshOrderRollups'),
 * and 37 fixture orders written straight into the order table with known roll-ups. The fixture's jobs all
 * contain 'Zinnia', so a search keeps the placed order out where counts must be exact.
 */
const FIXTURE = 'zinnia';
const FIRST_NUMBER = 700_001;
const COUNT = 36;
const STATUS_IDS = [1, 2, 3, 4, 5, 7] as const;

let testApp: TestApp;
let superAdmin: Record<string, string>;
let operations: Record<string, string>;
let finance: Record<string, string>;
let operationsUserId: number;
let financeUserId: number;
let buyerCompanyIds: [number, number];
let placedOrder: OrderRecord;

interface Fixture {
  n: number;
  orderNumber: number;
  statusId: number;
  inventoryStatusId: number;
  pictureStatusId: number;
  ownerUserId: number | null;
  buyerCompanyId: number;
  provinceId: number;
  grandTotal: number;
}
const fixtures: Fixture[] = [];

async function get<T>(url: string, headers = operations): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}

function dashboard(query: string, headers = operations) {
  return get<OrderDashPage>(`/api/orderDashView?search=${FIXTURE}&${query}`, headers);
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  const userIdOf = async (email: string) =>
    (await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, email)))[0]!.id;
  operationsUserId = await userIdOf(DEMO_ACCOUNTS.operations);
  financeUserId = await userIdOf(DEMO_ACCOUNTS.finance);
  const buyers = await db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.companyTypeId, CompanyType.ids.BUYER))
    .orderBy(asc(company.id))
    .limit(2);
  expect(buyers).toHaveLength(2);
  buyerCompanyIds = [buyers[0]!.id, buyers[1]!.id];
  const parties = await loadQuoteFixtureParties(testApp);
  const published = await publishedQuote(testApp, operations, parties);
  const returned = await testApp.app.inject({
    method: 'PUT',
    url: '/api/quoteReturn',
    headers: { ...operations, [VERSION_HEADER]: String(published.version) },
    payload: {
      id: published.id,
      items: published.items.map((item) => ({ id: item.id, acceptedQuantity: item.quantity })),
    },
  });
  expect(returned.statusCode, returned.body).toBe(200);
  const placed = await testApp.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: operations,
    payload: { quoteId: published.id },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  placedOrder = placed.json<{ data: OrderRecord }>().data;
  // The placed order's quote carries the fixture orders' foreign key: they are later phases (2 and 3), which
  // the one-order-per-quote rule does not bind.
  const demoOrder = { quoteId: placedOrder.quoteId };

  for (let n = 0; n < COUNT; n += 1) {
    fixtures.push({
      n,
      orderNumber: FIRST_NUMBER + n,
      statusId: STATUS_IDS[n % STATUS_IDS.length]!,
      inventoryStatusId: 1 + (n % 5),
      pictureStatusId: 1 + (n % 4),
      ownerUserId: n % 3 === 0 ? null : n % 3 === 1 ? operationsUserId : financeUserId,
      buyerCompanyId: buyerCompanyIds[n % 2]!,
      provinceId: n % 4 === 0 ? Province.ids.ONTARIO : Province.ids.QUEBEC,
      // Distinct totals in an order unlike the numbers', so a sort by total is seen to be one.
      grandTotal: ((n * 7919) % 1000) + n / 100,
    });
  }
  await db.insert(customerOrder).values(
    fixtures.map((fixture) => ({
      orderNumber: fixture.orderNumber,
      phaseNumber: 2,
      quoteId: demoOrder.quoteId,
      buyerCompanyId: fixture.buyerCompanyId,
      buyerUserId: operationsUserId,
      ownerUserId: fixture.ownerUserId,
      jobName: `Zinnia garden ${fixture.n}`,
      referenceNumber: `REF-${fixture.n}`,
      provinceId: fixture.provinceId,
      statusId: fixture.statusId,
      inventoryStatusId: fixture.inventoryStatusId,
      pictureStatusId: fixture.pictureStatusId,
      grandTotal: fixture.grandTotal,
      approxJobDate: `2027-${String(1 + (fixture.n % 12)).padStart(2, '0')}-${String(1 + (fixture.n % 28)).padStart(2, '0')}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + ((fixture.n * 7) % COUNT) * 60_000),
    })),
  );
  // One more phase of the first fixture's job, to search a phase by its number.
  await db.insert(customerOrder).values({
    orderNumber: FIRST_NUMBER,
    phaseNumber: 3,
    quoteId: demoOrder.quoteId,
    buyerCompanyId: buyerCompanyIds[0],
    buyerUserId: operationsUserId,
    jobName: 'Zinnia marigold bed',
    statusId: OrderStatus.ids.WIP,
  });
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

const numbersOf = (page: OrderDashPage) => page.rows.map((row) => row.orderNumber);

describe('orderDashView: one row per order from its stored roll-ups (decision 160)', () => {
  it('shows a placed order as GET order/{id} has it, owner initials and the totals included', async () => {
    const all = await get<OrderDashPage>('/api/orderDashView?size=100');
    const demo = all.rows.find((row) => row.id === placedOrder.id);
    expect(demo, 'the placed order is on the dashboard').toBeDefined();
    const record = await get<OrderRecord>(`/api/order/${demo!.id}`);
    expect(demo).toMatchObject({
      formattedNumber: record.formattedNumber,
      buyerCompanyName: record.buyerCompanyName,
      provinceName: record.provinceName,
      statusId: OrderStatus.ids.PENDING,
      inventoryStatusId: record.inventoryStatusId,
      pictureStatusId: record.pictureStatusId,
      deliveryAssignedId: record.deliveryAssignedId,
      itemCount: record.totals.itemCount,
      sellerCost: record.totals.sellerCost,
      buyerSubtotal: record.totals.buyerSubtotal,
      grandTotal: record.totals.grandTotal,
      createdAt: record.createdAt,
      version: record.version,
    });
    expect(demo!.itemCount).toBeGreaterThan(0);
    expect(demo!.grandTotal).toBeGreaterThan(0);
    if (record.ownerUserId !== null) {
      expect(demo!.owner).toMatchObject({ id: record.ownerUserId, name: record.ownerUserName });
      expect(demo!.owner!.initials).toMatch(/^[A-Z]{1,2}$/);
    }
    // Newest job first by default: the fixture's numbers are above the demo's, phase 3 before phase 2.
    expect(all.rows[0]).toMatchObject({
      orderNumber: FIRST_NUMBER + COUNT - 1,
      formattedNumber: `OR-${FIRST_NUMBER + COUNT - 1}-P2`,
    });
  });

  it('sorts by each allowed field in both directions, ending in a unique key', async () => {
    const byNumber = await dashboard('size=100&sortField=orderNumber&sortOrder=asc');
    expect(byNumber.total).toBe(COUNT + 1);
    expect(byNumber.rows.slice(0, 2).map((row) => row.formattedNumber)).toEqual([
      `OR-${FIRST_NUMBER}-P2`,
      `OR-${FIRST_NUMBER}-P3`,
    ]);
    const byTotal = await dashboard('size=100&sortField=grandTotal&sortOrder=desc');
    const totals = byTotal.rows.map((row) => row.grandTotal);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(numbersOf(byTotal)).not.toEqual(numbersOf(byNumber).reverse());
    const byStatus = await dashboard('size=100&sortField=statusId&sortOrder=asc');
    const statusKeys = byStatus.rows.map((row) => [row.statusId, row.orderNumber, row.phaseNumber]);
    expect(statusKeys).toEqual(
      [...statusKeys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!),
    );
    const byCreated = await dashboard('size=100&sortField=createdAt&sortOrder=asc');
    const created = byCreated.rows.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort());
    const byJobDate = await dashboard('size=100&sortField=approxJobDate&sortOrder=desc');
    // Descending puts the orders without a date first (PostgreSQL's nulls-first for desc), then the latest.
    const dates = byJobDate.rows.map((row) => row.approxJobDate).filter((date) => date !== null);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by status, inventory, picture, owner, buyer and province, each alone and together', async () => {
    const expectNumbers = async (query: string, keep: (fixture: Fixture) => boolean) => {
      const page = await dashboard(`size=100&sortField=orderNumber&sortOrder=asc&${query}`);
      const expected = fixtures.filter(keep).map((fixture) => fixture.orderNumber);
      expect(numbersOf(page), query).toEqual(expected);
      expect(page.total, query).toBe(expected.length);
    };
    // The phase-3 order of the first job is WIP: the status filter keeps it beside its fixtures.
    const wip = await dashboard(
      `size=100&statusId=${OrderStatus.ids.WIP}&sortField=orderNumber&sortOrder=asc`,
    );
    expect(numbersOf(wip)).toEqual([
      FIRST_NUMBER,
      ...fixtures
        .filter((fixture) => fixture.statusId === OrderStatus.ids.WIP)
        .map((fixture) => fixture.orderNumber),
    ]);
    await expectNumbers(
      `statusId=${OrderStatus.ids.DELIVERY_PLANNING}`,
      (fixture) => fixture.statusId === OrderStatus.ids.DELIVERY_PLANNING,
    );
    await expectNumbers(
      `inventoryStatusId=${InventoryStatus.ids.PARTIALLY_SECURED}`,
      (fixture) => fixture.inventoryStatusId === InventoryStatus.ids.PARTIALLY_SECURED,
    );
    await expectNumbers(
      `pictureStatusId=${PictureStatus.ids.REJECTED}`,
      (fixture) => fixture.pictureStatusId === PictureStatus.ids.REJECTED,
    );
    await expectNumbers(`ownerUserId=${financeUserId}`, (fixture) => fixture.ownerUserId === financeUserId);
    await expectNumbers(
      `buyerCompanyId=${buyerCompanyIds[1]}&provinceId=${Province.ids.ONTARIO}`,
      (fixture) =>
        fixture.buyerCompanyId === buyerCompanyIds[1] && fixture.provinceId === Province.ids.ONTARIO,
    );
    await expectNumbers(
      `ownerUserId=${operationsUserId}&statusId=${OrderStatus.ids.COMPLETE}&provinceId=${Province.ids.QUEBEC}`,
      (fixture) =>
        fixture.ownerUserId === operationsUserId &&
        fixture.statusId === OrderStatus.ids.COMPLETE &&
        fixture.provinceId === Province.ids.QUEBEC,
    );
  });

  it('searches an order number (every phase, or one), a reference, or a job text without accents or case', async () => {
    const search = (text: string) =>
      get<OrderDashPage>(
        `/api/orderDashView?search=${encodeURIComponent(text)}&sortField=orderNumber&sortOrder=asc`,
      );
    expect((await search(`OR-${FIRST_NUMBER}`)).rows.map((row) => row.formattedNumber)).toEqual([
      `OR-${FIRST_NUMBER}-P2`,
      `OR-${FIRST_NUMBER}-P3`,
    ]);
    expect((await search(`or${FIRST_NUMBER}-p3`)).rows.map((row) => row.jobName)).toEqual([
      'Zinnia marigold bed',
    ]);
    expect(numbersOf(await search('ref-17'))).toEqual([FIRST_NUMBER + 17]);
    expect(numbersOf(await search('ZINNIA GARDEN 3'))).toEqual(
      [3, ...Array.from({ length: 6 }, (_, index) => 30 + index)].map((n) => FIRST_NUMBER + n),
    );
    // 'Parc Jarry — plantations' (the fixture quote's job), found whatever the accents and capitals.
    const placed = await search('PÁRC jarry');
    expect(placed.rows.map((row) => row.id)).toEqual([placedOrder.id]);
  });

  it('pages with a stable order and a total; refuses an unknown sort, a bad filter and a page too deep', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => dashboard(`size=10&page=${page}&sortField=grandTotal&sortOrder=asc`)),
    );
    const seen = pages.flatMap((page) => page.rows.map((row) => row.id));
    expect(pages.map((page) => page.rows.length)).toEqual([10, 10, 10, 7]);
    expect(new Set(seen).size).toBe(COUNT + 1);
    expect(pages[0]).toMatchObject({ total: COUNT + 1, page: 1, size: 10, isTotalCapped: false });
    for (const query of [
      'sortField=jobName',
      'statusId=6',
      'inventoryStatusId=9',
      'pictureStatusId=0',
      'page=0',
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/orderDashView?${query}`,
        headers: operations,
      });
      expect(response.statusCode, query).toBe(400);
    }
    const tooDeep = await testApp.app.inject({
      method: 'GET',
      url: `/api/orderDashView?size=100&page=${ORDER_LIST_MAX_OFFSET / 100 + 1}`,
      headers: operations,
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json<{ issues: Array<{ field: string }> }>().issues?.[0]?.field).toBe('page');
  });

  it('reads the stored roll-ups, so a roll-up written by an order write is what the dashboard shows', async () => {
    const target = fixtures[5]!;
    await testApp.database.db
      .update(customerOrder)
      .set({ inventoryStatusId: InventoryStatus.ids.INVENTORY_SECURED, grandTotal: 123456.78 })
      .where(sql`${customerOrder.orderNumber} = ${target.orderNumber} and ${customerOrder.phaseNumber} = 2`);
    // Written behind the portal's back (no change event): the rows kept since the last change are forgotten by
    // hand, as a committed change would (decision 190).
    testApp.app.services.listTotals.clear();
    const page = await dashboard('size=100');
    const row = page.rows.find((found) => found.orderNumber === target.orderNumber);
    expect(row).toMatchObject({
      inventoryStatusId: InventoryStatus.ids.INVENTORY_SECURED,
      grandTotal: 123456.78,
    });
    // Put back, so the other tests' expectations hold whatever the order they run in.
    await testApp.database.db
      .update(customerOrder)
      .set({ inventoryStatusId: target.inventoryStatusId, grandTotal: target.grandTotal })
      .where(sql`${customerOrder.orderNumber} = ${target.orderNumber} and ${customerOrder.phaseNumber} = 2`);
    testApp.app.services.listTotals.clear();
  });
});

describe('orderGroupSummary: the counts per status at the top', () => {
  it('counts every status, zeros included, under the other filters', async () => {
    const summary = await get<OrderGroupSummary>(`/api/orderGroupSummary?search=${FIXTURE}`);
    expect(summary.groups.map((group) => group.statusId)).toEqual(
      OrderStatus.options.map((option) => option.id),
    );
    for (const group of summary.groups) {
      // The phase-3 order of the first job is WIP.
      const expected =
        fixtures.filter((fixture) => fixture.statusId === group.statusId).length +
        (group.statusId === OrderStatus.ids.WIP ? 1 : 0);
      expect(group.count, `status ${group.statusId}`).toBe(expected);
    }
    expect(summary.total).toBe(COUNT + 1);
    const ontario = await get<OrderGroupSummary>(
      `/api/orderGroupSummary?search=${FIXTURE}&provinceId=${Province.ids.ONTARIO}&buyerCompanyId=${buyerCompanyIds[0]}`,
    );
    const kept = fixtures.filter(
      (fixture) =>
        fixture.provinceId === Province.ids.ONTARIO && fixture.buyerCompanyId === buyerCompanyIds[0],
    );
    expect(ontario.total).toBe(kept.length);
    for (const group of ontario.groups) {
      expect(group.count).toBe(kept.filter((fixture) => fixture.statusId === group.statusId).length);
    }
    // Unfiltered, the counts add up to every order, the placed one included.
    const everything = await get<OrderGroupSummary>('/api/orderGroupSummary');
    const [{ count }] = (await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(customerOrder)) as [{ count: number }];
    expect(everything.total).toBe(Number(count));
    expect(
      everything.groups.find((group) => group.statusId === OrderStatus.ids.PENDING)!.count,
    ).toBeGreaterThan(0);
  });

  it('takes no status filter (the counts are per status)', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/orderGroupSummary?inventoryStatusId=12',
      headers: operations,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("orderDashViewFilter: the filters' choices", () => {
  it('offers the statuses, the inventory variant in its order, and only owners, buyers and provinces with orders', async () => {
    const filter = await get<OrderDashFilter>('/api/orderDashViewFilter', finance);
    expect(filter.statuses.map((option) => option.id)).toEqual([1, 2, 3, 4, 5, 7]);
    expect(filter.inventoryStatuses).toEqual([
      { id: InventoryStatus.ids.NOT_CONTACTED, name: 'Not Contacted' },
      { id: InventoryStatus.ids.PARTIALLY_CONTACTED, name: 'Partially Contacted' },
      { id: InventoryStatus.ids.SELLER_CONTACTED, name: 'Contacted' },
      { id: InventoryStatus.ids.PARTIALLY_SECURED, name: 'Partially Secured' },
      { id: InventoryStatus.ids.INVENTORY_SECURED, name: 'Secured' },
    ]);
    expect(filter.pictureStatuses.map((option) => option.id)).toEqual([1, 2, 3, 4]);
    const ownerIds = filter.owners.map((owner) => owner.id);
    expect(ownerIds).toEqual(expect.arrayContaining([operationsUserId, financeUserId]));
    expect(filter.owners.every((owner) => owner.initials.length > 0)).toBe(true);
    expect(filter.buyerCompanies.map((option) => option.id)).toEqual(expect.arrayContaining(buyerCompanyIds));
    const buyersWithOrders = await testApp.database.db
      .selectDistinct({ id: customerOrder.buyerCompanyId })
      .from(customerOrder);
    expect(filter.buyerCompanies).toHaveLength(buyersWithOrders.length);
    const provincesWithOrders = await testApp.database.db
      .selectDistinct({ id: customerOrder.provinceId })
      .from(customerOrder)
      .where(sql`${customerOrder.provinceId} is not null`);
    expect(filter.provinces.map((option) => option.id).sort()).toEqual(
      provincesWithOrders.map((row) => row.id).sort(),
    );
    expect(filter.provinces.map((option) => option.id)).toEqual(
      expect.arrayContaining([Province.ids.QUEBEC, Province.ids.ONTARIO]),
    );
  });
});

describe('access', () => {
  it('answers every staff role and no one signed out', async () => {
    for (const url of ['/api/orderDashView', '/api/orderDashViewFilter', '/api/orderGroupSummary']) {
      for (const headers of [superAdmin, operations, finance]) await get(url, headers);
      const signedOut = await testApp.app.inject({ method: 'GET', url });
      expect(signedOut.statusCode, url).toBe(401);
    }
  });
});
