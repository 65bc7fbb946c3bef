import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  CompanyType,
  DeliveryAssigned,
  ORDER_BOARD_STATUS_IDS,
  ORDER_NOT_DELETABLE_MESSAGE,
  OrderStatus,
  Province,
  type OrderCards,
  type OrderInfoViews,
  type OrderRecord,
  type OrderRowFilter,
  type OrderRowPage,
} from '@portal/contracts';
import { actionLog, appUser, company, customerOrder, orderItem, storedFile, subOrder } from '../../db/schema';
import { placedOrder } from '../../../test/order-fixtures';
import { loadQuoteFixtureParties, type QuoteFixtureParties } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * Order Board, Order Table and Order Management (spec 001 §2, §7 orderCards, orderRow, orderRowFilter,
 * orderInfoViews, orderPageableResult, DELETE order/{id}; decision 167): orders placed through the calls, and 30
 * fixture orders written straight into the order table (five per status, jobs named 'Yarrow …' so a search keeps
 * every other order out where counts must be exact).
 */
const FIXTURE = 'yarrow';
const FIRST_NUMBER = 800_001;
const PER_STATUS = 5;
const O = OrderStatus.ids;

let testApp: TestApp;
let storageDirectory: string;
let superAdmin: Record<string, string>;
let operations: Record<string, string>;
let finance: Record<string, string>;
let operationsUserId: number;
let buyerCompanyIds: [number, number];
let parties: QuoteFixtureParties;
let placed: OrderRecord;

interface Fixture {
  n: number;
  id: number;
  orderNumber: number;
  statusId: number;
  ownerUserId: number | null;
  buyerCompanyId: number;
  provinceId: number;
}
const fixtures: Fixture[] = [];

async function get<T>(url: string, headers = operations): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<{ data: T }>().data;
}

function remove(id: number, headers = superAdmin) {
  return testApp.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers });
}

/** Writes an order straight into the table (a later phase of the placed order's job, so no quote is needed). */
async function insertOrder(values: Partial<typeof customerOrder.$inferInsert> & { orderNumber: number }) {
  const [row] = await testApp.database.db
    .insert(customerOrder)
    .values({
      phaseNumber: 2,
      quoteId: placed.quoteId,
      buyerCompanyId: buyerCompanyIds[0],
      buyerUserId: operationsUserId,
      jobName: 'Yarrow extra',
      ...values,
    })
    .returning({ id: customerOrder.id });
  return row!.id;
}

const fixturesIn = (statusId: number, keep: (fixture: Fixture) => boolean = () => true) =>
  fixtures
    .filter((fixture) => fixture.statusId === statusId && keep(fixture))
    .sort((a, b) => b.orderNumber - a.orderNumber);

beforeAll(async () => {
  storageDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-order-board-'));
  testApp = await createTestApp({ STORAGE_DIR: storageDirectory });
  const db = testApp.database.db;
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  operationsUserId = (
    await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, DEMO_ACCOUNTS.operations))
  )[0]!.id;
  const buyers = await db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.companyTypeId, CompanyType.ids.BUYER))
    .orderBy(asc(company.id))
    .limit(2);
  buyerCompanyIds = [buyers[0]!.id, buyers[1]!.id];
  parties = await loadQuoteFixtureParties(testApp);
  placed = await placedOrder(testApp, operations, parties);

  for (let n = 0; n < PER_STATUS * ORDER_BOARD_STATUS_IDS.length; n += 1) {
    const fixture = {
      n,
      orderNumber: FIRST_NUMBER + n,
      statusId: ORDER_BOARD_STATUS_IDS[n % ORDER_BOARD_STATUS_IDS.length]!,
      ownerUserId: n % 2 === 0 ? operationsUserId : null,
      buyerCompanyId: buyerCompanyIds[n % 3 === 0 ? 1 : 0],
      provinceId: n % 4 === 0 ? Province.ids.ONTARIO : Province.ids.QUEBEC,
    };
    const id = await insertOrder({
      orderNumber: fixture.orderNumber,
      statusId: fixture.statusId,
      ownerUserId: fixture.ownerUserId,
      buyerCompanyId: fixture.buyerCompanyId,
      provinceId: fixture.provinceId,
      jobName: `Yarrow meadow ${n}`,
      grandTotal: (n * 7919) % 1000,
    });
    fixtures.push({ ...fixture, id });
  }
}, 180_000);

afterAll(async () => {
  await testApp.close();
  await fs.rm(storageDirectory, { recursive: true, force: true });
});

