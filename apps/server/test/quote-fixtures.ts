import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  BackgroundProcessStatus,
  CompanyType,
  DeliveryMethod,
  isLinePriced,
  Province,
  QuoteStatus,
  RequestPurpose,
  VERSION_HEADER,
  type ConstructedQuote,
  type DeliveryValidation,
  type OrderDelivery,
  type QuoteRequest,
  type SaveQuoteConstruction,
  type StandardizedQuote,
} from '@portal/contracts';
import { appUser, company, discount, transporter } from '../src/db/schema';
import { bearer, DEMO_ACCOUNTS, signIn, type TestApp } from './test-app';

/**
 * Quotes for API tests, made through the calls as staff make them (issue 13 intake, issue 14 construction):
 * request → matching → standardized quote → Save & Complete → quote (CQ) → sourcing → publish. Shared by the
 * quote and order test files; each file boots its own app (test-app.ts) and passes it in.
 */

type Headers = Record<string, string>;

/** The demo buyer, two seller companies, a discount type and a transporter of a fresh test database. */
export interface QuoteFixtureParties {
  readonly buyer: { id: number; companyId: number };
  readonly sellers: readonly [number, number];
  readonly discountId: number;
  readonly transporterId: number;
  /** A super admin's session: intake (requests, standardization) is the super admin's (spec 001 §2). */
  readonly intakeHeaders: Headers;
}

export const DEFAULT_QUOTE_LINES = [
  "25 Acer rubrum 'October Glory' 50mm cal B&B",
  "120 Thuja occidentalis 'Smaragd' B&B 150-175cm",
  "40 Hydrangea paniculata 'Limelight' #5",
] as const;

export async function loadQuoteFixtureParties(testApp: TestApp): Promise<QuoteFixtureParties> {
  const db = testApp.database.db;
  const [user] = await db
    .select({ id: appUser.id, companyId: appUser.companyId })
    .from(appUser)
    .where(eq(appUser.email, DEMO_ACCOUNTS.buyer));
  const found = await db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.companyTypeId, CompanyType.ids.SELLER))
    .orderBy(asc(company.id))
    .limit(2);
  const [first, second] = found.map((row) => row.id);
  if (!user?.companyId || first === undefined || second === undefined) {
    throw new Error('the demo data has no buyer with a company or fewer than two sellers');
  }
  const [type] = await db
    .insert(discount)
    .values({ name: `Volume discount (fixture ${Date.now()})` })
    .returning();
  const [carrier] = await db.select({ id: transporter.id }).from(transporter).limit(1);
  if (!type || !carrier) throw new Error('no discount type or transporter for the fixtures');
  return {
    buyer: { id: user.id, companyId: user.companyId },
    sellers: [first, second],
    discountId: type.id,
    transporterId: carrier.id,
    intakeHeaders: bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin)),
  };
}

export async function readQuote(testApp: TestApp, headers: Headers, id: number): Promise<ConstructedQuote> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/quote/${id}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ConstructedQuote }>().data;
}

/**
 * A quote as intake makes it: a Quebec request matched, standardized and completed (issue 13) by a super admin,
 * then read with `headers`.
 */
