import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  CompanyType,
  ErrorCode,
  InventoryStatus,
  MESSAGES,
  ORDER_LIST_MAX_OFFSET,
  OrderStatus,
  SubOrderDeliveryStatus,
  SubOrderStatus,
  VERSION_HEADER,
  type OrderDelivery,
  type OrderRecord,
  type SubOrderPartyFilter,
  type SubOrderRow,
  type SubOrderRowFilter,
  type SubOrderRowPage,
} from '@portal/contracts';
import { actionLog, appUser, company, customerOrder, subOrder, transporter } from '../../db/schema';
import { placedOrder as placeOrder } from '../../../test/order-fixtures';
import { loadQuoteFixtureParties, type QuoteFixtureParties } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * The SubOrder Dashboard's calls (spec 001 §7 subOrderRowView, subOrderRowFilter, subOrderRowBuyerFilter,
 * subOrderRowSellerFilter, subOrder/{id}, PUT subOrderRow/{id}, toggleSubOrderBilled/{id}; decision 166): one
 * order placed through the calls (its sub-orders' roll-ups are refreshOrderRollups'), and 12 fixture orders of
 * three sub-orders each written straight into the tables with known values. The fixture jobs all contain
 * 'Zinnia', so a search keeps the placed order out where the lists must be exact.
 */
const FIXTURE = 'zinnia';
const FIRST_NUMBER = 810_001;
const ORDERS = 12;
const SUB_ORDERS_PER_ORDER = 3;
const FIXTURE_SUB_ORDERS = ORDERS * SUB_ORDERS_PER_ORDER;

let testApp: TestApp;
let superAdmin: Record<string, string>;
let operations: Record<string, string>;
let finance: Record<string, string>;
let operationsUserId: number;
let sellerIds: [number, number, number];
let buyerIds: [number, number];
let transporterId: number;
let placed: OrderRecord;
let parties: QuoteFixtureParties;

interface Fixture {
  orderNumber: number;
  sequenceNumber: number;
  orderStatusId: number;
  sellerCompanyId: number;
  buyerCompanyId: number;
  statusId: number;
  inventoryStatusId: number;
  deliveryStatusId: number;
  transporterId: number | null;
  pickDateFrom: string | null;
  deliveryDateFrom: string | null;
}
const fixtures: Fixture[] = [];

async function get<T>(url: string, headers = operations): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}

function dashboard(query: string, headers = operations) {
  const size = query.includes('size=') ? '' : 'size=100&';
  return get<SubOrderRowPage>(`/api/subOrderRowView?search=${FIXTURE}&${size}${query}`, headers);
}

const numbersOf = (page: SubOrderRowPage) => page.rows.map((row) => row.subOrderNumber);
const numberOf = (fixture: Fixture) => `OR-${fixture.orderNumber}-P2-S${fixture.sequenceNumber}`;

