import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackgroundProcessStatus,
  DeliveryStatus,
  DeliveryTrackingStatus,
  TransportType,
  VERSION_HEADER,
  type Company,
  type OrderDelivery,
  type OrderDeliveryRow,
  type OrderDeliveryRowFilter,
  type OrderDeliveryRowPage,
  type OrderRecord,
} from '@portal/contracts';
import { appUser, company, customerOrder, delivery, job } from '../../db/schema';
import { DELIVERY_ROUTE_JOB } from './delivery-jobs';
import {
  firstTruckLength,
  placedOrderWithSite,
  wholeTruckSave,
  type TruckLength,
} from '../../../test/fixtures/deliveries';
import { placedOrder } from '../../../test/order-fixtures';
import { loadQuoteFixtureParties, type QuoteFixtureParties } from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * The Delivery Table's calls (issue 38; spec 000 §3 'Delivery row view'; spec 001 §2, §7 orderDeliveryRowView,
 * orderDeliveryRowFilter, orderDeliveryRowsByOrderId/{id}; decision 209), on both engines: three deliveries made
 * through the API on two orders whose job names carry this run's tag, then paging, each filter, each sort, the
 * owners' names, the filter counts, the rows of an order, access and the 400s naming a bad query field.
 */

let testApp: TestApp;
let superAdmin: Record<string, string>;
let operations: Record<string, string>;
let finance: Record<string, string>;
let parties: QuoteFixtureParties;
const tag = `dtab${Date.now().toString(36)}`;

/** The fixture: order A on two trucks (booked A1, draft A2), order B on one (draft, billed). */
let orderA: OrderRecord;
let orderB: OrderRecord;
let a1: OrderDelivery;
let a2: OrderDelivery;
let b: OrderDelivery;
let opsUser: { id: number; name: string };
let financeUser: { id: number; name: string };
let filterBefore: OrderDeliveryRowFilter;