describe('orderCards: the Order Board by order status (decision 167)', () => {
  it('answers one column per status in the order an order moves, newest job first, with exact counts', async () => {
    const board = await get<OrderCards>(`/api/orderCards?search=${FIXTURE}`);
    expect(board.groups.map((group) => group.statusId)).toEqual([
      O.PENDING,
      O.WIP,
      O.DELIVERY_PLANNING,
      O.WAITING,
      O.COMPLETE,
      O.CANCELLED,
    ]);
    for (const group of board.groups) {
      const expected = fixturesIn(group.statusId);
      expect(group.total, `status ${group.statusId}`).toBe(expected.length);
      expect(group.cards.map((card) => card.id)).toEqual(expected.map((fixture) => fixture.id));
      expect(group.cards.every((card) => card.statusId === group.statusId)).toBe(true);
    }
  });

  it('shows a placed order as GET order/{id} has it, its owner by initials', async () => {
    const board = await get<OrderCards>(`/api/orderCards?search=${placed.formattedNumber}`);
    const card = board.groups.find((group) => group.statusId === O.PENDING)?.cards[0];
    expect(card).toMatchObject({
      id: placed.id,
      formattedNumber: placed.formattedNumber,
      jobName: placed.jobName,
      buyerCompanyName: placed.buyerCompanyName,
      statusId: O.PENDING,
      inventoryStatusId: placed.inventoryStatusId,
      pictureStatusId: placed.pictureStatusId,
      itemCount: placed.totals.itemCount,
      grandTotal: placed.totals.grandTotal,
      version: placed.version,
    });
    if (placed.ownerUserId !== null) {
      expect(card!.owner).toMatchObject({ id: placed.ownerUserId, name: placed.ownerUserName });
      expect(card!.owner!.initials).toMatch(/^[A-Z]{1,2}$/);
    }
    expect(
      board.groups.filter((group) => group.statusId !== O.PENDING).every((group) => group.total === 0),
    ).toBe(true);
  });

  it('gives a column the cards its limit asks for (Load More) and the others one page, the counts unchanged', async () => {
    const board = await get<OrderCards>(
      `/api/orderCards?search=${FIXTURE}&limits=${O.WIP}:2,${O.CANCELLED}:1`,
    );
    const byStatus = new Map(board.groups.map((group) => [group.statusId, group]));
    expect(byStatus.get(O.WIP)!.cards.map((card) => card.id)).toEqual(
      fixturesIn(O.WIP)
        .slice(0, 2)
        .map((fixture) => fixture.id),
    );
    expect(byStatus.get(O.WIP)!.total).toBe(PER_STATUS);
    expect(byStatus.get(O.CANCELLED)!.cards).toHaveLength(1);
    expect(byStatus.get(O.PENDING)!.cards).toHaveLength(PER_STATUS);
  });

  it('filters every column by owner, buyer company and province', async () => {
    const byOwner = await get<OrderCards>(
      `/api/orderCards?search=${FIXTURE}&ownerUserId=${operationsUserId}`,
    );
    const byBuyer = await get<OrderCards>(
      `/api/orderCards?search=${FIXTURE}&buyerCompanyId=${buyerCompanyIds[1]}`,
    );
    const byProvince = await get<OrderCards>(
      `/api/orderCards?search=${FIXTURE}&provinceId=${Province.ids.ONTARIO}`,
    );
    for (const [board, keep] of [
      [byOwner, (fixture: Fixture) => fixture.ownerUserId === operationsUserId],
      [byBuyer, (fixture: Fixture) => fixture.buyerCompanyId === buyerCompanyIds[1]],
      [byProvince, (fixture: Fixture) => fixture.provinceId === Province.ids.ONTARIO],
    ] as const) {
      for (const group of board.groups) {
        const expected = fixturesIn(group.statusId, keep);
        expect(group.total).toBe(expected.length);
        expect(group.cards.map((card) => card.id)).toEqual(expected.map((fixture) => fixture.id));
      }
    }
  });

  it('refuses a column that is not an order status, or a count over the bound, naming limits', async () => {
    for (const limits of ['6:25', `${O.WIP}:501`, 'all']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/orderCards?limits=${limits}`,
        headers: operations,
      });
      expect(response.statusCode, limits).toBe(400);
      expect(response.body).toContain('limits');
    }
  });

  it('answers every staff role and nobody signed out', async () => {
    for (const headers of [superAdmin, operations, finance]) {
      await get<OrderCards>('/api/orderCards', headers);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/orderCards' })).statusCode).toBe(401);
  });
});

describe('orderRow and orderRowFilter: the Order Table', () => {
  it('shows each order with the sellers of its sub-orders in sub-order order, as GET order/{id} has them', async () => {
    const page = await get<OrderRowPage>(`/api/orderRow?search=${placed.formattedNumber}`);
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      id: placed.id,
      formattedNumber: placed.formattedNumber,
      provinceName: placed.provinceName,
      deliveryMethodId: placed.deliveryMethodId,
      sellerCompanyNames: [...placed.subOrders]
        .sort((a, b) => a.sequenceNumber - b.sequenceNumber)
        .map((entry) => entry.sellerCompanyName),
      sellerCost: placed.totals.sellerCost,
      buyerSubtotal: placed.totals.buyerSubtotal,
      grandTotal: placed.totals.grandTotal,
      updatedAt: placed.updatedAt,
    });
    expect(page.rows[0]!.sellerCompanyNames).toHaveLength(2);
  });

  it('pages, sorts and filters on the server', async () => {
    const first = await get<OrderRowPage>(`/api/orderRow?search=${FIXTURE}&size=10`);
    expect(first.total).toBe(fixtures.length);
    expect(first.rows.map((row) => row.orderNumber)).toEqual(
      [...fixtures]
        .sort((a, b) => b.orderNumber - a.orderNumber)
        .slice(0, 10)
        .map((fixture) => fixture.orderNumber),
    );
    const third = await get<OrderRowPage>(`/api/orderRow?search=${FIXTURE}&size=10&page=3`);
    expect(third.rows.at(-1)!.orderNumber).toBe(FIRST_NUMBER);
    const byTotal = await get<OrderRowPage>(
      `/api/orderRow?search=${FIXTURE}&size=100&sortField=grandTotal&sortOrder=asc`,
    );
    const totals = byTotal.rows.map((row) => row.grandTotal);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const planning = await get<OrderRowPage>(
      `/api/orderRow?search=${FIXTURE}&statusId=${O.DELIVERY_PLANNING}&provinceId=${Province.ids.QUEBEC}`,
    );
    expect(planning.rows.map((row) => row.id).sort()).toEqual(
      fixturesIn(O.DELIVERY_PLANNING, (fixture) => fixture.provinceId === Province.ids.QUEBEC)
        .map((fixture) => fixture.id)
        .sort(),
    );
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/orderRow?sortField=jobName',
      headers: operations,
    });
    expect(refused.statusCode).toBe(400);
  });

  it("offers the table's filters: every status, and the owners, buyers and provinces that have an order", async () => {
    const filter = await get<OrderRowFilter>('/api/orderRowFilter');
    expect(filter.statuses.map((status) => status.id)).toEqual(
      OrderStatus.options.map((option) => option.id),
    );
    expect(filter.owners.map((owner) => owner.id)).toContain(operationsUserId);
    expect(filter.buyerCompanies.map((buyer) => buyer.id)).toEqual(expect.arrayContaining(buyerCompanyIds));
    expect(filter.provinces.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([Province.ids.QUEBEC, Province.ids.ONTARIO]),
    );
  });
});

describe('Order Management: orderPageableResult, orderInfoViews (super admin and finance)', () => {
  it('answers super admin and finance, and refuses operations (spec 001 §6)', async () => {
    for (const headers of [superAdmin, finance]) {
      const page = await get<OrderRowPage>(`/api/orderPageableResult?search=${FIXTURE}`, headers);
      expect(page.total).toBe(fixtures.length);
    }
    for (const url of ['/api/orderPageableResult', '/api/orderInfoViews']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: operations });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it("counts each status under the list's other filters, zeros included", async () => {
    const views = await get<OrderInfoViews>(
      `/api/orderInfoViews?search=${FIXTURE}&buyerCompanyId=${buyerCompanyIds[1]}`,
      finance,
    );
    const keep = (fixture: Fixture) => fixture.buyerCompanyId === buyerCompanyIds[1];
    expect(views.groups.map((group) => group.statusId)).toEqual(
      OrderStatus.options.map((option) => option.id),
    );
    for (const group of views.groups) {
      expect(group.count, `status ${group.statusId}`).toBe(fixturesIn(group.statusId, keep).length);
    }
    expect(views.total).toBe(fixtures.filter(keep).length);
  });
});

describe('DELETE order/{id} (decision 167)', () => {
  async function logRowsOf(id: number) {
    return testApp.database.db
      .select()
      .from(actionLog)
      .where(
        and(
          eq(actionLog.actionTypeId, ActionLogType.ids.ORDER),
          eq(actionLog.actionId, ActionLogAction.ids.DELETE),
          eq(actionLog.entityId, id),
        ),
      )
      .orderBy(desc(actionLog.id));
  }

  it('deletes a New Order with its sub-orders and items, logged, with a change event after the commit', async () => {
    const order = await placedOrder(testApp, operations, parties);
    const received: Array<Record<string, unknown>> = [];
    const unsubscribe = testApp.app.events.subscribe((event) =>
      received.push(event as unknown as Record<string, unknown>),
    );
    try {
      const response = await remove(order.id, finance);
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      unsubscribe();
    }
    const db = testApp.database.db;
    expect(await db.select().from(customerOrder).where(eq(customerOrder.id, order.id))).toEqual([]);
    expect(await db.select().from(subOrder).where(eq(subOrder.orderId, order.id))).toEqual([]);
    expect(await db.select().from(orderItem).where(eq(orderItem.orderId, order.id))).toEqual([]);
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/order/${order.id}`,
      headers: operations,
    });
    expect(read.statusCode).toBe(404);
    expect(await logRowsOf(order.id)).toEqual([
      expect.objectContaining({ entityNumber: order.formattedNumber }),
    ]);
    expect(received).toContainEqual(
      expect.objectContaining({
        type: 'record.changed',
        recordType: ActionLogType.ids.ORDER,
        actionId: ActionLogAction.ids.DELETE,
        recordId: order.id,
      }),
    );
  });

  it("deletes the order's pictures with it: their rows at the commit, their files by the job after it", async () => {
    const order = await placedOrder(testApp, operations, parties);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const boundary = `----portal${randomBytes(8).toString('hex')}`;
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: `/api/uploadOrderItemPictures?orderItemId=${order.items[0]!.id}`,
      headers: { ...operations, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="bed.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const db = testApp.database.db;
    const files = await db
      .select()
      .from(storedFile)
      .where(
        and(
          eq(storedFile.ownerType, 'order_item'),
          inArray(
            storedFile.ownerId,
            order.items.map((item) => item.id),
          ),
        ),
      );
    expect(files).toHaveLength(1);
    const keys = files.flatMap((file) =>
      file.thumbnailKey ? [file.storageKey, file.thumbnailKey] : [file.storageKey],
    );
    const exists = (key: string) =>
      fs.access(path.join(storageDirectory, key)).then(
        () => true,
        () => false,
      );
    expect(await exists(files[0]!.storageKey)).toBe(true);

    expect((await remove(order.id)).statusCode).toBe(200);
    expect(await db.select().from(storedFile).where(eq(storedFile.id, files[0]!.id))).toEqual([]);
    await expect
      .poll(async () => (await Promise.all(keys.map(exists))).some(Boolean), {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(false);
    expect(await logRowsOf(order.id)).toEqual([expect.objectContaining({ details: { picturesRemoved: 1 } })]);
  });

  it('deletes a cancelled order', async () => {
    const id = await insertOrder({ orderNumber: 810_001, statusId: O.CANCELLED });
    expect((await remove(id)).statusCode).toBe(200);
    expect(await logRowsOf(id)).toHaveLength(1);
  });

  it('refuses every other status, an order with items on a delivery, and one a phase was split from (409)', async () => {
    const refused: Array<[string, number]> = [];
    for (const statusId of [O.WIP, O.DELIVERY_PLANNING, O.WAITING, O.COMPLETE]) {
      refused.push([`status ${statusId}`, await insertOrder({ orderNumber: 820_000 + statusId, statusId })]);
    }
    for (const deliveryAssignedId of [DeliveryAssigned.ids.YES, DeliveryAssigned.ids.PARTIAL]) {
      refused.push([
        `delivery assigned ${deliveryAssignedId}`,
        await insertOrder({
          orderNumber: 830_000 + deliveryAssignedId,
          statusId: O.CANCELLED,
          deliveryAssignedId,
        }),
      ]);
    }
    const phased = await insertOrder({ orderNumber: 840_000, statusId: O.PENDING });
    await insertOrder({
      orderNumber: 840_000,
      phaseNumber: 3,
      statusId: O.PENDING,
      phasedFromOrderId: phased,
    });
    refused.push(['a phase split from it', phased]);
    for (const [why, id] of refused) {
      const response = await remove(id);
      expect(response.statusCode, why).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(ORDER_NOT_DELETABLE_MESSAGE);
      expect(
        await testApp.database.db.select().from(customerOrder).where(eq(customerOrder.id, id)),
      ).toHaveLength(1);
      expect(await logRowsOf(id), why).toEqual([]);
    }
  });

  it('refuses operations (Order Management is super admin and finance) and answers 404 for an unknown order', async () => {
    const id = await insertOrder({ orderNumber: 850_001, statusId: O.CANCELLED });
    const byOperations = await remove(id, operations);
    expect(byOperations.statusCode).toBe(403);
    expect(
      await testApp.database.db.select().from(customerOrder).where(eq(customerOrder.id, id)),
    ).toHaveLength(1);
    expect((await remove(99_999_999)).statusCode).toBe(404);
  });
});
