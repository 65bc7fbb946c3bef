import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  ErrorCode,
  ItemStatus,
  VERSION_HEADER,
  type ConstructedQuote,
  type QuoteRevisionComparison,
  type QuoteRevisionSummary,
  type SaveQuoteConstruction,
} from '@portal/contracts';
import { appUser, company, discount, transporter } from '../../db/schema';
import {
  loadQuoteFixtureParties,
  planQuoteDelivery,
  quoteFromIntake as intakeQuote,
  readQuote,
  type QuoteFixtureParties,
} from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let parties: QuoteFixtureParties;
let superAdmin: Record<string, string>;
let operations: Record<string, string>;
let finance: Record<string, string>;
let operationsName: string;
let sellers: Array<{ id: number; name: string }>;
let discountId: number;
let transporterId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  const db = testApp.database.db;
  const [staff] = await db
    .select({ firstName: appUser.firstName, lastName: appUser.lastName, email: appUser.email })
    .from(appUser)
    .where(eq(appUser.email, DEMO_ACCOUNTS.operations));
  operationsName =
    staff?.firstName && staff.lastName ? `${staff.firstName} ${staff.lastName}` : (staff?.email ?? '');
  sellers = await db
    .select({ id: company.id, name: company.name })
    .from(company)
    .where(eq(company.companyTypeId, CompanyType.ids.SELLER))
    .orderBy(asc(company.id))
    .limit(2);
  expect(sellers).toHaveLength(2);
  const [type] = await db.insert(discount).values({ name: 'Early order (revisions test)' }).returning();
  discountId = type?.id ?? 0;
  const [carrier] = await db.select({ id: transporter.id }).from(transporter).limit(1);
  transporterId = carrier?.id ?? 0;
  parties = await loadQuoteFixtureParties(testApp);
});
afterAll(async () => {
  await testApp.close();
});

/** A quote as intake makes it: a Quebec request matched, standardized and completed (issue 13). */
function quoteFromIntake(): Promise<ConstructedQuote> {
  return intakeQuote(testApp, operations, parties);
}

function call(path: string, headers = operations) {
  return testApp.app.inject({ method: 'GET', url: `/api/${path}`, headers });
}

/**
 * A status call (`publishQuote/7`), with the version of the quote as it now reads (decision 204). A publish plans
 * the delivery quote's sourced lines on a quote delivery first, as staff do (spec 001 §5, decision 209).
 */
async function statusCall(path: string, headers = operations) {
  const id = Number(path.split('/')[1]);
  if (path.startsWith('publishQuote/')) await planQuoteDelivery(testApp, headers, id);
  const { version } = await readQuote(testApp, headers, id);
  return testApp.app.inject({
    method: 'GET',
    url: `/api/${path}`,
    headers: { ...headers, [VERSION_HEADER]: String(version) },
  });
}

async function save(current: ConstructedQuote, body: Omit<SaveQuoteConstruction, 'id'>) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: '/api/quoteConstruction',
    headers: { ...operations, [VERSION_HEADER]: String(current.version) },
    payload: { id: current.id, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ConstructedQuote }>().data;
}

type Pricing = { sellerCompanyId: number; sellerUnitPrice: number; buyerUnitPrice: number };

/** Every line's sourcing as given (in line order). */
function sourcing(current: ConstructedQuote, prices: readonly Pricing[]) {
  return current.items.map((item, index) => ({
    id: item.id,
    markupRate: null,
    sellerContacted: false,
    inventoryAvailable: false,
    ...prices[index]!,
  }));
}

async function publish(id: number) {
  const response = await statusCall(`publishQuote/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ConstructedQuote }>().data;
}

async function moveToWip(id: number) {
  const response = await statusCall(`moveQuoteToWip/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ConstructedQuote }>().data;
}