interface ErrorAnswer {
  code: string;
  message: string;
  issues?: Array<{ field: string; message: string }>;
}

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  version?: number,
  headers = operations,
) {
  return testApp.app.inject({
    method,
    url: `/api/${url}`,
    headers: version === undefined ? headers : { ...headers, [VERSION_HEADER]: String(version) },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

/** A page of the table narrowed to this run's deliveries (their orders' job names carry the tag). */
async function page(query = '', headers = operations): Promise<OrderDeliveryRowPage> {
  return ok<OrderDeliveryRowPage>(
    await call(
      'GET',
      `orderDeliveryRowView?search=${tag}${query ? `&${query}` : ''}`,
      undefined,
      undefined,
      headers,
    ),
  );
}

async function numbers(query = ''): Promise<string[]> {
  return (await page(query)).rows.map((row) => row.deliveryNumber);
}

const numberOf = (found: OrderDelivery) => Number(found.deliveryNumber.slice(2));
const sellersOf = (found: OrderDelivery) =>
  (found.deliveryVehicles[0]?.deliveryStops ?? [])
    .filter((stop) => !stop.dropOff)
    .map((stop) => stop.sellerCompany?.id);

async function userOf(email: string) {
  const [row] = await testApp.database.db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
    })
    .from(appUser)
    .where(eq(appUser.email, email));
  if (!row) throw new Error(`no user ${email}`);
  const name = row.firstName && row.lastName ? `${row.firstName} ${row.lastName}` : row.email;
  return { id: row.id, name };
}

/** A placed order whose job name carries the tag (written before its deliveries: their search text copies it). */
function taggedOrder(job: string): Promise<OrderRecord> {
  // The site's address alone: no route is computed, the test writes each delivery's distance itself.
  return placedOrderWithSite(testApp, operations, parties, { jobName: `${tag} ${job}`, located: false });
}

/** Waits until no route-distance job is pending (the app's runner runs them after each write). */
async function routeJobsDone(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const pending = await testApp.database.db
      .select({ id: job.id })
      .from(job)
      .where(and(eq(job.kind, DELIVERY_ROUTE_JOB), eq(job.statusId, BackgroundProcessStatus.ids.PENDING)));
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the route jobs did not finish');
}

/** The whole-truck save a planner makes (the fixtures' `wholeTruckSave`), its stops on this date. */
function saveBody(found: OrderDelivery, length: TruckLength, date: string, extra: object = {}) {
  return wholeTruckSave(found, length, extra, date);
}

beforeAll(async () => {
  testApp = await createTestApp();
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  parties = await loadQuoteFixtureParties(testApp);
  opsUser = await userOf(DEMO_ACCOUNTS.operations);
  financeUser = await userOf(DEMO_ACCOUNTS.finance);
  const db = testApp.database.db;
  const length = await firstTruckLength(testApp);
  filterBefore = await ok<OrderDeliveryRowFilter>(await call('GET', 'orderDeliveryRowFilter'));

  orderA = await taggedOrder('Alpha');
  orderB = await taggedOrder('Beta');
  const onA = await ok<OrderDelivery[]>(
    await call('POST', 'orderDelivery', {
      subOrderItemIds: orderA.items.map((item) => item.id),
      truckCount: 2,
    }),
  );
  const onB = await ok<OrderDelivery[]>(
    await call('POST', 'orderDelivery', { subOrderItemIds: orderB.items.map((item) => item.id) }),
  );
  const [firstA, secondA] = onA;
  const [onlyB] = onB;
  if (!firstA || !secondA || !onlyB) throw new Error('the fixture deliveries were not made');
  // A1: booked in May, late, a third party's truck, the logistic owner and a co-owner named.
  a1 = await ok<OrderDelivery>(
    await call(
      'PUT',
      'orderDelivery',
      saveBody(firstA, length, '2026-05-04', {
        deliveryStatusId: DeliveryStatus.ids.BOOKED,
        lateDelivery: true,
        transportTypeId: TransportType.ids.THIRD_PARTY,
        transporterId: parties.transporterId,
        logisticOwnerUserId: opsUser.id,
        cosOwnerUserIds: [financeUser.id],
      }),
      firstA.version,
    ),
  );
  // A2: a draft dated in June.
  a2 = await ok<OrderDelivery>(
    await call('PUT', 'orderDelivery', saveBody(secondA, length, '2026-06-10'), secondA.version),
  );
  // B: an undated draft, billed by finance.
  await ok(await call('GET', `toggleOrderDeliveryVehicleBilled/${onlyB.id}`, undefined, undefined, finance));
  b = await ok<OrderDelivery>(await call('GET', `orderDelivery/${onlyB.id}`));
  // The route's distance is the route job's to store (decision 211): once the jobs of these writes have run (their
  // stops are not located: null), written here as it would be.
  await routeJobsDone();
  await db.update(delivery).set({ routeDistanceM: 5000 }).where(eq(delivery.id, a1.id));
  await db.update(delivery).set({ routeDistanceM: 20_000 }).where(eq(delivery.id, a2.id));
  // Written past the API: what the instance keeps since the last change is forgotten, as a test must.
  testApp.app.services.listTotals.clear();
}, 240_000);

afterAll(async () => {
  await testApp.close();
});

describe('GET orderDeliveryRowView', () => {
  it('pages the deliveries by number, newest first, with an exact total', async () => {
    const first = await page('size=2&page=1');
    expect(first.total).toBe(3);
    expect(first.isTotalCapped).toBe(false);
    expect(first.rows.map((row) => row.deliveryNumber)).toEqual([b.deliveryNumber, a2.deliveryNumber]);
    const second = await page('size=2&page=2');
    expect(second.total).toBe(3);
    expect(second.rows.map((row) => row.deliveryNumber)).toEqual([a1.deliveryNumber]);
    const beyond = await page('size=2&page=3');
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(3);
  });

  it('answers the row view: owners, co-owners, logistic owner, their names, the stops’ orders and the truck', async () => {
    const [row] = (await page(`logisticOwnerUserId=${opsUser.id}`)).rows;
    if (!row) throw new Error('no row');
    const [owner] = await testApp.database.db
      .select({ id: customerOrder.ownerUserId })
      .from(customerOrder)
      .where(eq(customerOrder.id, orderA.id));
    const [buyer] = await testApp.database.db
      .select({ name: company.name })
      .from(company)
      .where(eq(company.id, parties.buyer.companyId));
    expect(row.id).toBe(a1.id);
    expect(row.deliveryStatusId).toBe(DeliveryStatus.ids.BOOKED);
    expect(row.trackingStatusId).toBe(DeliveryTrackingStatus.ids.BOOKED);
    expect(row.owners.map((named) => named.id)).toEqual([owner?.id]);
    expect(row.ownerNames).toBe(row.owners.map((named) => named.name).join(', '));
    expect(row.ownerNames).not.toBe('');
    expect(row.cosOwners).toEqual([financeUser]);
    expect(row.cosOwnerNames).toBe(financeUser.name);
    expect(row.logisticOwner).toEqual(opsUser);
    expect(row.orders).toEqual([
      {
        id: orderA.id,
        orderNumber: orderA.formattedNumber,
        jobName: `${tag} Alpha`,
        buyerCompany: { id: parties.buyer.companyId, name: buyer?.name },
      },
    ]);
    expect(row.firstStopDate).toBe('2026-05-04');
    expect(row.stopCount).toBe(a1.stopCount);
    expect(row.pickupCount).toBe(sellersOf(a1).length);
    expect(row.itemCount).toBe(a1.itemCount);
    expect(row.distance).toBe(5000);
    expect(row.distanceUnit).toBe('km');
    expect(row.fillRate).toBe(a1.fillRate);
    expect(row.weight).toBe(a1.weight);
    expect(row.truckLengthFeet).toBe(a1.deliveryVehicles[0]?.vehicleConfig.truckLength?.feet);
    expect(row.transportTypeId).toBe(TransportType.ids.THIRD_PARTY);
    expect(row.carrier?.id).toBe(parties.transporterId);
    expect(row.lateDelivery).toBe(true);
    expect(row.billed).toBe(false);
    expect(row.version).toBe(a1.version);

    const [billedRow] = (await page('billed=true')).rows;
    expect(billedRow?.id).toBe(b.id);
    expect(billedRow?.cosOwners).toEqual([]);
    expect(billedRow?.cosOwnerNames).toBe('');
    expect(billedRow?.logisticOwner).toBeNull();
    expect(billedRow?.carrier).toBeNull();
    expect(billedRow?.pickupCount).toBe(2);
  });

  it('filters by each of its filters', async () => {
    const [sellerOfA1] = sellersOf(a1);
    const withSeller = [b, a1, a2].filter((found) => sellersOf(found).includes(sellerOfA1));
    const cases: Array<[string, OrderDelivery[]]> = [
      [`statusId=${DeliveryStatus.ids.BOOKED}`, [a1]],
      [`statusId=${DeliveryStatus.ids.DRAFT}`, [b, a2]],
      [`trackingStatusId=${DeliveryTrackingStatus.ids.BOOKED}`, [a1]],
      [`trackingStatusId=${DeliveryTrackingStatus.ids.LOGISTICS_DRAFT}`, [b, a2]],
      [`trackingStatusId=${DeliveryTrackingStatus.ids.DELIVERED}`, []],
      [`ownerUserId=${a1.ownerUsers[0]?.id}`, [b, a2, a1]],
      [`cosOwnerUserId=${financeUser.id}`, [a1]],
      [`cosOwnerUserId=${opsUser.id}`, []],
      [`logisticOwnerUserId=${opsUser.id}`, [a1]],
      [`buyerCompanyId=${parties.buyer.companyId}`, [b, a2, a1]],
      [`sellerCompanyId=${sellerOfA1}`, withSeller],
      ['dateFrom=2026-05-01&dateTo=2026-05-31', [a1]],
      ['dateFrom=2026-05-05', [a2]],
      ['dateTo=2026-06-10', [a2, a1]],
      ['late=true', [a1]],
      ['late=false', [b, a2]],
      ['billed=true', [b]],
      ['billed=false', [a2, a1]],
      [`statusId=${DeliveryStatus.ids.DRAFT}&billed=false`, [a2]],
    ];
    for (const [query, expected] of cases) {
      expect(await numbers(query), query).toEqual(expected.map((found) => found.deliveryNumber));
      expect((await page(query)).total, query).toBe(expected.length);
    }
    expect(withSeller.length).toBeGreaterThan(1);
  });

  it('searches a delivery number or its orders’ job names, folded', async () => {
    const byNumber = await ok<OrderDeliveryRowPage>(
      await call('GET', `orderDeliveryRowView?search=${encodeURIComponent(a2.deliveryNumber)}`),
    );
    expect(byNumber.rows.map((row) => row.id)).toEqual([a2.id]);
    const bare = await ok<OrderDeliveryRowPage>(
      await call('GET', `orderDeliveryRowView?search=${numberOf(a2)}`),
    );
    expect(bare.rows.map((row) => row.id)).toEqual([a2.id]);
    const job = await ok<OrderDeliveryRowPage>(
      await call('GET', `orderDeliveryRowView?search=${encodeURIComponent(`${tag.toUpperCase()} BÉTA`)}`),
    );
    expect(job.rows.map((row) => row.id)).toEqual([b.id]);
  });

  it('searches an order number as the exact number on its stops’ orders, every phase or the one named', async () => {
    const search = async (text: string) =>
      (
        await ok<OrderDeliveryRowPage>(
          await call('GET', `orderDeliveryRowView?search=${encodeURIComponent(text)}`),
        )
      ).rows.map((row) => row.id);
    expect(await search(`OR-${orderA.orderNumber}`)).toEqual([a2.id, a1.id]);
    expect(await search(` or${orderB.orderNumber} `)).toEqual([b.id]);
    expect(await search(`OR-${orderA.orderNumber}-P${orderA.phaseNumber}`)).toEqual([a2.id, a1.id]);
    expect(await search(`OR-${orderA.orderNumber}-P${orderA.phaseNumber + 1}`)).toEqual([]);
    // Not a contains match: the number's first digits name another order, not this one.
    const shorter = await search(`OR-${String(orderA.orderNumber).slice(0, -1)}`);
    expect(shorter.filter((id) => id === a1.id || id === a2.id)).toEqual([]);
    const page = await ok<OrderDeliveryRowPage>(
      await call(
        'GET',
        `orderDeliveryRowView?search=OR-${orderA.orderNumber}&statusId=${DeliveryStatus.ids.BOOKED}`,
      ),
    );
    expect([page.rows.map((row) => row.id), page.total]).toEqual([[a1.id], 1]);
  });

  it('sorts by each of its sorts, both ways, undated and unmeasured rows last ascending', async () => {
    const cases: Array<[string, OrderDelivery[]]> = [
      ['sortField=deliveryNumber&sortOrder=asc', [a1, a2, b]],
      ['sortField=deliveryNumber&sortOrder=desc', [b, a2, a1]],
      ['sortField=firstStopDate&sortOrder=asc', [a1, a2, b]],
      ['sortField=firstStopDate&sortOrder=desc', [b, a2, a1]],
      ['sortField=distance&sortOrder=asc', [a1, a2, b]],
      ['sortField=distance&sortOrder=desc', [b, a2, a1]],
      ['sortField=statusId&sortOrder=desc', [a1, b, a2]],
      ['sortField=statusId&sortOrder=asc', [a2, b, a1]],
    ];
    for (const [query, expected] of cases) {
      expect(await numbers(query), query).toEqual(expected.map((found) => found.deliveryNumber));
    }
    // Fill rate: the stored values' order, nulls last ascending.
    const byFill = (await page('sortField=fillRate&sortOrder=asc')).rows;
    const values = byFill.map((row) => row.fillRate);
    const known = values.filter((value): value is number => value !== null);
    expect(known).toEqual([...known].sort((first, second) => first - second));
    expect(values.slice(known.length).every((value) => value === null)).toBe(true);
  });

  it('refuses a bad query with a 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['statusId=9', 'statusId'],
      ['trackingStatusId=0', 'trackingStatusId'],
      ['sortField=jobName', 'sortField'],
      ['sortOrder=up', 'sortOrder'],
      ['dateFrom=2026-13-01', 'dateFrom'],
      ['dateTo=tomorrow', 'dateTo'],
      ['late=yes', 'late'],
      ['billed=1', 'billed'],
      ['ownerUserId=-2', 'ownerUserId'],
      ['cosOwnerUserId=x', 'cosOwnerUserId'],
      ['buyerCompanyId=0', 'buyerCompanyId'],
      ['size=5000', 'size'],
      ['page=500&size=25', 'page'],
    ];
    for (const [query, field] of cases) {
      const response = await call('GET', `orderDeliveryRowView?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(
        response.json<ErrorAnswer>().issues?.map((issue) => issue.field),
        query,
      ).toContain(field);
    }
  });
});

describe('the rows kept between changes (decision 190)', () => {
  const rowOf = async (id: number) => {
    const found = (await page()).rows.find((row) => row.id === id);
    if (!found) throw new Error(`no row ${id}`);
    return found;
  };

  it('shows a delivery write on the next page read', async () => {
    expect((await rowOf(a2.id)).billed).toBe(false);
    // Kept now: read twice, the same.
    expect((await rowOf(a2.id)).billed).toBe(false);
    await ok(await call('GET', `toggleOrderDeliveryVehicleBilled/${a2.id}`, undefined, undefined, finance));
    expect((await rowOf(a2.id)).billed).toBe(true);
    await ok(await call('GET', `toggleOrderDeliveryVehicleBilled/${a2.id}`, undefined, undefined, finance));
    expect((await rowOf(a2.id)).billed).toBe(false);
    const ofA = await ok<OrderDeliveryRow[]>(await call('GET', `orderDeliveryRowsByOrderId/${orderA.id}`));
    expect(ofA.find((row) => row.id === a2.id)?.billed).toBe(false);
  });

  it("shows a rename of a stop's buyer on the next page read, in the table and an order's rows", async () => {
    const buyerId = parties.buyer.companyId;
    const nameOf = (row: OrderDeliveryRow) =>
      row.orders.find((order) => order.id === orderA.id)?.buyerCompany;
    const before = await rowOf(a1.id);
    expect((await rowOf(a1.id)).orders).toEqual(before.orders);
    const company = await ok<Company>(await call('GET', `company/${buyerId}`));
    const renamed = `${company.name} ${tag}`;
    const body = {
      id: company.id,
      name: renamed,
      contactEmail: company.contactEmail,
      phoneNumber: company.phoneNumber,
      address: company.address,
      city: company.city,
      postalCode: company.postalCode,
      provinceId: company.provinceId,
      countryId: company.countryId,
      timezoneId: company.timezoneId,
      spatialGenericAddress: company.spatialGenericAddress,
      altAddresses: company.altAddresses.map((address) => ({
        id: address.id,
        locationName: address.locationName,
        address: address.address,
        city: address.city,
        postalCode: address.postalCode,
        provinceId: address.provinceId,
        countryId: address.countryId,
        spatialGenericAddress: address.spatialGenericAddress,
      })),
      companyTypeId: company.companyTypeId,
      tier: company.tier,
      registered: company.registered,
      preferred: company.preferred,
    };
    const saved = await ok<Company>(await call('PUT', 'company', body, company.version, superAdmin));
    expect(saved.name).toBe(renamed);
    try {
      expect(nameOf(await rowOf(a1.id))).toEqual({ id: buyerId, name: renamed });
      const ofA = await ok<OrderDeliveryRow[]>(await call('GET', `orderDeliveryRowsByOrderId/${orderA.id}`));
      expect(ofA.map((row) => nameOf(row)?.name)).toEqual([renamed, renamed]);
    } finally {
      await ok(await call('PUT', 'company', { ...body, name: company.name }, saved.version, superAdmin));
    }
    expect(nameOf(await rowOf(a1.id))).toEqual({ id: buyerId, name: company.name });
  });
});

describe('GET orderDeliveryRowFilter', () => {
  it('offers every status, the people and companies on deliveries, each with its count', async () => {
    const after = await ok<OrderDeliveryRowFilter>(await call('GET', 'orderDeliveryRowFilter'));
    const countIn = (list: OrderDeliveryRowFilter['statuses'], id: number | undefined) =>
      list.find((option) => option.id === id)?.count ?? 0;
    const grew = (
      pick: (filter: OrderDeliveryRowFilter) => OrderDeliveryRowFilter['statuses'],
      id?: number,
    ) => countIn(pick(after), id) - countIn(pick(filterBefore), id);

    expect(after.statuses.map((option) => option.id)).toEqual(
      DeliveryStatus.options.map((option) => option.id),
    );
    expect(after.trackingStatuses.map((option) => option.id)).toEqual(
      DeliveryTrackingStatus.options.map((option) => option.id),
    );
    expect(after.total - filterBefore.total).toBe(3);
    expect(after.statuses.reduce((sum, option) => sum + option.count, 0)).toBe(after.total);
    expect(grew((filter) => filter.statuses, DeliveryStatus.ids.DRAFT)).toBe(2);
    expect(grew((filter) => filter.statuses, DeliveryStatus.ids.BOOKED)).toBe(1);
    expect(grew((filter) => filter.trackingStatuses, DeliveryTrackingStatus.ids.BOOKED)).toBe(1);
    expect(grew((filter) => filter.trackingStatuses, DeliveryTrackingStatus.ids.LOGISTICS_DRAFT)).toBe(2);
    expect(after.late - filterBefore.late).toBe(1);
    expect(after.billed - filterBefore.billed).toBe(1);
    expect(grew((filter) => filter.cosOwners, financeUser.id)).toBe(1);
    expect(grew((filter) => filter.logisticOwners, opsUser.id)).toBe(1);
    expect(grew((filter) => filter.owners, a1.ownerUsers[0]?.id)).toBe(3);
    expect(grew((filter) => filter.buyerCompanies, parties.buyer.companyId)).toBe(3);
    for (const seller of parties.sellers) {
      const carrying = [a1, a2, b].filter((found) => sellersOf(found).includes(seller)).length;
      expect(
        grew((filter) => filter.sellerCompanies, seller),
        String(seller),
      ).toBe(carrying);
    }
    expect(after.cosOwners.find((option) => option.id === financeUser.id)?.name).toBe(financeUser.name);
  });
});

describe('GET orderDeliveryRowsByOrderId/{id}', () => {
  it('answers every delivery with a stop of the order, by number; none for an order without; 404 for no order', async () => {
    const ofA = await ok<OrderDeliveryRow[]>(await call('GET', `orderDeliveryRowsByOrderId/${orderA.id}`));
    expect(ofA.map((row) => row.id)).toEqual([a1.id, a2.id]);
    expect(ofA[0]?.cosOwnerNames).toBe(financeUser.name);
    expect(ofA.every((row) => row.orders.some((order) => order.id === orderA.id))).toBe(true);
    const ofB = await ok<OrderDeliveryRow[]>(await call('GET', `orderDeliveryRowsByOrderId/${orderB.id}`));
    expect(ofB.map((row) => [row.id, row.billed])).toEqual([[b.id, true]]);

    // An order no stop names has none.
    const unassigned = await placedOrder(testApp, operations, parties);
    expect(await ok(await call('GET', `orderDeliveryRowsByOrderId/${unassigned.id}`))).toEqual([]);
    expect((await call('GET', 'orderDeliveryRowsByOrderId/99999999')).statusCode).toBe(404);
    expect((await call('GET', 'orderDeliveryRowsByOrderId/abc')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('answers the super admin, operations and finance, and no one signed out', async () => {
    for (const url of [
      'orderDeliveryRowView',
      'orderDeliveryRowFilter',
      `orderDeliveryRowsByOrderId/${orderA.id}`,
    ]) {
      for (const headers of [superAdmin, operations, finance]) {
        expect((await call('GET', url, undefined, undefined, headers)).statusCode, url).toBe(200);
      }
      const signedOut = await testApp.app.inject({ method: 'GET', url: `/api/${url}` });
      expect(signedOut.statusCode, url).toBe(401);
    }
  });

  it('lists the three calls in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/orderDeliveryRowView',
        '/api/orderDeliveryRowFilter',
        '/api/orderDeliveryRowsByOrderId/{id}',
      ]),
    );
  });
});