function putRow(id: number, version: number, payload: unknown, headers = operations) {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/subOrderRow/${id}`,
    headers: { ...headers, [VERSION_HEADER]: String(version) },
    payload: payload as Record<string, unknown>,
  });
}

async function fixtureRow(fixture: Fixture): Promise<SubOrderRow> {
  const page = await get<SubOrderRowPage>(`/api/subOrderRowView?search=${numberOf(fixture)}`);
  expect(page.rows).toHaveLength(1);
  return page.rows[0]!;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  [{ id: operationsUserId }] = (await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.email, DEMO_ACCOUNTS.operations))) as [{ id: number }];
  const companiesOf = async (typeId: number, count: number) =>
    (
      await db
        .select({ id: company.id })
        .from(company)
        .where(eq(company.companyTypeId, typeId))
        .orderBy(desc(company.id))
        .limit(count)
    ).map((row) => row.id);
  // The last sellers and buyers of the demo data: the placed order's are the first ones (quote-fixtures).
  sellerIds = (await companiesOf(CompanyType.ids.SELLER, 3)) as [number, number, number];
  buyerIds = (await companiesOf(CompanyType.ids.BUYER, 2)) as [number, number];
  [{ id: transporterId }] = (await db
    .select({ id: transporter.id })
    .from(transporter)
    .orderBy(desc(transporter.id))
    .limit(1)) as [{ id: number }];

  parties = await loadQuoteFixtureParties(testApp);
  placed = await placeOrder(testApp, operations, parties);

  const orderStatuses = [
    OrderStatus.ids.PENDING,
    OrderStatus.ids.WIP,
    OrderStatus.ids.DELIVERY_PLANNING,
    OrderStatus.ids.COMPLETE,
    OrderStatus.ids.CANCELLED,
    OrderStatus.ids.WAITING,
  ];
  const orders = await db
    .insert(customerOrder)
    .values(
      Array.from({ length: ORDERS }, (_, n) => ({
        orderNumber: FIRST_NUMBER + n,
        phaseNumber: 2,
        quoteId: placed.quoteId,
        buyerCompanyId: buyerIds[n % 2]!,
        buyerUserId: operationsUserId,
        ownerUserId: n % 2 === 0 ? operationsUserId : null,
        jobName: `Zinnia bed ${n}`,
        deliveryAddress: `${100 + n} rue Saint-Denis`,
        city: 'Montréal',
        postalCode: 'H2X 1K4',
        statusId: orderStatuses[n % orderStatuses.length]!,
        approxJobDate: `2027-05-${String(1 + n).padStart(2, '0')}`,
      })),
    )
    .returning({
      id: customerOrder.id,
      orderNumber: customerOrder.orderNumber,
      statusId: customerOrder.statusId,
      searchText: customerOrder.searchText,
    });
  const values = [];
  for (const [n, order] of orders.entries()) {
    for (let sequence = 1; sequence <= SUB_ORDERS_PER_ORDER; sequence += 1) {
      const k = n * SUB_ORDERS_PER_ORDER + sequence;
      const fixture: Fixture = {
        orderNumber: order.orderNumber,
        sequenceNumber: sequence,
        orderStatusId: order.statusId,
        sellerCompanyId: sellerIds[sequence - 1]!,
        buyerCompanyId: buyerIds[n % 2]!,
        statusId: 1 + (k % 8),
        inventoryStatusId: 1 + (k % 5),
        deliveryStatusId: 1 + (k % 4),
        transporterId: k % 5 === 0 ? transporterId : null,
        // Days out of the numbers' order, some missing, so a sort by day is seen to be one.
        pickDateFrom: k % 7 === 0 ? null : `2027-04-${String(1 + ((k * 11) % 28)).padStart(2, '0')}`,
        deliveryDateFrom: k % 6 === 0 ? null : `2027-06-${String(1 + ((k * 13) % 28)).padStart(2, '0')}`,
      };
      fixtures.push(fixture);
      values.push({
        orderId: order.id,
        sequenceNumber: sequence,
        orderNumber: order.orderNumber,
        phaseNumber: 2,
        searchText: order.searchText,
        buyerCompanyId: fixture.buyerCompanyId,
        sellerCompanyId: fixture.sellerCompanyId,
        statusId: fixture.statusId,
        inventoryStatusId: fixture.inventoryStatusId,
        deliveryStatusId: fixture.deliveryStatusId,
        transporterId: fixture.transporterId,
        pickDateFrom: fixture.pickDateFrom,
        deliveryDateFrom: fixture.deliveryDateFrom,
        itemCount: 4,
        sellerContactedCount: 3,
        inventorySecuredCount: 2,
        deliveryAssignedCount: 1,
      });
    }
  }
  await db.insert(subOrder).values(values);
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

describe('subOrderRowView: one row per sub-order, every field of spec 001 §3', () => {
  it("shows the placed order's sub-orders as GET order/{id} has them, with the order's facts", async () => {
    const page = await get<SubOrderRowPage>(`/api/subOrderRowView?search=${placed.formattedNumber}`);
    expect(page.rows.map((row) => row.id).sort()).toEqual(placed.subOrders.map((sub) => sub.id).sort());
    expect(page.total).toBe(placed.subOrders.length);
    for (const sub of placed.subOrders) {
      const row = page.rows.find((found) => found.id === sub.id)!;
      expect(row).toMatchObject({
        subOrderNumber: sub.subOrderNumber,
        orderId: placed.id,
        orderNumber: placed.formattedNumber,
        orderStatusId: OrderStatus.ids.PENDING,
        deliveryMethodId: placed.deliveryMethodId,
        buyerCompanyId: placed.buyerCompanyId,
        buyerCompanyName: placed.buyerCompanyName,
        jobName: placed.jobName,
        provinceId: placed.provinceId,
        provinceName: placed.provinceName,
        sellerCompanyId: sub.sellerCompanyId,
        sellerCompanyName: sub.sellerCompanyName,
        transporterId: sub.transporterId,
        totalItems: sub.itemCount,
        totalSellerContacted: sub.sellerContactedCount,
        totalInventorySecured: sub.inventorySecuredCount,
        totalDeliveryAssigned: sub.deliveryAssignedCount,
        deliveryNumber: null,
        deliveryStatusId: sub.deliveryStatusId,
        statusId: sub.statusId,
        approxJobDate: placed.approxJobDate,
        pickDateFrom: null,
        deliveryDateFrom: null,
        timelineDays: null,
        comment: null,
        inventoryStatusId: sub.inventoryStatusId,
        billed: false,
        version: sub.version,
      });
      expect(row.totalItems).toBeGreaterThan(0);
      expect(Date.parse(row.createdAt)).not.toBeNaN();
    }
    // The placed order's owner is the operations user who placed it … or none; the row says the same.
    const ownerIds = new Set(page.rows.map((row) => row.owner?.id ?? null));
    expect(ownerIds).toEqual(new Set([placed.ownerUserId]));
  });

  it("names the order's owner with initials, its one-line delivery address and the transporter", async () => {
    const withOwner = await fixtureRow(fixtures[0]!);
    expect(withOwner.owner).toMatchObject({ id: operationsUserId });
    expect(withOwner.owner!.initials).toMatch(/^[A-Z]{1,2}$/);
    expect(withOwner.deliveryAddress).toBe('100 rue Saint-Denis, Montréal, H2X 1K4');
    expect(withOwner).toMatchObject({ jobName: 'Zinnia bed 0', approxJobDate: '2027-05-01' });
    expect((await fixtureRow(fixtures[SUB_ORDERS_PER_ORDER]!)).owner).toBeNull();
    const carried = fixtures.find((fixture) => fixture.transporterId !== null)!;
    const row = await fixtureRow(carried);
    expect(row.transporterId).toBe(transporterId);
    expect(row.transporterName).toEqual(expect.any(String));
  });

  it('sorts by the sub-order number, delivery status, pick day and delivery day, both ways', async () => {
    const ascending = fixtures.map(numberOf);
    expect(numbersOf(await dashboard('sortField=subOrderNumber&sortOrder=asc'))).toEqual(ascending);
    // The default: the newest job first, its last sub-order first.
    expect(numbersOf(await dashboard(''))).toEqual([...ascending].reverse());

    const byStatus = await dashboard('sortField=deliveryStatusId&sortOrder=asc');
    const expectedByStatus = [...fixtures]
      .sort(
        (a, b) =>
          a.deliveryStatusId - b.deliveryStatusId ||
          a.orderNumber - b.orderNumber ||
          a.sequenceNumber - b.sequenceNumber,
      )
      .map(numberOf);
    expect(numbersOf(byStatus)).toEqual(expectedByStatus);

    for (const [sortField, day] of [
      ['pickDate', 'pickDateFrom'],
      ['deliveryDate', 'deliveryDateFrom'],
    ] as const) {
      const up = await dashboard(`sortField=${sortField}&sortOrder=asc`);
      const days = up.rows.map((row) => row[day]);
      const dated = days.filter((value) => value !== null);
      // Ascending: the days in order, the undated last (as the index keeps them); descending the mirror.
      expect(days).toEqual([...dated.sort(), ...days.filter((value) => value === null)]);
      expect(dated.length).toBeLessThan(FIXTURE_SUB_ORDERS);
      const down = await dashboard(`sortField=${sortField}&sortOrder=desc`);
      expect(down.rows.map((row) => row.id)).toEqual(up.rows.map((row) => row.id).reverse());
    }
  });

  it('filters by seller, buyer, status, inventory, delivery status and transporter, alone and together', async () => {
    const expectRows = async (query: string, keep: (fixture: Fixture) => boolean) => {
      const page = await dashboard(`sortField=subOrderNumber&sortOrder=asc&${query}`);
      const expected = fixtures.filter(keep).map(numberOf);
      expect(expected.length, `${query} keeps some and not all`).toBeGreaterThan(0);
      expect(expected.length, query).toBeLessThan(FIXTURE_SUB_ORDERS);
      expect(numbersOf(page), query).toEqual(expected);
      expect(page.total, query).toBe(expected.length);
    };
    await expectRows(
      `sellerCompanyId=${sellerIds[1]}`,
      (fixture) => fixture.sellerCompanyId === sellerIds[1],
    );
    await expectRows(`buyerCompanyId=${buyerIds[0]}`, (fixture) => fixture.buyerCompanyId === buyerIds[0]);
    await expectRows(
      `statusId=${SubOrderStatus.ids.CONFIRMED}`,
      (fixture) => fixture.statusId === SubOrderStatus.ids.CONFIRMED,
    );
    await expectRows(
      `inventoryStatusId=${InventoryStatus.ids.PARTIALLY_SECURED}`,
      (fixture) => fixture.inventoryStatusId === InventoryStatus.ids.PARTIALLY_SECURED,
    );
    await expectRows(
      `deliveryStatusId=${SubOrderDeliveryStatus.ids.BOOKED}`,
      (fixture) => fixture.deliveryStatusId === SubOrderDeliveryStatus.ids.BOOKED,
    );
    await expectRows(`transporterId=${transporterId}`, (fixture) => fixture.transporterId === transporterId);
    await expectRows(
      `sellerCompanyId=${sellerIds[0]}&buyerCompanyId=${buyerIds[1]}&deliveryStatusId=${SubOrderDeliveryStatus.ids.BOOKED}`,
      (fixture) =>
        fixture.sellerCompanyId === sellerIds[0] &&
        fixture.buyerCompanyId === buyerIds[1] &&
        fixture.deliveryStatusId === SubOrderDeliveryStatus.ids.BOOKED,
    );
  });

  it('searches an order number (every sub-order), a sub-order number (one), or a job text', async () => {
    const search = async (text: string) =>
      numbersOf(
        await get<SubOrderRowPage>(
          `/api/subOrderRowView?search=${encodeURIComponent(text)}&sortField=subOrderNumber&sortOrder=asc`,
        ),
      );
    const second = FIRST_NUMBER + 1;
    expect(await search(`OR-${second}-P2`)).toEqual([1, 2, 3].map((s) => `OR-${second}-P2-S${s}`));
    expect(await search(`or${second}-p2-s3`)).toEqual([`OR-${second}-P2-S3`]);
    // 'OR-n-S2' names phase 1's sub-order: the fixtures are phase 2, so none.
    expect(await search(`OR-${second}-S2`)).toEqual([]);
    expect(await search(placed.subOrders[1]!.subOrderNumber)).toEqual([placed.subOrders[1]!.subOrderNumber]);
    expect(await search('ZINNIA BED 11')).toEqual([1, 2, 3].map((s) => `OR-${FIRST_NUMBER + 11}-P2-S${s}`));
    // The placed order's job ('Parc Jarry — plantations'), whatever the accents and capitals.
    expect((await search('PÁRC jarry')).sort()).toEqual(
      placed.subOrders.map((sub) => sub.subOrderNumber).sort(),
    );
  });

  it('pages with a stable order and a total; refuses an unknown sort, a bad filter and a page too deep', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => dashboard(`size=10&page=${page}&sortField=pickDate&sortOrder=asc`)),
    );
    expect(pages.map((page) => page.rows.length)).toEqual([10, 10, 10, 6]);
    expect(new Set(pages.flatMap((page) => page.rows.map((row) => row.id))).size).toBe(FIXTURE_SUB_ORDERS);
    expect(pages[0]).toMatchObject({ total: FIXTURE_SUB_ORDERS, page: 1, size: 10, isTotalCapped: false });
    for (const query of [
      'sortField=jobName',
      'sortField=inventoryStatusId',
      'statusId=9',
      'inventoryStatusId=0',
      'deliveryStatusId=5',
      'sellerCompanyId=abc',
      'page=0',
      `size=100&page=${ORDER_LIST_MAX_OFFSET / 100 + 1}`,
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/subOrderRowView?${query}`,
        headers: operations,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('subOrder/{id}', () => {
  it('answers the row the dashboard shows, and 404 for none', async () => {
    const listed = await fixtureRow(fixtures[4]!);
    expect(await get<SubOrderRow>(`/api/subOrder/${listed.id}`, finance)).toEqual(listed);
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/subOrder/99999999',
      headers: operations,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("the filters' choices", () => {
  it('offers the sub-order, inventory and delivery statuses, and the transporters on a sub-order', async () => {
    const filter = await get<SubOrderRowFilter>('/api/subOrderRowFilter', finance);
    expect(filter.statuses.map((option) => option.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(filter.inventoryStatuses.map((option) => option.id)).toEqual([1, 2, 3, 4, 5]);
    expect(filter.deliveryStatuses).toEqual([
      { id: 1, name: 'Not Contacted' },
      { id: 2, name: 'Contacted' },
      { id: 3, name: 'Booked' },
      { id: 4, name: 'Pickup' },
    ]);
    const used = await testApp.database.db
      .selectDistinct({ id: subOrder.transporterId })
      .from(subOrder)
      .where(sql`${subOrder.transporterId} is not null`);
    expect(filter.transporters.map((option) => option.id).sort()).toEqual(used.map((row) => row.id).sort());
    expect(filter.transporters.map((option) => option.id)).toContain(transporterId);
  });

  it('offers only the buyers and sellers with a sub-order, searchable, bounded, the current choice first', async () => {
    const db = testApp.database.db;
    for (const side of ['Buyer', 'Seller'] as const) {
      const column = side === 'Buyer' ? subOrder.buyerCompanyId : subOrder.sellerCompanyId;
      const withSubOrders = await db.selectDistinct({ id: column }).from(subOrder);
      const all = await get<SubOrderPartyFilter>(`/api/subOrderRow${side}Filter`);
      expect(all.map((option) => option.id).sort()).toEqual(withSubOrders.map((row) => row.id).sort());
      const names = all.map((option) => option.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect(await get<SubOrderPartyFilter>(`/api/subOrderRow${side}Filter?size=1`)).toHaveLength(1);
      // A search by part of a name, without its accents or capitals.
      const target = all[all.length - 1]!;
      const word = target.name.split(/\s+/).find((part) => part.length > 4) ?? target.name;
      const found = await get<SubOrderPartyFilter>(
        `/api/subOrderRow${side}Filter?search=${encodeURIComponent(word.toUpperCase())}`,
      );
      expect(found.map((option) => option.id)).toContain(target.id);
      // The current choice first, even when the search leaves it out.
      const chosen = all[0]!;
      const withChoice = await get<SubOrderPartyFilter>(
        `/api/subOrderRow${side}Filter?search=zzzz-none&selectedId=${chosen.id}`,
      );
      expect(withChoice).toEqual([chosen]);
      const first = await get<SubOrderPartyFilter>(`/api/subOrderRow${side}Filter?selectedId=${target.id}`);
      expect(first[0]).toEqual(target);
    }
    // A seller is no buyer: the seller picker never offers a buyer company.
    const sellers = await get<SubOrderPartyFilter>('/api/subOrderRowSellerFilter');
    expect(sellers.map((option) => option.id)).not.toContain(buyerIds[0]);
    const tooMany = await testApp.app.inject({
      method: 'GET',
      url: '/api/subOrderRowSellerFilter?size=51',
      headers: operations,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

async function lastLogOf(orderId: number) {
  const [entry] = await testApp.database.db
    .select()
    .from(actionLog)
    .where(and(eq(actionLog.actionTypeId, ActionLogType.ids.ORDER), eq(actionLog.entityId, orderId)))
    .orderBy(desc(actionLog.id))
    .limit(1);
  return entry;
}

describe('PUT subOrderRow/{id}: inline edits, version-checked per row', () => {
  it('saves a comment, logs it under its order and publishes a change event', async () => {
    const row = await fixtureRow(fixtures[0]!);
    const received: unknown[] = [];
    const unsubscribe = testApp.app.events.subscribe((event) => received.push(event));
    let response;
    try {
      response = await putRow(row.id, row.version, { comment: 'Call before 8 am' });
    } finally {
      unsubscribe();
    }
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<{ data: SubOrderRow }>().data;
    expect(saved).toMatchObject({ comment: 'Call before 8 am', version: row.version + 1 });
    expect(saved.pickDateFrom).toBe(row.pickDateFrom);
    expect(await get<SubOrderRow>(`/api/subOrder/${row.id}`)).toEqual(saved);
    expect(await lastLogOf(row.orderId)).toMatchObject({
      actionId: ActionLogAction.ids.UPDATE,
      entityNumber: row.subOrderNumber,
      details: { subOrderId: row.id },
      changes: [{ field: 'comment', old: null, new: 'Call before 8 am' }],
    });
    expect(received).toEqual([
      expect.objectContaining({
        type: 'record.changed',
        recordType: ActionLogType.ids.ORDER,
        recordId: row.orderId,
        actionId: ActionLogAction.ids.UPDATE,
      }),
    ]);
    // An emptied comment is no comment.
    const cleared = await putRow(row.id, saved.version, { comment: '  ' });
    expect(cleared.json<{ data: SubOrderRow }>().data.comment).toBeNull();
  });

  it('saves pick and delivery days one cell at a time, and the timeline follows', async () => {
    const row = await fixtureRow(fixtures[1]!);
    let current = row;
    for (const cell of [
      { pickDateFrom: '2027-03-01' },
      { pickDateTo: '2027-03-02' },
      { deliveryDateFrom: '2027-03-03' },
      { deliveryDateTo: '2027-03-05' },
    ]) {
      const response = await putRow(current.id, current.version, cell);
      expect(response.statusCode, response.body).toBe(200);
      current = response.json<{ data: SubOrderRow }>().data;
      expect(current).toMatchObject(cell);
    }
    expect(current).toMatchObject({
      pickDateFrom: '2027-03-01',
      pickDateTo: '2027-03-02',
      deliveryDateFrom: '2027-03-03',
      deliveryDateTo: '2027-03-05',
      timelineDays: 4,
      version: row.version + 4,
      comment: row.comment,
    });
    // A day cleared (an emptied date input sends '').
    const cleared = await putRow(current.id, current.version, { deliveryDateTo: '' });
    expect(cleared.json<{ data: SubOrderRow }>().data).toMatchObject({
      deliveryDateTo: null,
      timelineDays: 2,
    });
  });

  it('answers 409 with the outdated notice for a row saved since it was read, and changes nothing', async () => {
    const row = await fixtureRow(fixtures[2]!);
    expect((await putRow(row.id, row.version, { comment: 'first writer' })).statusCode).toBe(200);
    const stale = await putRow(row.id, row.version, { comment: 'second writer' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: ErrorCode.OUTDATED, message: MESSAGES.outdatedRecord });
    expect((await get<SubOrderRow>(`/api/subOrder/${row.id}`)).comment).toBe('first writer');
  });

  it('refuses days out of order against those stored, naming the field', async () => {
    const row = await fixtureRow(fixtures[5]!);
    const first = await putRow(row.id, row.version, {
      pickDateFrom: '2027-08-10',
      pickDateTo: '2027-08-12',
      deliveryDateFrom: '2027-08-14',
    });
    expect(first.statusCode, first.body).toBe(200);
    const version = first.json<{ data: SubOrderRow }>().data.version;
    for (const [cell, field] of [
      [{ pickDateTo: '2027-08-09' }, 'pickDateTo'],
      [{ deliveryDateFrom: '2027-08-01' }, 'deliveryDateFrom'],
      [{ pickDateFrom: '2027-08-20' }, 'pickDateTo'],
    ] as const) {
      const refused = await putRow(row.id, version, cell);
      expect(refused.statusCode, JSON.stringify(cell)).toBe(400);
      expect(
        refused.json<{ issues: Array<{ field: string }> }>().issues.map((issue) => issue.field),
      ).toContain(field);
    }
    for (const payload of [
      {},
      { pickDateFrom: '2027-02-30' },
      { comment: 'x'.repeat(2001) },
      { billed: true },
    ]) {
      const refused = await putRow(row.id, version, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    expect((await get<SubOrderRow>(`/api/subOrder/${row.id}`)).version).toBe(version);
  });

  it('refuses edits on a complete or cancelled order, and answers 404 for no sub-order', async () => {
    for (const statusId of [OrderStatus.ids.COMPLETE, OrderStatus.ids.CANCELLED]) {
      const fixture = fixtures.find((candidate) => candidate.orderStatusId === statusId)!;
      const row = await fixtureRow(fixture);
      const refused = await putRow(row.id, row.version, { comment: 'too late' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ message: MESSAGES.orderClosed });
    }
    expect((await putRow(99999999, 1, { comment: 'nobody' })).statusCode).toBe(404);
  });
});

describe('toggleSubOrderBilled/{id}', () => {
  it('flips billed for every staff role, logs it, and outdates an edit of the row as it was', async () => {
    const row = await fixtureRow(fixtures[6]!);
    let billed = row.billed;
    let version = row.version;
    for (const headers of [superAdmin, operations, finance]) {
      const toggled = await get<SubOrderRow>(`/api/toggleSubOrderBilled/${row.id}`, headers);
      expect(toggled.billed).toBe(!billed);
      expect(toggled.version).toBe(version + 1);
      billed = toggled.billed;
      version = toggled.version;
      expect(await lastLogOf(row.orderId)).toMatchObject({
        entityNumber: row.subOrderNumber,
        changes: [{ field: 'billed', old: !billed, new: billed }],
      });
    }
    expect((await putRow(row.id, row.version, { comment: 'stale' })).statusCode).toBe(409);
    // Billing follows delivery: a complete order's sub-order is billed all the same.
    const complete = fixtures.find((fixture) => fixture.orderStatusId === OrderStatus.ids.COMPLETE)!;
    const closed = await fixtureRow(complete);
    expect((await get<SubOrderRow>(`/api/toggleSubOrderBilled/${closed.id}`)).billed).toBe(!closed.billed);
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/toggleSubOrderBilled/99999999',
      headers: operations,
    });
    expect(missing.statusCode).toBe(404);
    // The stored flag is what the dashboard shows.
    const [stored] = await testApp.database.db
      .select({ billed: subOrder.billed })
      .from(subOrder)
      .where(inArray(subOrder.id, [row.id]))
      .orderBy(asc(subOrder.id));
    expect(stored?.billed).toBe(billed);
  });
});

describe('access', () => {
  it('answers every staff role and no one signed out', async () => {
    const row = await fixtureRow(fixtures[7]!);
    for (const url of [
      '/api/subOrderRowView',
      '/api/subOrderRowFilter',
      '/api/subOrderRowBuyerFilter',
      '/api/subOrderRowSellerFilter',
      `/api/subOrder/${row.id}`,
    ]) {
      for (const headers of [superAdmin, operations, finance]) await get(url, headers);
      const signedOut = await testApp.app.inject({ method: 'GET', url });
      expect(signedOut.statusCode, url).toBe(401);
    }
    for (const headers of [superAdmin, finance]) {
      const current = await get<SubOrderRow>(`/api/subOrder/${row.id}`);
      const response = await putRow(row.id, current.version, { comment: 'any staff' }, headers);
      expect(response.statusCode, response.body).toBe(200);
    }
    const signedOut = [
      await testApp.app.inject({ method: 'GET', url: `/api/toggleSubOrderBilled/${row.id}` }),
      await testApp.app.inject({
        method: 'PUT',
        url: `/api/subOrderRow/${row.id}`,
        headers: { [VERSION_HEADER]: '1' },
        payload: { comment: 'nobody' },
      }),
    ];
    expect(signedOut.map((response) => response.statusCode)).toEqual([401, 401]);
  });
});

describe('the delivery number (decision 209: the delivery roll-ups keep it on the sub-order)', () => {
  it('answers the lowest number of the deliveries carrying its items, in the list and the row', async () => {
    const order = await placeOrder(testApp, operations, parties);
    const [sellerOne, sellerTwo] = order.subOrders;
    if (!sellerOne || !sellerTwo) throw new Error('the placed order has fewer than two sub-orders');
    const itemsOf = (subOrderId: number) =>
      order.items.filter((item) => item.subOrderId === subOrderId).map((item) => item.id);
    const before = await get<SubOrderRowPage>(`/api/subOrderRowView?search=${order.formattedNumber}`);
    expect(before.rows.map((row) => row.deliveryNumber)).toEqual([null, null]);

    const plan = async (subOrderItemIds: number[]) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/orderDelivery',
        headers: operations,
        payload: { subOrderItemIds },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [created] = response.json<{ data: OrderDelivery[] }>().data;
      if (!created) throw new Error('no delivery');
      return created.deliveryNumber;
    };
    // The second seller's items first: its number is the lower one, and the first seller's the higher.
    const lower = await plan(itemsOf(sellerTwo.id));
    const higher = await plan(itemsOf(sellerOne.id));
    expect(lower).not.toBe(higher);

    const page = await get<SubOrderRowPage>(
      `/api/subOrderRowView?search=${order.formattedNumber}&sortField=subOrderNumber&sortOrder=asc`,
    );
    expect(page.rows.map((row) => [row.id, row.deliveryNumber])).toEqual([
      [sellerOne.id, higher],
      [sellerTwo.id, lower],
    ]);
    expect((await get<SubOrderRow>(`/api/subOrder/${sellerTwo.id}`)).deliveryNumber).toBe(lower);
    // The delivery number is not a filter; the other filters still find the row.
    const filtered = await get<SubOrderRowPage>(
      `/api/subOrderRowView?search=${order.formattedNumber}&sellerCompanyId=${sellerOne.sellerCompanyId}`,
    );
    expect(filtered.rows.map((row) => row.deliveryNumber)).toEqual([higher]);
  });
});