async function compare(id: number, query: string, headers = operations) {
  const response = await call(`quoteRevisionComparison/${id}?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: QuoteRevisionComparison }>().data;
}

describe('published revisions compared (issue 14 Versions; decision 157)', () => {
  it('lists each publish and compares two revisions, and a revision with the quote as it is now', async () => {
    const [first, second] = sellers as [{ id: number; name: string }, { id: number; name: string }];
    const made = await quoteFromIntake();
    const [acer, thuja, hydrangea] = made.items as [
      ConstructedQuote['items'][number],
      ...ConstructedQuote['items'],
    ];
    expect((await call(`quoteRevisions/${made.id}`)).json()).toEqual({ data: [] });

    const firstPrices: Pricing[] = [
      { sellerCompanyId: first.id, sellerUnitPrice: 185, buyerUnitPrice: 249.75 },
      { sellerCompanyId: first.id, sellerUnitPrice: 62.5, buyerUnitPrice: 84.38 },
      { sellerCompanyId: first.id, sellerUnitPrice: 21.95, buyerUnitPrice: 29.63 },
    ];
    await save(made, {
      items: sourcing(made, firstPrices),
      discounts: [{ discountId, amount: 500 }],
      transportCosts: [],
    });
    const revisionOne = await publish(made.id);

    // Between the publishes: the acer re-priced, the thuja re-sourced, the discount raised, a transport cost added.
    const wip = await moveToWip(made.id);
    await save(wip, {
      items: sourcing(wip, [
        { ...firstPrices[0]!, sellerUnitPrice: 180, buyerUnitPrice: 245 },
        { ...firstPrices[1]!, sellerCompanyId: second.id },
        firstPrices[2]!,
      ]),
      discounts: [{ discountId, amount: 750 }],
      transportCosts: [
        { transportTypeId: 2, sellerCompanyId: second.id, cost: 420, transporterIds: [transporterId] },
      ],
    });
    const revisionTwo = await publish(made.id);

    const listed = await call(`quoteRevisions/${made.id}`, finance);
    expect(listed.statusCode, listed.body).toBe(200);
    const summaries = listed.json<{ data: QuoteRevisionSummary[] }>().data;
    expect(summaries.map((entry) => [entry.revision, entry.publishedByUserName, entry.lineCount])).toEqual([
      [1, operationsName, 3],
      [2, operationsName, 3],
    ]);
    expect(summaries[0]?.totals).toEqual(revisionOne.totals);
    expect(summaries[1]?.totals).toEqual(revisionTwo.totals);
    expect(Date.parse(summaries[1]?.publishedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(summaries[0]?.publishedAt ?? ''),
    );

    const compared = await compare(made.id, 'from=1&to=2');
    expect(compared.from).toMatchObject({ revision: 1, publishedByUserName: operationsName });
    expect(compared.to).toMatchObject({ revision: 2 });
    expect(compared.lines.map((line) => [line.itemId, line.change, line.kinds])).toEqual([
      [acer.id, 'changed', ['repriced']],
      [thuja!.id, 'changed', ['resourced']],
      [hydrangea!.id, 'unchanged', []],
    ]);
    const acerRow = compared.lines[0];
    expect(acerRow?.changedFields).toEqual([
      'sellerUnitPrice',
      'markupRate',
      'buyerUnitPrice',
      'sellerPrice',
      'buyerPrice',
    ]);
    expect([acerRow?.before?.sellerUnitPrice, acerRow?.after?.sellerUnitPrice]).toEqual([185, 180]);
    expect([
      compared.lines[1]?.before?.sellerCompanyName,
      compared.lines[1]?.after?.sellerCompanyName,
    ]).toEqual([first.name, second.name]);
    expect(compared.discounts).toMatchObject([
      { discountId, change: 'changed', beforeAmount: 500, afterAmount: 750 },
    ]);
    expect(compared.transportCosts).toMatchObject([
      {
        sellerCompanyId: second.id,
        change: 'added',
        before: null,
        after: { cost: 420, transporters: [{ id: transporterId }] },
      },
    ]);
    expect(compared.totals.find((entry) => entry.field === 'grandTotal')).toEqual({
      field: 'grandTotal',
      before: revisionOne.totals.grandTotal,
      after: revisionTwo.totals.grandTotal,
      difference: Math.round((revisionTwo.totals.grandTotal - revisionOne.totals.grandTotal) * 100) / 100,
    });
    expect(compared.summary).toMatchObject({
      added: 0,
      removed: 0,
      repriced: 1,
      resourced: 1,
      unchanged: 1,
      discountsChanged: 1,
      transportCostsChanged: 1,
    });

    // Back in construction through the save's line actions (decision 153): the acer deleted, the thuja substituted
    // by another product (its original kept, out of the totals), the hydrangea re-priced. 'Now' reads the WIP.
    const again = await moveToWip(made.id);
    const saved = await save(again, {
      items: sourcing(again, [
        { ...firstPrices[0]!, sellerUnitPrice: 180, buyerUnitPrice: 245 },
        { ...firstPrices[1]!, sellerCompanyId: second.id },
        { ...firstPrices[2]!, buyerUnitPrice: 31 },
      ]).filter((line) => line.id !== acer.id),
      deletedItemIds: [acer.id],
      substitutions: [
        {
          itemId: thuja!.id,
          productId: hydrangea!.productId,
          sellerCompanyId: second.id,
          sellerUnitPrice: 60,
          buyerUnitPrice: 80,
        },
      ],
      discounts: [{ discountId, amount: 750 }],
      transportCosts: [
        { transportTypeId: 2, sellerCompanyId: second.id, cost: 420, transporterIds: [transporterId] },
      ],
    });
    const substitute = saved.items.find((item) => item.replacesItemId === thuja!.id);
    expect(substitute).toBeDefined();
    const now = await compare(made.id, 'from=2');
    expect(now.to).toEqual({ revision: null, publishedAt: null, publishedByUserName: null });
    const byItem = new Map(now.lines.map((line) => [line.itemId, line]));
    expect(byItem.get(acer.id)).toMatchObject({ change: 'removed', after: null });
    expect(byItem.get(thuja!.id)).toMatchObject({
      change: 'changed',
      kinds: ['status'],
      after: { statusId: ItemStatus.ids.ORIGINAL },
    });
    expect(byItem.get(substitute!.id)).toMatchObject({
      change: 'added',
      before: null,
      after: { statusId: ItemStatus.ids.SUBSTITUTED, productId: hydrangea!.productId, sellerUnitPrice: 60 },
    });
    expect(byItem.get(hydrangea!.id)).toMatchObject({ change: 'changed', kinds: ['repriced'] });
    expect(now.summary).toMatchObject({ added: 1, removed: 1, repriced: 1, resourced: 0, status: 1 });

    // Either order: from the newer to the older, what was removed reads as added.
    const backwards = await compare(made.id, 'from=2&to=1', superAdmin);
    expect(backwards.summary).toMatchObject({ repriced: 1, resourced: 1 });
    expect(backwards.discounts).toMatchObject([{ beforeAmount: 750, afterAmount: 500 }]);
    expect(backwards.transportCosts).toMatchObject([{ change: 'removed' }]);
  });

  it('answers 404 for a revision the quote does not have, and for a quote that does not exist', async () => {
    const made = await quoteFromIntake();
    const missing = await call(`quoteRevisionComparison/${made.id}?from=1`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: 'Revision 1 of this quote was not found.',
    });
    const noQuote = await call('quoteRevisionComparison/999999?from=1');
    expect(noQuote.statusCode).toBe(404);
    expect(noQuote.json()).toMatchObject({ message: 'Quote was not found.' });
    expect((await call('quoteRevisions/999999')).statusCode).toBe(404);
  });

  it('refuses a comparison without a revision to start from, or with one that is not a number', async () => {
    const made = await quoteFromIntake();
    for (const query of ['', 'from=0', 'from=one', 'from=1&to=0']) {
      const response = await call(`quoteRevisionComparison/${made.id}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.VALIDATION_FAILED);
    }
  });

  it('is all staff’s, and nobody else’s (spec 001 §2, §6: the workspace is all staff’s)', async () => {
    const made = await quoteFromIntake();
    for (const headers of [superAdmin, operations, finance]) {
      expect((await call(`quoteRevisions/${made.id}`, headers)).statusCode).toBe(200);
    }
    for (const path of [`quoteRevisions/${made.id}`, `quoteRevisionComparison/${made.id}?from=1`]) {
      const anonymous = await testApp.app.inject({ method: 'GET', url: `/api/${path}` });
      expect(anonymous.statusCode, path).toBe(401);
    }
  });
});
