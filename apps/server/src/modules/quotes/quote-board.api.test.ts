import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  ItemStatus,
  QuoteBoardColumn,
  QuoteEntityType,
  QuoteRequestStatus,
  QuoteReturnStatus,
  QuoteStatus,
  StandardizedQuoteStatus,
  type GenericQuoteFilter,
  type GenericQuotePage,
  type GenericQuoteRow,
  type QuoteCalls,
  type QuoteCard,
  type QuoteCards,
} from '@portal/contracts';
import {
  appUser,
  company,
  product,
  productSize,
  quote,
  quoteItem,
  quoteRequest,
  standardizedQuote,
} from '../../db/schema';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let superAdmin: Record<string, string>;
let operations: Record<string, string>;
let finance: Record<string, string>;
let buyerUserId: number;
let buyerCompanyId: number;
let otherBuyerCompanyId: number;
let operationsUserId: number;
let superAdminUserId: number;
let productId: number;
let productSizeId: number;

const DAY_MS = 24 * 60 * 60 * 1000;
const Q = QuoteStatus.ids;
const R = QuoteReturnStatus.ids;
const C = QuoteBoardColumn.ids;
const E = QuoteEntityType.ids;

interface JobPlan {
  readonly jobName: string;
  readonly buyerCompanyId?: number;
  readonly ownerUserId?: number | null;
  readonly requestStatusId?: number;
  /** With a standardized quote in this status. */
  readonly standardizedStatusId?: number;
  /** With a quote (CQ) in this status and return status. */
  readonly quote?: {
    readonly statusId: number;
    readonly returnStatusId?: number;
    readonly publishedDaysAgo?: number;
    /** Each line's buyer price and status. */
    readonly lines?: ReadonlyArray<{ buyerPrice: number; statusId?: number }>;
  };
}

interface Job {
  readonly quoteNumber: number;
  readonly requestId: number;
  readonly standardizedQuoteId: number | null;
  readonly quoteId: number | null;
}

/** A job at the stage the plan names, written straight to the tables (the board only reads them). */
async function createJob(plan: JobPlan): Promise<Job> {
  const db = testApp.database.db;
  const buyer = plan.buyerCompanyId ?? buyerCompanyId;
  const owner = plan.ownerUserId === undefined ? operationsUserId : plan.ownerUserId;
  const [request] = await db
    .insert(quoteRequest)
    .values({
      buyerCompanyId: buyer,
      buyerUserId,
      ownerUserId: owner,
      jobName: plan.jobName,
      statusId: plan.requestStatusId ?? QuoteRequestStatus.ids.COMPLETE,
    })
    .returning({ id: quoteRequest.id, quoteNumber: quoteRequest.quoteNumber });
  if (!request) throw new Error('no request');
  let standardizedQuoteId: number | null = null;
  if (plan.standardizedStatusId !== undefined || plan.quote) {
    const [made] = await db
      .insert(standardizedQuote)
      .values({
        quoteRequestId: request.id,
        quoteNumber: request.quoteNumber,
        ownerUserId: owner,
        statusId: plan.standardizedStatusId ?? StandardizedQuoteStatus.ids.PROCESSED,
      })
      .returning({ id: standardizedQuote.id });
    standardizedQuoteId = made?.id ?? null;
  }
  let quoteId: number | null = null;
  if (plan.quote) {
    const published =
      plan.quote.publishedDaysAgo === undefined
        ? null
        : new Date(Date.now() - plan.quote.publishedDaysAgo * DAY_MS);
    const [made] = await db
      .insert(quote)
      .values({
        quoteNumber: request.quoteNumber,
        quoteRequestId: request.id,
        standardizedQuoteId,
        buyerCompanyId: buyer,
        buyerUserId,
        ownerUserId: owner,
        jobName: plan.jobName,
        statusId: plan.quote.statusId,
        returnStatusId: plan.quote.returnStatusId ?? R.NA,
        publishedAt: published,
        revision: published === null ? 0 : 1,
      })
      .returning({ id: quote.id });
    quoteId = made?.id ?? null;
    const lines = plan.quote.lines ?? [];
    if (quoteId !== null && lines.length > 0) {
      await db.insert(quoteItem).values(
        lines.map((line, index) => ({
          quoteId: quoteId ?? 0,
          sequenceNumber: index + 1,
          productId,
          productSizeId,
          quantity: 1,
          statusId: line.statusId ?? ItemStatus.ids.WIP,
          buyerUnitPrice: line.buyerPrice,
          buyerPrice: line.buyerPrice,
        })),
      );
    }
  }
  return { quoteNumber: request.quoteNumber, requestId: request.id, standardizedQuoteId, quoteId };
}