export async function quoteFromIntake(
  testApp: TestApp,
  headers: Headers,
  parties: QuoteFixtureParties,
  lines: readonly string[] = DEFAULT_QUOTE_LINES,
): Promise<ConstructedQuote> {
  const intake = parties.intakeHeaders;
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/quoteRequest',
    headers: intake,
    payload: {
      buyerCompanyId: parties.buyer.companyId,
      buyerUserId: parties.buyer.id,
      jobName: 'Parc Jarry — plantations',
      referenceNumber: 'PJ-2026-04',
      deliveryMethodId: DeliveryMethod.ids.DELIVERY,
      provinceId: Province.ids.QUEBEC,
      countryId: null,
      spatialDeliveryAddress: null,
      details: lines.join('\n'),
      requestPurpose: { id: RequestPurpose.ids.INSTALL, clientName: null },
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const requestId = created.json<{ data: QuoteRequest }>().data.id;
  for (let attempt = 0; ; attempt += 1) {
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/quoteRequest/${requestId}`,
      headers: intake,
    });
    if (read.json<{ data: QuoteRequest }>().data.matchingStatusId !== BackgroundProcessStatus.ids.PENDING)
      break;
    if (attempt > 200) throw new Error('matching did not finish');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const started = await testApp.app.inject({
    method: 'POST',
    url: '/api/quoteStandardization',
    headers: intake,
    payload: { quoteRequestId: requestId },
  });
  expect(started.statusCode, started.body).toBe(200);
  const standardized = started.json<{ data: StandardizedQuote }>().data;
  const done = await testApp.app.inject({
    method: 'PUT',
    url: '/api/quoteStandardization',
    headers: { ...intake, [VERSION_HEADER]: String(standardized.version) },
    payload: {
      id: standardized.id,
      action: 'saveAndComplete',
      items: standardized.items.map((item) => ({
        id: item.id,
        sequenceNumber: item.sequenceNumber,
        productId: item.productId,
        productSizeId: item.productSizeId,
        specIds: item.specs.map((spec) => spec.id),
        quantity: item.quantity,
        reviewed: true,
        note: item.note,
        fromGomatchItemId: item.fromGomatchItemId,
      })),
    },
  });
  expect(done.statusCode, done.body).toBe(200);
  return readQuote(testApp, headers, done.json<{ data: StandardizedQuote }>().data.quoteId ?? 0);
}

/** One line's sourcing for `sourceQuote`: its seller and unit prices (the markup follows from them). */
export interface LineSourcing {
  readonly sellerCompanyId: number | null;
  readonly sellerUnitPrice: number | null;
  readonly buyerUnitPrice: number | null;
}

/** PUT quoteConstruction with each line's sourcing (in line order) and the quote's discounts and transport. */
export async function sourceQuote(
  testApp: TestApp,
  headers: Headers,
  current: ConstructedQuote,
  lines: readonly LineSourcing[],
  charges: Pick<SaveQuoteConstruction, 'discounts' | 'transportCosts'> = {
    discounts: [],
    transportCosts: [],
  },
): Promise<ConstructedQuote> {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/quoteConstruction',
    headers: { ...headers, [VERSION_HEADER]: String(current.version) },
    payload: {
      id: current.id,
      items: current.items.map((item, index) => ({
        id: item.id,
        sellerCompanyId: lines[index]?.sellerCompanyId ?? null,
        sellerUnitPrice: lines[index]?.sellerUnitPrice ?? null,
        markupRate: null,
        buyerUnitPrice: lines[index]?.buyerUnitPrice ?? null,
        sellerContacted: false,
        inventoryAvailable: false,
      })),
      ...charges,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ConstructedQuote }>().data;
}

/**
 * A delivery quote's transport planned as staff plan it in the quote delivery wizard (spec 001 §5: publishing
 * needs every line on a delivery, decision 209): the sourced lines on no delivery go on one new quote delivery
 * (`POST quoteDelivery`, one truck). Nothing for a pickup quote, a quote out of construction or one whose lines
 * are all planned. Answers the delivery made, or null.
 */
export async function planQuoteDelivery(
  testApp: TestApp,
  headers: Headers,
  id: number,
): Promise<OrderDelivery | null> {
  const current = await readQuote(testApp, headers, id);
  if (current.deliveryMethodId !== DeliveryMethod.ids.DELIVERY || current.statusId !== QuoteStatus.ids.WIP)
    return null;
  const checked = await testApp.app.inject({
    method: 'GET',
    url: `/api/validateDeliveryAssignment/${id}`,
    headers,
  });
  expect(checked.statusCode, checked.body).toBe(200);
  const unassigned = new Set(checked.json<{ data: DeliveryValidation }>().data.unassignedQuoteItemIds);
  // A line without its seller and prices cannot go on a truck: the publish refuses it for its sourcing first.
  const quoteItemIds = current.items
    .filter((item) => unassigned.has(item.id) && isLinePriced(item))
    .map((item) => item.id);
  if (quoteItemIds.length === 0) return null;
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/quoteDelivery',
    headers,
    payload: { quoteId: id, quoteItemIds, truckCount: 1 },
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json<{ data: OrderDelivery[] }>().data[0] ?? null;
}

/** GET publishQuote with the version read, its delivery quote's lines planned first (`planQuoteDelivery`). */
export async function publishQuote(
  testApp: TestApp,
  headers: Headers,
  id: number,
): Promise<ConstructedQuote> {
  await planQuoteDelivery(testApp, headers, id);
  // A status call sends the version of the quote it read (decision 204).
  const read = await testApp.app.inject({ method: 'GET', url: `/api/quote/${id}`, headers });
  expect(read.statusCode, read.body).toBe(200);
  const { version } = read.json<{ data: ConstructedQuote }>().data;
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/publishQuote/${id}`,
    headers: { ...headers, [VERSION_HEADER]: String(version) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ConstructedQuote }>().data;
}

/**
 * A published quote waiting for the buyer's return: the default lines, the first two from the first seller and
 * the third from the second (seller 10.00 → buyer 13.00, 20.00 → 26.00, 30.00 → 39.00), with a discount of 50.00
 * and the first seller's transport cost of 120.00 by the transporter.
 */
export async function publishedQuote(
  testApp: TestApp,
  headers: Headers,
  parties: QuoteFixtureParties,
): Promise<ConstructedQuote> {
  const made = await quoteFromIntake(testApp, headers, parties);
  const [first, second] = parties.sellers;
  const sourced = await sourceQuote(
    testApp,
    headers,
    made,
    [
      { sellerCompanyId: first, sellerUnitPrice: 10, buyerUnitPrice: 13 },
      { sellerCompanyId: first, sellerUnitPrice: 20, buyerUnitPrice: 26 },
      { sellerCompanyId: second, sellerUnitPrice: 30, buyerUnitPrice: 39 },
    ],
    {
      discounts: [{ discountId: parties.discountId, amount: 50 }],
      transportCosts: [
        { transportTypeId: 2, sellerCompanyId: first, cost: 120, transporterIds: [parties.transporterId] },
      ],
    },
  );
  return publishQuote(testApp, headers, sourced.id);
}