async function get<T>(url: string, headers: Record<string, string> = operations): Promise<T> {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

const cardsOf = (answer: QuoteCards, column: number): QuoteCard[] =>
  answer.groups.find((group) => group.statusId === column)?.cards ?? [];
const totalOf = (answer: QuoteCards, column: number): number =>
  answer.groups.find((group) => group.statusId === column)?.total ?? -1;
const numbers = (cards: ReadonlyArray<{ quoteNumber: number }>) => cards.map((card) => card.quoteNumber);

let wipJobs: Job[];
let awaitingRecent: Job;
let awaitingOld: Job;
let returned: Job;
let processed: Job;
let cancelled: Job;
let requestOnly: Job;
let standardizing: Job;

beforeAll(async () => {
  testApp = await createTestApp();
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  const db = testApp.database.db;
  const userId = async (email: string) =>
    (await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, email)))[0]?.id ?? 0;
  const [buyer] = await db
    .select({ id: appUser.id, companyId: appUser.companyId })
    .from(appUser)
    .where(eq(appUser.email, DEMO_ACCOUNTS.buyer));
  buyerUserId = buyer?.id ?? 0;
  buyerCompanyId = buyer?.companyId ?? 0;
  operationsUserId = await userId(DEMO_ACCOUNTS.operations);
  superAdminUserId = await userId(DEMO_ACCOUNTS.superAdmin);
  // The operations user has an avatar: the card gives its address by the one avatar rule.
  await db.update(appUser).set({ avatarFileName: 'avatar.png' }).where(eq(appUser.id, operationsUserId));
  const [otherBuyer] = await db
    .insert(company)
    .values({ name: 'Board Test Buyer', companyTypeId: CompanyType.ids.BUYER })
    .returning({ id: company.id });
  otherBuyerCompanyId = otherBuyer?.id ?? 0;
  productId =
    (await db.select({ id: product.id }).from(product).orderBy(asc(product.id)).limit(1))[0]?.id ?? 0;
  productSizeId =
    (await db.select({ id: productSize.id }).from(productSize).orderBy(asc(productSize.id)).limit(1))[0]
      ?.id ?? 0;

  wipJobs = [
    await createJob({
      jobName: 'Parc Jarry plantations',
      quote: {
        statusId: Q.WIP,
        // Cancelled and unavailable lines leave the subtotal (decision 148).
        lines: [
          { buyerPrice: 100.25 },
          { buyerPrice: 50, statusId: ItemStatus.ids.COMPLETE },
          { buyerPrice: 999, statusId: ItemStatus.ids.CANCELLED },
          { buyerPrice: 999, statusId: ItemStatus.ids.UNAVAILABLE },
        ],
      },
    }),
    await createJob({ jobName: 'Rue Saint-Denis medians', quote: { statusId: Q.WIP } }),
    await createJob({ jobName: 'Laval schoolyard', ownerUserId: null, quote: { statusId: Q.WIP } }),
  ];
  awaitingRecent = await createJob({
    jobName: 'Longueuil park',
    ownerUserId: superAdminUserId,
    quote: { statusId: Q.COMPLETE, returnStatusId: R.PENDING, publishedDaysAgo: 3 },
  });
  awaitingOld = await createJob({
    jobName: 'Gatineau riverside',
    buyerCompanyId: otherBuyerCompanyId,
    quote: { statusId: Q.COMPLETE, returnStatusId: R.PENDING, publishedDaysAgo: 20 },
  });
  returned = await createJob({
    jobName: 'Sherbrooke campus',
    quote: { statusId: Q.COMPLETE, returnStatusId: R.RETURNED, publishedDaysAgo: 40 },
  });
  processed = await createJob({
    jobName: 'Quebec City boulevard',
    quote: { statusId: Q.PROCESSED, returnStatusId: R.RETURNED, publishedDaysAgo: 60 },
  });
  cancelled = await createJob({ jobName: 'Trois-Rivieres plaza', quote: { statusId: Q.CANCELLED } });
  requestOnly = await createJob({ jobName: 'Brossard townhouses' });
  standardizing = await createJob({
    jobName: 'Parc Jarry phase two',
    requestStatusId: QuoteRequestStatus.ids.PICKED_UP,
    standardizedStatusId: StandardizedQuoteStatus.ids.WIP,
  });
});

afterAll(async () => {
  await testApp.close();
});

describe('quoteCards', () => {
  it('puts every quote in its column: WIP, awaiting return, returned, processed, cancelled', async () => {
    const answer = await get<QuoteCards>('/api/quoteCards');
    expect(answer.groups.map((group) => group.statusId)).toEqual([
      C.WIP,
      C.AWAITING_RETURN,
      C.RETURNED,
      C.PROCESSED,
      C.CANCELLED,
    ]);
    // Newest job first in each column.
    expect(numbers(cardsOf(answer, C.WIP))).toEqual(wipJobs.map((job) => job.quoteNumber).reverse());
    expect(numbers(cardsOf(answer, C.AWAITING_RETURN))).toEqual([
      awaitingOld.quoteNumber,
      awaitingRecent.quoteNumber,
    ]);
    expect(numbers(cardsOf(answer, C.RETURNED))).toEqual([returned.quoteNumber]);
    expect(numbers(cardsOf(answer, C.PROCESSED))).toEqual([processed.quoteNumber]);
    expect(numbers(cardsOf(answer, C.CANCELLED))).toEqual([cancelled.quoteNumber]);
    expect([C.WIP, C.AWAITING_RETURN, C.RETURNED].map((column) => totalOf(answer, column))).toEqual([
      3, 2, 1,
    ]);
    // Requests and standardized quotes are not quotes yet: they are in the table, not on the board.
    const everyNumber = answer.groups.flatMap((group) => numbers(group.cards));
    expect(everyNumber).not.toContain(requestOnly.quoteNumber);
    expect(everyNumber).not.toContain(standardizing.quoteNumber);
  });

  it("gives each card its job, buyer, owner's initials and avatar, line count, subtotal and dates", async () => {
    const answer = await get<QuoteCards>('/api/quoteCards');
    const [first] = wipJobs;
    const card = cardsOf(answer, C.WIP).find((entry) => entry.id === first?.quoteId);
    expect(card).toMatchObject({
      jobName: 'Parc Jarry plantations',
      buyerCompanyId,
      statusId: Q.WIP,
      returnStatusId: R.NA,
      itemCount: 4,
      buyerSubtotal: 150.25,
      publishedAt: null,
      owner: { id: operationsUserId, avatarUrl: `/api/avatar/${operationsUserId}` },
    });
    expect(card?.owner?.initials).toMatch(/^[A-Z]{2}$/);
    const unowned = cardsOf(answer, C.WIP).find((entry) => entry.id === wipJobs[2]?.quoteId);
    expect(unowned?.owner).toBeNull();
    const awaiting = cardsOf(answer, C.AWAITING_RETURN).find((entry) => entry.id === awaitingRecent.quoteId);
    expect(awaiting?.owner).toMatchObject({ id: superAdminUserId, avatarUrl: null });
    expect(Date.now() - Date.parse(awaiting?.publishedAt ?? '')).toBeGreaterThan(2.9 * DAY_MS);
  });

  it('filters by text, quote number, published within, owner and buyer company', async () => {
    const byText = await get<QuoteCards>('/api/quoteCards?search=jarry');
    expect(byText.groups.flatMap((group) => numbers(group.cards))).toEqual([wipJobs[0]?.quoteNumber]);
    const byNumber = await get<QuoteCards>(`/api/quoteCards?search=CQ-${returned.quoteNumber}`);
    expect(byNumber.groups.flatMap((group) => numbers(group.cards))).toEqual([returned.quoteNumber]);
    const recent = await get<QuoteCards>('/api/quoteCards?publishedWithin=7');
    expect(recent.groups.flatMap((group) => numbers(group.cards))).toEqual([awaitingRecent.quoteNumber]);
    const quarter = await get<QuoteCards>('/api/quoteCards?publishedWithin=90');
    expect(quarter.groups.map((group) => group.total)).toEqual([0, 2, 1, 1, 0]);
    const owned = await get<QuoteCards>(`/api/quoteCards?ownerUserId=${superAdminUserId}`);
    expect(owned.groups.flatMap((group) => numbers(group.cards))).toEqual([awaitingRecent.quoteNumber]);
    const other = await get<QuoteCards>(`/api/quoteCards?buyerCompanyId=${otherBuyerCompanyId}`);
    expect(other.groups.flatMap((group) => numbers(group.cards))).toEqual([awaitingOld.quoteNumber]);
  });

  it('pages each column on its own: a longer limit keeps the first cards and adds the next', async () => {
    const one = await get<QuoteCards>(`/api/quoteCards?limits=${C.WIP}:1,${C.AWAITING_RETURN}:1`);
    expect(cardsOf(one, C.WIP)).toHaveLength(1);
    expect(totalOf(one, C.WIP)).toBe(3);
    expect(cardsOf(one, C.AWAITING_RETURN)).toHaveLength(1);
    expect(cardsOf(one, C.RETURNED)).toHaveLength(1);
    const two = await get<QuoteCards>(`/api/quoteCards?limits=${C.WIP}:2,${C.AWAITING_RETURN}:1`);
    expect(numbers(cardsOf(two, C.WIP))).toEqual([...numbers(cardsOf(one, C.WIP)), wipJobs[1]?.quoteNumber]);
    expect(numbers(cardsOf(two, C.AWAITING_RETURN))).toEqual(numbers(cardsOf(one, C.AWAITING_RETURN)));
  });

  it('refuses limits it cannot read and a published-within the spec does not offer', async () => {
    for (const query of ['limits=9:10', 'limits=1:0', 'limits=1:501', 'limits=wip', 'publishedWithin=10']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/quoteCards?${query}`,
        headers: operations,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('genericQuoteView', () => {
  const everyRow = async (query: string): Promise<GenericQuoteRow[]> => {
    const rows: GenericQuoteRow[] = [];
    for (let page = 1; page < 20; page += 1) {
      const answer = await get<GenericQuotePage>(`/api/genericQuoteView?size=3&page=${page}&${query}`);
      rows.push(...answer.rows);
      if (answer.rows.length < 3) break;
    }
    return rows;
  };

  it('lists the three stages of every job in one table, newest number first, the stages in order', async () => {
    const answer = await get<GenericQuotePage>('/api/genericQuoteView?size=100');
    // 8 quotes (each with a request and a standardized quote), a request alone, a request being standardized.
    expect(answer.total).toBe(8 * 3 + 1 + 2);
    const ofStandardizing = answer.rows.filter((row) => row.quoteNumber === standardizing.quoteNumber);
    expect(ofStandardizing.map((row) => [row.entityTypeId, row.statusId])).toEqual([
      [E.STANDARDIZED_QUOTE, StandardizedQuoteStatus.ids.WIP],
      [E.QUOTE_REQUEST, QuoteRequestStatus.ids.PICKED_UP],
    ]);
    const sorted = [...answer.rows].sort(
      (left, right) => right.quoteNumber - left.quoteNumber || right.entityTypeId - left.entityTypeId,
    );
    expect(answer.rows.map((row) => row.key)).toEqual(sorted.map((row) => row.key));
    const awaiting = answer.rows.find((row) => row.key === `CQ-${awaitingOld.quoteId}`);
    expect(awaiting).toMatchObject({
      entityTypeId: E.QUOTE,
      jobName: 'Gatineau riverside',
      buyerCompanyId: otherBuyerCompanyId,
      buyerCompanyName: 'Board Test Buyer',
      ownerUserId: operationsUserId,
      statusId: Q.COMPLETE,
      returnStatusId: R.PENDING,
    });
    expect(awaiting?.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(answer.rows.find((row) => row.key === `QR-${requestOnly.requestId}`)).toMatchObject({
      returnStatusId: null,
      publishedAt: null,
    });
  });

  it('pages through the union without losing or repeating a row, in either direction and each sort', async () => {
    const all = await get<GenericQuotePage>('/api/genericQuoteView?size=100');
    for (const sort of ['quoteNumber', 'entityTypeId', 'statusId']) {
      for (const order of ['asc', 'desc']) {
        const paged = await everyRow(`sortField=${sort}&sortOrder=${order}`);
        const whole = await get<GenericQuotePage>(
          `/api/genericQuoteView?size=100&sortField=${sort}&sortOrder=${order}`,
        );
        expect(paged.map((row) => row.key)).toEqual(whole.rows.map((row) => row.key));
        expect(new Set(paged.map((row) => row.key)).size).toBe(all.total);
      }
    }
    const byStage = await get<GenericQuotePage>(
      '/api/genericQuoteView?size=100&sortField=entityTypeId&sortOrder=asc',
    );
    const stages = byStage.rows.map((row) => row.entityTypeId);
    expect(stages).toEqual([...stages].sort((left, right) => left - right));
  });

  it('filters by stage, stage status, text, owner, buyer and published within', async () => {
    const requests = await everyRow(`entityTypeId=${E.QUOTE_REQUEST}`);
    expect(requests.every((row) => row.entityTypeId === E.QUOTE_REQUEST)).toBe(true);
    expect(requests).toHaveLength(10);
    const wip = await everyRow(`entityTypeId=${E.QUOTE}&statusId=${Q.WIP}`);
    expect(wip.map((row) => row.id).sort()).toEqual(wipJobs.map((job) => job.quoteId).sort());
    const jarry = await everyRow('search=JARRY');
    expect(jarry.map((row) => row.key).sort()).toEqual(
      [
        `QR-${wipJobs[0]?.requestId}`,
        `SQ-${wipJobs[0]?.standardizedQuoteId}`,
        `CQ-${wipJobs[0]?.quoteId}`,
        `QR-${standardizing.requestId}`,
        `SQ-${standardizing.standardizedQuoteId}`,
      ].sort(),
    );
    const byNumber = await everyRow(`search=sq${cancelled.quoteNumber}`);
    expect(byNumber).toHaveLength(3);
    const owned = await everyRow(`ownerUserId=${superAdminUserId}`);
    expect(owned.map((row) => row.entityTypeId).sort()).toEqual([1, 2, 3]);
    const other = await everyRow(`buyerCompanyId=${otherBuyerCompanyId}`);
    expect(other.every((row) => row.quoteNumber === awaitingOld.quoteNumber)).toBe(true);
    expect(other).toHaveLength(3);
    // Only quotes are ever published: the other stages leave the table under this filter.
    const recent = await everyRow('publishedWithin=30');
    expect(recent.map((row) => row.key).sort()).toEqual(
      [`CQ-${awaitingRecent.quoteId}`, `CQ-${awaitingOld.quoteId}`].sort(),
    );
    const none = await get<GenericQuotePage>(
      `/api/genericQuoteView?entityTypeId=${E.QUOTE_REQUEST}&publishedWithin=7`,
    );
    expect(none).toMatchObject({ rows: [], total: 0 });
  });

  it('answers a page past the end with no rows and the total', async () => {
    const answer = await get<GenericQuotePage>('/api/genericQuoteView?size=25&page=3');
    expect(answer).toMatchObject({ rows: [], total: 27, page: 3, size: 25 });
  });

  it('refuses a sort no index serves and a stage the spec does not have', async () => {
    for (const query of ['sortField=jobName', 'entityTypeId=4', 'page=0']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/genericQuoteView?${query}`,
        headers: operations,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('genericQuoteFilter', () => {
  it("offers the stages, each stage's statuses, the quotes' owners and the published-within days", async () => {
    const filter = await get<GenericQuoteFilter>('/api/genericQuoteFilter');
    expect(filter.entityTypes.map((type) => type.code)).toEqual(['QR', 'SQ', 'CQ']);
    expect(
      filter.statuses.find((entry) => entry.entityTypeId === E.STANDARDIZED_QUOTE)?.options,
    ).toHaveLength(6);
    expect(
      filter.statuses.find((entry) => entry.entityTypeId === E.QUOTE)?.options.map((o) => o.name),
    ).toEqual(['WIP', 'Complete', 'Processed', 'Cancelled']);
    expect(filter.owners.map((owner) => owner.id).sort()).toEqual(
      [operationsUserId, superAdminUserId].sort(),
    );
    expect(filter.publishedWithinDays).toEqual([7, 14, 30, 90, 180, 365]);
  });
});

describe('quoteCalls', () => {
  it("lists the published quotes awaiting the buyer's return, longest waiting first, with whom to call", async () => {
    const calls = await get<QuoteCalls>('/api/quoteCalls');
    expect(calls.total).toBe(2);
    expect(calls.rows.map((row) => [row.quoteNumber, row.daysWaiting])).toEqual([
      [awaitingOld.quoteNumber, 20],
      [awaitingRecent.quoteNumber, 3],
    ]);
    expect(calls.rows[0]).toMatchObject({ buyerEmail: DEMO_ACCOUNTS.buyer, revision: 1 });
    const filtered = await get<QuoteCalls>(`/api/quoteCalls?ownerUserId=${superAdminUserId}&limit=1`);
    expect(filtered.rows.map((row) => row.id)).toEqual([awaitingRecent.quoteId]);
  });
});

describe('access', () => {
  it('answers every staff role and no one signed out', async () => {
    for (const url of [
      '/api/quoteCards',
      '/api/genericQuoteView',
      '/api/genericQuoteFilter',
      '/api/quoteCalls',
    ]) {
      for (const headers of [superAdmin, operations, finance]) await get(url, headers);
      const signedOut = await testApp.app.inject({ method: 'GET', url });
      expect(signedOut.statusCode, url).toBe(401);
    }
  });
});
