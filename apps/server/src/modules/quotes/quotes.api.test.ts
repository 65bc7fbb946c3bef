import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AltItemImportSource,
  CompanyType,
  ErrorCode,
  ItemStatus,
  MESSAGES,
  ProductSizeType,
  Province,
  QuoteReturnStatus,
  QuoteStatus,
  SubQuoteStatus,
  VERSION_HEADER,
  type ConstructedQuote,
  type QuotePage,
  type SaveQuoteConstruction,
} from '@portal/contracts';
import {
  appUser,
  company,
  discount,
  productSize,
  quote,
  quoteAltItem,
  quoteItem,
  quoteRevision,
  subQuote,
  taxRate,
  transporter,
} from '../../db/schema';
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
let buyer: { id: number; companyId: number };
let sellers: number[];
let notSeller: number;
let discountId: number;
let transporterId: number;
let quebecTax: number;
/** Eleven specs (one more than spec 001 §5 allows) and two sizes, from the demo catalog. */
let specIds: number[];
let sizeIds: number[];

interface ErrorAnswer {
  code: string;
  message: string;
  issues?: Array<{ field: string; message: string }>;
}

beforeAll(async () => {
  testApp = await createTestApp();
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  const db = testApp.database.db;
  const [user] = await db
    .select({ id: appUser.id, companyId: appUser.companyId })
    .from(appUser)
    .where(eq(appUser.email, DEMO_ACCOUNTS.buyer));
  buyer = { id: user?.id ?? 0, companyId: user?.companyId ?? 0 };
  const found = await db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.companyTypeId, CompanyType.ids.SELLER))
    .orderBy(asc(company.id))
    .limit(2);
  sellers = found.map((row) => row.id);
  notSeller = buyer.companyId;
  const [type] = await db.insert(discount).values({ name: 'Volume discount (test)' }).returning();
  discountId = type?.id ?? 0;
  const [carrier] = await db.select({ id: transporter.id }).from(transporter).limit(1);
  transporterId = carrier?.id ?? 0;
  const [tax] = await db
    .select({ gst: taxRate.gstRate, qst: taxRate.qstRate })
    .from(taxRate)
    .where(eq(taxRate.provinceId, Province.ids.QUEBEC));
  quebecTax = (tax?.gst ?? 0) + (tax?.qst ?? 0);
  const specs = await db
    .select({ id: productSize.id })
    .from(productSize)
    .where(eq(productSize.typeId, ProductSizeType.ids.SPEC))
    .orderBy(asc(productSize.id))
    .limit(11);
  specIds = specs.map((row) => row.id);
  const sizes = await db
    .select({ id: productSize.id })
    .from(productSize)
    .where(eq(productSize.typeId, ProductSizeType.ids.SIZE))
    .orderBy(asc(productSize.id))
    .limit(2);
  sizeIds = sizes.map((row) => row.id);
  parties = await loadQuoteFixtureParties(testApp);
});
afterAll(async () => {
  await testApp.close();
});

/** A quote as intake makes it: a Quebec request matched, standardized and completed (issue 13). */
function quoteFromIntake(): Promise<ConstructedQuote> {
  return intakeQuote(testApp, operations, parties);
}

async function read(id: number, headers = operations): Promise<ConstructedQuote> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/quote/${id}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ConstructedQuote }>().data;
}

function save(
  current: ConstructedQuote,
  body: Omit<SaveQuoteConstruction, 'id'>,
  headers = operations,
  version = current.version,
) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/quoteConstruction',
    headers: { ...headers, [VERSION_HEADER]: String(version) },
    payload: { id: current.id, ...body },
  });
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

const unsourced = (current: ConstructedQuote) =>
  current.items.map((item) => ({
    id: item.id,
    sellerCompanyId: null,
    sellerUnitPrice: null,
    markupRate: null,
    buyerUnitPrice: null,
    sellerContacted: false,
    inventoryAvailable: false,
  }));

describe('quote construction (issue 14; spec 001 §7 quote/{id}, PUT quoteConstruction; decisions 148, 149)', () => {
  it('opens the quote intake made: its lines in order, nothing sourced, no totals yet', async () => {
    const made = await quoteFromIntake();
    expect(made.statusId).toBe(QuoteStatus.ids.WIP);
    expect(made.placedOrder).toBeNull();
    expect(made.readOnly).toBe(false);
    expect(made.items.map((item) => item.quantity)).toEqual([25, 120, 40]);
    expect(made.items.every((item) => item.sellerCompanyId === null && item.buyerPrice === null)).toBe(true);
    expect(made.subQuotes).toEqual([]);
    expect(made.totals).toMatchObject({ grandTotal: 0, unpricedLineCount: 3, taxRate: quebecTax });
  });

  it('sources lines from two sellers, prices them on the server, and adds discounts, transport and tax', async () => {
    const made = await quoteFromIntake();
    const [first, second, third] = sellers;
    const [acer, thuja, hydrangea] = made.items;
    const response = await save(made, {
      items: [
        // A markup: the buyer price follows.
        {
          ...unsourced(made)[0]!,
          id: acer!.id,
          sellerCompanyId: first!,
          sellerUnitPrice: 185,
          markupRate: 35,
        },
        // A buyer price typed: the markup follows, whatever the client said.
        {
          ...unsourced(made)[1]!,
          id: thuja!.id,
          sellerCompanyId: first!,
          sellerUnitPrice: 62.5,
          markupRate: 99,
          buyerUnitPrice: 84.38,
          sellerContacted: true,
        },
        {
          ...unsourced(made)[2]!,
          id: hydrangea!.id,
          sellerCompanyId: second ?? first!,
          sellerUnitPrice: 21.95,
          buyerUnitPrice: 29.63,
          inventoryAvailable: true,
        },
      ],
      discounts: [{ discountId, amount: 500 }],
      transportCosts: [
        { transportTypeId: 2, sellerCompanyId: first!, cost: 850, transporterIds: [transporterId] },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<{ data: ConstructedQuote }>().data;
    expect(saved.version).toBe(made.version + 1);
    expect(
      saved.items.map((item) => [item.buyerUnitPrice, item.markupRate, item.sellerPrice, item.buyerPrice]),
    ).toEqual([
      [249.75, 35, 4625, 6243.75],
      [84.38, 35.008, 7500, 10125.6],
      [29.63, 34.989, 878, 1185.2],
    ]);
    expect(saved.items[1]?.sellerContacted).toBe(true);
    expect(saved.items[2]?.inventoryAvailable).toBe(true);
    expect(saved.subQuotes.map((entry) => [entry.sellerCompanyId, entry.lineCount]).sort()).toEqual(
      second === undefined
        ? [[first, 3]]
        : [
            [first, 2],
            [second, 1],
          ].sort(),
    );
    expect(saved.discounts).toMatchObject([{ discountId, amount: 500 }]);
    expect(saved.transportCosts).toMatchObject([
      { sellerCompanyId: first, cost: 850, transporters: [{ id: transporterId }] },
    ]);
    const taxable = 17_554.55 - 500 + 850;
    expect(saved.totals).toMatchObject({
      sellerCost: 13_003,
      buyerSubtotal: 17_554.55,
      margin: 4551.55,
      discount: 500,
      transport: 850,
      fee: 0,
      taxable,
      unpricedLineCount: 0,
    });
    expect(saved.totals.tax).toBe(Math.round(taxable * quebecTax) / 100);
    expect(saved.totals.grandTotal).toBe(Math.round((taxable + saved.totals.tax) * 100) / 100);
    void third;

    // Read again: the same, from the database.
    expect((await read(saved.id, finance)).totals).toEqual(saved.totals);
  });

  it('a second saver of the same version is refused with the outdated notice; nothing of theirs is written', async () => {
    const made = await quoteFromIntake();
    const first = await save(made, {
      items: [],
      discounts: [{ discountId, amount: 100 }],
      transportCosts: [],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await save(
      made,
      { items: [], discounts: [{ discountId, amount: 999 }], transportCosts: [] },
      superAdmin,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.OUTDATED,
      message: MESSAGES.outdatedRecord,
    });
    expect((await read(made.id)).discounts).toMatchObject([{ amount: 100 }]);
  });

  it('refuses a seller that is not a seller, a line of another quote, and two transport costs for one seller', async () => {
    const made = await quoteFromIntake();
    const other = await quoteFromIntake();
    const response = await save(made, {
      items: [{ ...unsourced(made)[0]!, sellerCompanyId: notSeller }, { ...unsourced(other)[0]! }],
      discounts: [],
      transportCosts: [
        { transportTypeId: 1, sellerCompanyId: sellers[0]!, cost: 100, transporterIds: [] },
        { transportTypeId: 2, sellerCompanyId: sellers[0]!, cost: 200, transporterIds: [] },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().issues?.map((issue) => issue.field)).toEqual([
      'items.0.sellerCompanyId',
      'items.1.id',
      'transportCosts.1.sellerCompanyId',
    ]);
    expect((await read(made.id)).version).toBe(made.version);
  });

  it('refuses prices with more than two decimals, naming the field', async () => {
    const made = await quoteFromIntake();
    const response = await save(made, {
      items: [{ ...unsourced(made)[0]!, sellerUnitPrice: 12.345 }],
      discounts: [],
      transportCosts: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorAnswer>().issues?.[0]?.field).toBe('items.0.sellerUnitPrice');
  });

  it('changes a quote only in WIP (spec 001 §4: processed quotes are read-only)', async () => {
    const made = await quoteFromIntake();
    await testApp.database.db
      .update(quote)
      .set({ statusId: QuoteStatus.ids.PROCESSED })
      .where(and(eq(quote.id, made.id)));
    const response = await save(made, { items: [], discounts: [], transportCosts: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorAnswer>().message).toBe(MESSAGES.quoteNotInWip);
    expect((await read(made.id)).readOnly).toBe(true);
  });

  it('publishes only a fully sourced quote (spec 001 §5), keeps each revision, and moves back to WIP to change it', async () => {
    const made = await quoteFromIntake();
    const refused = await statusCall(`publishQuote/${made.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorAnswer>()).toMatchObject({ message: MESSAGES.missingInfoForPublish });
    expect(refused.json<ErrorAnswer>().issues?.map((issue) => issue.field)).toEqual([
      'items.0',
      'items.1',
      'items.2',
    ]);

    const sourced = await save(made, {
      items: unsourced(made).map((item) => ({
        ...item,
        sellerCompanyId: sellers[0]!,
        sellerUnitPrice: 10,
        markupRate: 30,
      })),
      discounts: [],
      transportCosts: [],
    });
    expect(sourced.statusCode, sourced.body).toBe(200);
    const published = await statusCall(`publishQuote/${made.id}`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ data: ConstructedQuote }>().data).toMatchObject({
      statusId: QuoteStatus.ids.COMPLETE,
      returnStatusId: QuoteReturnStatus.ids.PENDING,
      revision: 1,
      readOnly: true,
    });
    // Published: construction waits for a move back to WIP.
    const afterPublish = await read(made.id);
    expect((await save(afterPublish, { items: [], discounts: [], transportCosts: [] })).statusCode).toBe(409);
    const back = await statusCall(`moveQuoteToWip/${made.id}`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<{ data: ConstructedQuote }>().data).toMatchObject({
      statusId: QuoteStatus.ids.WIP,
      returnStatusId: QuoteReturnStatus.ids.NA,
    });
    const republished = await statusCall(`publishQuote/${made.id}`);
    expect(republished.json<{ data: ConstructedQuote }>().data.revision).toBe(2);
    const revisions = await testApp.database.db
      .select({ revision: quoteRevision.revision, snapshot: quoteRevision.snapshot })
      .from(quoteRevision)
      .where(eq(quoteRevision.quoteId, made.id))
      .orderBy(asc(quoteRevision.revision));
    expect(revisions.map((entry) => entry.revision)).toEqual([1, 2]);
    expect((revisions[0]?.snapshot as { totals: { buyerSubtotal: number } }).totals.buyerSubtotal).toBe(2405);
  });

  it('cancels and reinstates through the transitions table, refusing what it does not offer', async () => {
    const made = await quoteFromIntake();
    // A WIP quote cannot be reinstated (spec 001 §4: only a cancelled one).
    const notOffered = await statusCall(`reinstateQuote/${made.id}`);
    expect(notOffered.statusCode).toBe(409);
    const cancelled = await statusCall(`cancelQuote/${made.id}`);
    expect(cancelled.json<{ data: ConstructedQuote }>().data.statusId).toBe(QuoteStatus.ids.CANCELLED);
    const reinstated = await statusCall(`reinstateQuote/${made.id}`);
    expect(reinstated.json<{ data: ConstructedQuote }>().data.statusId).toBe(QuoteStatus.ids.WIP);
  });

  it('lists quotes for Quote Management (super admin): filters, published within, views, sub-quotes, delete', async () => {
    const made = await quoteFromIntake();
    const other = await quoteFromIntake();
    const sourced = await save(made, {
      items: unsourced(made).map((item) => ({
        ...item,
        sellerCompanyId: sellers[0]!,
        sellerUnitPrice: 10,
        buyerUnitPrice: 13,
      })),
      discounts: [],
      transportCosts: [],
    });
    expect(sourced.statusCode, sourced.body).toBe(200);
    expect((await statusCall(`publishQuote/${made.id}`)).statusCode).toBe(200);

    const page = async (query: string, headers = superAdmin) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/quotePageableResult?${query}`,
        headers,
      });
      return response;
    };
    // Quote Management is the super admin's (spec 001 §2, §6).
    expect((await page('page=1&size=25', operations)).statusCode).toBe(403);
    const published = await page(`page=1&size=25&publishedWithin=7&statusId=${QuoteStatus.ids.COMPLETE}`);
    expect(published.statusCode, published.body).toBe(200);
    const rows = published.json<{ data: QuotePage }>().data.rows;
    expect(rows.map((row) => row.id)).toContain(made.id);
    expect(rows.map((row) => row.id)).not.toContain(other.id);
    const mine = rows.find((row) => row.id === made.id);
    expect(mine).toMatchObject({
      itemCount: 3,
      buyerSubtotal: 2405,
      revision: 1,
      returnStatusId: QuoteReturnStatus.ids.PENDING,
    });
    expect((await page('page=1&size=25&publishedWithin=8')).statusCode).toBe(400);
    const byNumber = await page(`page=1&size=25&search=CQ-${other.quoteNumber}`);
    expect(byNumber.json<{ data: QuotePage }>().data.rows.map((row) => row.id)).toEqual([other.id]);

    const views = await testApp.app.inject({ method: 'GET', url: '/api/quoteViews', headers: superAdmin });
    const counts = views.json<{ data: Array<{ statusId: number; count: number }> }>().data;
    expect(counts.find((view) => view.statusId === QuoteStatus.ids.COMPLETE)?.count).toBeGreaterThanOrEqual(
      1,
    );

    const subQuotes = await call(`subQuotesByQuoteId/${made.id}`);
    expect(subQuotes.json<{ data: ConstructedQuote['subQuotes'] }>().data).toMatchObject([
      { sellerCompanyId: sellers[0], lineCount: 3, sellerTotal: 1850, buyerTotal: 2405 },
    ]);

    // A published quote is the buyer's to return: not deleted. One in construction is, once confirmed.
    const refused = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/quote/${made.id}`,
      headers: superAdmin,
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (await testApp.app.inject({ method: 'DELETE', url: `/api/quote/${other.id}`, headers: operations }))
        .statusCode,
    ).toBe(403);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/quote/${other.id}`,
      headers: superAdmin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(`quote/${other.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for a quote that does not exist', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/quote/999999',
      headers: operations,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('quote lines: alternates, substitutions, unavailable and delete (spec 001 §3, §4, §5; decision 153)', () => {
  const nothingElse = { discounts: [], transportCosts: [] };
  /** Every line sourced from the first seller at 10 → 13 a unit, so totals show which lines count. */
  async function sourcedQuote(): Promise<ConstructedQuote> {
    const made = await quoteFromIntake();
    const response = await save(made, {
      items: unsourced(made).map((item) => ({
        ...item,
        sellerCompanyId: sellers[0]!,
        sellerUnitPrice: 10,
        buyerUnitPrice: 13,
      })),
      ...nothingElse,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ConstructedQuote }>().data;
  }
  /** A line as the grid sends it back: its saved sourcing, unchanged. */
  const asSent = (item: ConstructedQuote['items'][number]) => ({
    id: item.id,
    sellerCompanyId: item.sellerCompanyId,
    sellerUnitPrice: item.sellerUnitPrice,
    markupRate: item.markupRate,
    buyerUnitPrice: item.buyerUnitPrice,
    sellerContacted: item.sellerContacted,
    inventoryAvailable: item.inventoryAvailable,
  });
  const saved = (response: { json: <T>() => T }) => response.json<{ data: ConstructedQuote }>().data;
  const issuesOf = (response: { json: <T>() => T }) => response.json<ErrorAnswer>().issues ?? [];

  it("saves a line's alternates as a whole list, reads them with their names, and keeps them when not sent", async () => {
    const made = await quoteFromIntake();
    const [acer] = made.items;
    const first = await save(made, {
      items: [
        {
          ...asSent(acer!),
          altItems: [
            // By hand: only a size (spec 001 §5: at least one field).
            { productSizeId: sizeIds[0]!, note: 'Smaller caliper available' },
            // Imported from another quote's line, with its seller and price.
            {
              productId: acer!.productId,
              productSizeId: acer!.productSizeId,
              specIds: [specIds[0]!, specIds[1]!],
              quantity: 25,
              sellerCompanyId: sellers[0]!,
              sellerUnitPrice: 170,
              importSourceId: AltItemImportSource.ids.REGULAR_QUOTE,
              sourceItemId: acer!.id,
            },
          ],
        },
      ],
      ...nothingElse,
    });
    expect(first.statusCode, first.body).toBe(200);
    const alternates = saved(first).items[0]!.altItems;
    expect(alternates).toHaveLength(2);
    expect(alternates[0]).toMatchObject({
      productId: null,
      productName: null,
      productSizeId: sizeIds[0],
      note: 'Smaller caliper available',
      importSourceId: null,
      specs: [],
    });
    expect(alternates[0]?.productSizeName).toEqual(expect.any(String));
    expect(alternates[1]).toMatchObject({
      productId: acer!.productId,
      productName: acer!.productName,
      productSizeName: acer!.productSizeName,
      specs: [{ id: specIds[0] }, { id: specIds[1] }],
      quantity: 25,
      sellerCompanyId: sellers[0],
      sellerUnitPrice: 170,
      importSourceId: AltItemImportSource.ids.REGULAR_QUOTE,
      sourceItemId: acer!.id,
    });
    expect(alternates[1]?.sellerCompanyName).toEqual(expect.any(String));

    // The line sent without `altItems` keeps them; sent with a list, the list replaces them.
    const kept = await save(saved(first), { items: [asSent(saved(first).items[0]!)], ...nothingElse });
    expect(saved(kept).items[0]?.altItems).toHaveLength(2);
    const replaced = await save(saved(kept), {
      items: [{ ...asSent(saved(kept).items[0]!), altItems: [{ specIds: [specIds[2]!] }] }],
      ...nothingElse,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(
      saved(replaced).items[0]?.altItems.map((alternate) => alternate.specs.map((spec) => spec.id)),
    ).toEqual([[specIds[2]]]);
  });

  it("derives each sub-quote's status: incomplete, complete, recommended when cheapest where another seller quoted, cancelled (decision 159)", async () => {
    const made = await sourcedQuote();
    const statuses = (quote: ConstructedQuote) =>
      Object.fromEntries(quote.subQuotes.map((entry) => [entry.sellerCompanyId, entry.statusId]));
    // Priced, but no stock confirmed yet: the seller still owes an answer.
    expect(statuses(made)).toEqual({ [sellers[0]!]: SubQuoteStatus.ids.INCOMPLETE });

    const [acer, thuja, hydrangea] = made.items;
    const withStock = (item: ConstructedQuote['items'][number]) => ({
      ...asSent(item),
      inventoryAvailable: true,
    });
    const complete = await save(made, {
      items: [
        withStock(acer!),
        withStock(thuja!),
        { ...withStock(hydrangea!), sellerCompanyId: sellers[1]! },
      ],
      ...nothingElse,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    expect(statuses(saved(complete))).toEqual({
      [sellers[0]!]: SubQuoteStatus.ids.COMPLETE,
      [sellers[1]!]: SubQuoteStatus.ids.COMPLETE,
    });

    // The second seller also quoted the first line, dearer: the first seller is the cheapest where both quoted.
    const contested = await save(saved(complete), {
      items: [
        {
          ...withStock(saved(complete).items[0]!),
          altItems: [
            {
              productId: acer!.productId,
              productSizeId: acer!.productSizeId,
              sellerCompanyId: sellers[1]!,
              sellerUnitPrice: 12,
            },
          ],
        },
      ],
      ...nothingElse,
    });
    expect(contested.statusCode, contested.body).toBe(200);
    expect(statuses(saved(contested))).toEqual({
      [sellers[0]!]: SubQuoteStatus.ids.RECOMMENDED,
      [sellers[1]!]: SubQuoteStatus.ids.COMPLETE,
    });
    const listed = await call(`subQuotesByQuoteId/${made.id}`);
    expect(
      listed
        .json<{ data: ConstructedQuote['subQuotes'] }>()
        .data.map((entry) => entry.statusId)
        .sort(),
    ).toEqual([SubQuoteStatus.ids.COMPLETE, SubQuoteStatus.ids.RECOMMENDED].sort());

    const cancelled = await statusCall(`cancelQuote/${made.id}`);
    expect(statuses(cancelled.json<{ data: ConstructedQuote }>().data)).toEqual({
      [sellers[0]!]: SubQuoteStatus.ids.CANCELLED,
      [sellers[1]!]: SubQuoteStatus.ids.CANCELLED,
    });
  });

  it('keeps the sub-quote statuses in step with the lines through saves, publish and back (decision 202)', async () => {
    const statuses = (current: ConstructedQuote) =>
      Object.fromEntries(current.subQuotes.map((entry) => [entry.sellerCompanyId, entry.statusId]));
    /** The stored column agrees with the answer, row for row. */
    async function expectStoredInStep(current: ConstructedQuote) {
      const stored = await testApp.database.db
        .select({ sellerCompanyId: subQuote.sellerCompanyId, statusId: subQuote.statusId })
        .from(subQuote)
        .where(eq(subQuote.quoteId, current.id));
      expect(Object.fromEntries(stored.map((row) => [row.sellerCompanyId, row.statusId]))).toEqual(
        statuses(current),
      );
    }
    const made = await quoteFromIntake();
    const [acer, thuja, hydrangea] = made.items;
    const line = (
      item: ConstructedQuote['items'][number],
      sellerCompanyId: number,
      prices: [number, number] | null,
    ) => ({
      ...asSent(item),
      sellerCompanyId,
      sellerUnitPrice: prices?.[0] ?? null,
      buyerUnitPrice: prices?.[1] ?? null,
    });
    // The first seller asked, nothing priced yet: WIP; the second priced one of its two lines: incomplete.
    const asked = await save(made, {
      items: [
        line(acer!, sellers[0]!, null),
        line(thuja!, sellers[1]!, [10, 13]),
        line(hydrangea!, sellers[1]!, null),
      ],
      ...nothingElse,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(statuses(saved(asked))).toEqual({
      [sellers[0]!]: SubQuoteStatus.ids.WIP,
      [sellers[1]!]: SubQuoteStatus.ids.INCOMPLETE,
    });
    await expectStoredInStep(saved(asked));
    // Publishing a quote a line of which has no price is refused, and changes no status.
    const early = await statusCall(`publishQuote/${made.id}`);
    expect(early.statusCode).toBe(400);
    await expectStoredInStep(await read(made.id));

    // Every line priced, no stock confirmed: incomplete in construction (the sellers owe an answer)…
    const priced = await save(saved(asked), {
      items: [
        line(saved(asked).items[0]!, sellers[0]!, [20, 26]),
        line(saved(asked).items[1]!, sellers[1]!, [10, 13]),
        line(saved(asked).items[2]!, sellers[1]!, [30, 39]),
      ],
      ...nothingElse,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(Object.values(statuses(saved(priced)))).toEqual([
      SubQuoteStatus.ids.INCOMPLETE,
      SubQuoteStatus.ids.INCOMPLETE,
    ]);
    await expectStoredInStep(saved(priced));

    // …and complete once published: what the buyer has is a complete offer, in the answer, the column and the
    // published revision alike.
    const published = await statusCall(`publishQuote/${made.id}`);
    expect(published.statusCode, published.body).toBe(200);
    const publishedQuote = published.json<{ data: ConstructedQuote }>().data;
    expect(statuses(publishedQuote)).toEqual({
      [sellers[0]!]: SubQuoteStatus.ids.COMPLETE,
      [sellers[1]!]: SubQuoteStatus.ids.COMPLETE,
    });
    await expectStoredInStep(publishedQuote);
    const listed = await call(`subQuotesByQuoteId/${made.id}`);
    expect(
      listed.json<{ data: ConstructedQuote['subQuotes'] }>().data.map((entry) => entry.statusId),
    ).toEqual(publishedQuote.subQuotes.map((entry) => entry.statusId));
    const [revision] = await testApp.database.db
      .select({ snapshot: quoteRevision.snapshot })
      .from(quoteRevision)
      .where(eq(quoteRevision.quoteId, made.id));
    expect(
      (revision!.snapshot as { subQuotes: ConstructedQuote['subQuotes'] }).subQuotes.map(
        (entry) => entry.statusId,
      ),
    ).toEqual([SubQuoteStatus.ids.COMPLETE, SubQuoteStatus.ids.COMPLETE]);

    // Back in construction the stock question is open again; cancelled, every sub-quote is cancelled.
    const back = await statusCall(`moveQuoteToWip/${made.id}`);
    expect(back.statusCode, back.body).toBe(200);
    expect(Object.values(statuses(back.json<{ data: ConstructedQuote }>().data))).toEqual([
      SubQuoteStatus.ids.INCOMPLETE,
      SubQuoteStatus.ids.INCOMPLETE,
    ]);
    await expectStoredInStep(back.json<{ data: ConstructedQuote }>().data);
    const cancelled = await statusCall(`cancelQuote/${made.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(Object.values(statuses(cancelled.json<{ data: ConstructedQuote }>().data))).toEqual([
      SubQuoteStatus.ids.CANCELLED,
      SubQuoteStatus.ids.CANCELLED,
    ]);
    await expectStoredInStep(cancelled.json<{ data: ConstructedQuote }>().data);
  });

  it('refuses an empty alternate or substitution with the §8 message, eleven specs, and a size given as a spec', async () => {
    const made = await quoteFromIntake();
    const [acer, thuja] = made.items;
    const empty = await save(made, {
      items: [{ ...asSent(acer!), altItems: [{ note: 'Call the nursery' }] }],
      substitutions: [{ itemId: thuja!.id, sellerCompanyId: sellers[0]! }],
      ...nothingElse,
    });
    expect(empty.statusCode).toBe(400);
    expect(issuesOf(empty)).toEqual([
      { field: 'items.0.altItems.0.productId', message: MESSAGES.emptySubstitution },
      { field: 'substitutions.0.productId', message: MESSAGES.emptySubstitution },
    ]);

    const elevenSpecs = await save(made, {
      items: [{ ...asSent(acer!), altItems: [{ specIds }] }],
      ...nothingElse,
    });
    expect(specIds).toHaveLength(11);
    expect(elevenSpecs.statusCode).toBe(400);
    expect(issuesOf(elevenSpecs)).toEqual([
      { field: 'items.0.altItems.0.specIds', message: MESSAGES.maxSpecsReached },
    ]);
    const tenSpecs = await save(made, {
      items: [{ ...asSent(acer!), altItems: [{ specIds: specIds.slice(0, 10) }] }],
      ...nothingElse,
    });
    expect(tenSpecs.statusCode, tenSpecs.body).toBe(200);

    const sizeAsSpec = await save(saved(tenSpecs), {
      items: [],
      substitutions: [{ itemId: acer!.id, specIds: [sizeIds[0]!], sellerCompanyId: notSeller }],
      ...nothingElse,
    });
    expect(sizeAsSpec.statusCode).toBe(400);
    expect(issuesOf(sizeAsSpec).map((issue) => issue.field)).toEqual([
      'substitutions.0.sellerCompanyId',
      'substitutions.0.specIds',
    ]);
    expect((await read(made.id)).version).toBe(saved(tenSpecs).version);

    // Issue 34: an alternate naming a product without its size is refused, as a line would be.
    const noSize = await save(saved(tenSpecs), {
      items: [{ ...asSent(acer!), altItems: [{ productId: acer!.productId, quantity: 5 }] }],
      ...nothingElse,
    });
    expect(noSize.statusCode).toBe(400);
    expect(issuesOf(noSize)).toEqual([
      { field: 'items.0.altItems.0.productSizeId', message: MESSAGES.alternateSizeRequired },
    ]);
    expect((await read(made.id)).version).toBe(saved(tenSpecs).version);
  });

  it('refuses a quantity with a fourth decimal, naming the field; prices 1,240.35 × $64.10 to the half cent up', async () => {
    const made = await sourcedQuote();
    const [acer, thuja] = made.items;
    const refused = await save(made, {
      items: [{ ...asSent(acer!), altItems: [{ productSizeId: sizeIds[0]!, quantity: 2.0005 }] }],
      substitutions: [{ itemId: thuja!.id, productSizeId: sizeIds[1]!, quantity: 1240.3505 }],
      ...nothingElse,
    });
    expect(refused.statusCode).toBe(400);
    expect(issuesOf(refused)).toEqual([
      { field: 'items.0.altItems.0.quantity', message: MESSAGES.quantityDecimals },
      { field: 'substitutions.0.quantity', message: MESSAGES.quantityDecimals },
    ]);
    expect((await read(made.id)).version).toBe(made.version);

    // decision 192: 1,240.35 × $64.10 is $79,506.435, billed .44 (a float product gave .43).
    const substituted = await save(made, {
      items: [],
      substitutions: [
        {
          itemId: thuja!.id,
          productSizeId: sizeIds[1]!,
          quantity: 1240.35,
          sellerCompanyId: sellers[0]!,
          sellerUnitPrice: 64.1,
          buyerUnitPrice: 8.35,
        },
      ],
      ...nothingElse,
    });
    expect(substituted.statusCode, substituted.body).toBe(200);
    const substitute = saved(substituted).items.find((item) => item.replacesItemId === thuja!.id);
    expect(substitute).toMatchObject({ quantity: 1240.35, sellerPrice: 79_506.44, buyerPrice: 10_356.92 });
  });

  it('substitutes a line: the substitute counts, the original keeps its values with status original, and reverting restores it', async () => {
    const made = await sourcedQuote();
    const [acer] = made.items;
    expect(made.totals.buyerSubtotal).toBe(2405);
    const substituted = await save(made, {
      items: [],
      substitutions: [
        {
          itemId: acer!.id,
          productSizeId: sizeIds[1]!,
          sellerCompanyId: sellers[1] ?? sellers[0]!,
          sellerUnitPrice: 20,
          markupRate: 50,
        },
      ],
      ...nothingElse,
    });
    expect(substituted.statusCode, substituted.body).toBe(200);
    const after = saved(substituted);
    expect(after.items).toHaveLength(4);
    const original = after.items.find((item) => item.id === acer!.id);
    const substitute = after.items.find((item) => item.replacesItemId === acer!.id);
    expect(original).toMatchObject({
      statusId: ItemStatus.ids.ORIGINAL,
      sellerUnitPrice: 10,
      buyerPrice: 325,
    });
    expect(substitute).toMatchObject({
      statusId: ItemStatus.ids.SUBSTITUTED,
      productId: acer!.productId,
      productSizeId: sizeIds[1],
      quantity: 25,
      sequenceNumber: acer!.sequenceNumber,
      buyerUnitPrice: 30,
      buyerPrice: 750,
      specs: acer!.specs,
    });
    // Right after its original in the workspace's order.
    expect(after.items.findIndex((item) => item.id === substitute!.id)).toBe(
      after.items.findIndex((item) => item.id === acer!.id) + 1,
    );
    // 2405 − 325 (the original leaves the totals) + 750 (its substitute counts).
    expect(after.totals.buyerSubtotal).toBe(2830);
    expect(after.subQuotes.reduce((total, entry) => total + entry.lineCount, 0)).toBe(3);

    // The substitute is editable; the original keeps the values it had.
    const edited = await save(after, {
      items: [{ ...asSent(substitute!), sellerUnitPrice: 22, markupRate: 50, buyerUnitPrice: null }],
      ...nothingElse,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(saved(edited).totals.buyerSubtotal).toBe(2405 - 325 + 825);
    const originalChanged = await save(saved(edited), {
      items: [{ ...asSent(original!), sellerUnitPrice: 9 }],
      ...nothingElse,
    });
    expect(originalChanged.statusCode).toBe(400);
    expect(issuesOf(originalChanged).map((issue) => issue.field)).toEqual(['items.0.id']);

    const reverted = await save(saved(edited), {
      items: [],
      revertedItemIds: [substitute!.id],
      ...nothingElse,
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    const back = saved(reverted);
    expect(back.items).toHaveLength(3);
    expect(back.items.find((item) => item.id === acer!.id)).toMatchObject({
      statusId: ItemStatus.ids.WIP,
      buyerPrice: 325,
    });
    expect(back.totals.buyerSubtotal).toBe(2405);
  });

  it('substitutes an original again (the new substitute replaces the old) and deletes a substitute with its original', async () => {
    const made = await sourcedQuote();
    const [acer, thuja] = made.items;
    const once = await save(made, {
      items: [],
      substitutions: [{ itemId: acer!.id, productSizeId: sizeIds[0]! }],
      ...nothingElse,
    });
    expect(once.statusCode, once.body).toBe(200);
    const twice = await save(saved(once), {
      items: [],
      substitutions: [{ itemId: acer!.id, productSizeId: sizeIds[1]!, specIds: [] }],
      ...nothingElse,
    });
    expect(twice.statusCode, twice.body).toBe(200);
    const substitutes = saved(twice).items.filter((item) => item.replacesItemId === acer!.id);
    expect(substitutes.map((item) => [item.productSizeId, item.specs])).toEqual([[sizeIds[1], []]]);

    const deleted = await save(saved(twice), {
      items: [],
      deletedItemIds: [substitutes[0]!.id],
      ...nothingElse,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(saved(deleted).items.map((item) => item.id)).toEqual([thuja!.id, made.items[2]!.id]);

    // Both halves selected for deletion (a bulk delete): one deletion, no refusal.
    const again = await save(saved(deleted), {
      items: [],
      substitutions: [{ itemId: thuja!.id, productSizeId: sizeIds[0]! }],
      ...nothingElse,
    });
    expect(again.statusCode, again.body).toBe(200);
    const pair = saved(again).items.filter(
      (item) => item.id === thuja!.id || item.replacesItemId === thuja!.id,
    );
    expect(pair).toHaveLength(2);
    const both = await save(saved(again), {
      items: [],
      deletedItemIds: pair.map((item) => item.id),
      ...nothingElse,
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(saved(both).items.map((item) => item.id)).toEqual([made.items[2]!.id]);
  });

  it('marks a line unavailable (no longer counted) and available again', async () => {
    const made = await sourcedQuote();
    const [acer] = made.items;
    const unavailable = await save(made, {
      items: [{ ...asSent(acer!), statusId: ItemStatus.ids.UNAVAILABLE }],
      ...nothingElse,
    });
    expect(unavailable.statusCode, unavailable.body).toBe(200);
    expect(saved(unavailable).items[0]?.statusId).toBe(ItemStatus.ids.UNAVAILABLE);
    expect(saved(unavailable).totals.buyerSubtotal).toBe(2405 - 325);
    // An unavailable line is not substituted (§4 offers it only 'marked available' or delete).
    const notSubstituted = await save(saved(unavailable), {
      items: [],
      substitutions: [{ itemId: acer!.id, productSizeId: sizeIds[0]! }],
      ...nothingElse,
    });
    expect(notSubstituted.statusCode).toBe(400);
    expect(issuesOf(notSubstituted)).toEqual([
      {
        field: 'substitutions.0.itemId',
        message: 'This quote item is Unavailable: it cannot be moved to Substituted.',
      },
    ]);
    const available = await save(saved(unavailable), {
      items: [{ ...asSent(saved(unavailable).items[0]!), statusId: ItemStatus.ids.WIP }],
      ...nothingElse,
    });
    expect(available.statusCode, available.body).toBe(200);
    expect(saved(available).items[0]?.statusId).toBe(ItemStatus.ids.WIP);
    expect(saved(available).totals.buyerSubtotal).toBe(2405);
  });

  it('deletes a line with its alternates', async () => {
    const made = await sourcedQuote();
    const [acer, thuja, hydrangea] = made.items;
    const withAlternates = await save(made, {
      items: [{ ...asSent(acer!), altItems: [{ productSizeId: sizeIds[0]! }, { specIds: [specIds[0]!] }] }],
      ...nothingElse,
    });
    expect(withAlternates.statusCode, withAlternates.body).toBe(200);
    const deleted = await save(saved(withAlternates), {
      items: [],
      deletedItemIds: [acer!.id],
      ...nothingElse,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(saved(deleted).items.map((item) => item.id)).toEqual([thuja!.id, hydrangea!.id]);
    expect(saved(deleted).totals.buyerSubtotal).toBe(2405 - 325);
    const left = await testApp.database.db
      .select({ id: quoteAltItem.id })
      .from(quoteAltItem)
      .where(eq(quoteAltItem.quoteItemId, acer!.id));
    expect(left).toEqual([]);
    const gone = await testApp.database.db.select().from(quoteItem).where(eq(quoteItem.id, acer!.id));
    expect(gone).toEqual([]);
  });

  it('refuses every move §4 does not offer, whatever the client sends, and writes nothing', async () => {
    const made = await sourcedQuote();
    const [acer, thuja, hydrangea] = made.items;
    const refused = await save(made, {
      items: [
        // The table has WIP → substituted, but only the substitution action makes a substitute.
        { ...asSent(acer!), statusId: ItemStatus.ids.SUBSTITUTED },
        { ...asSent(thuja!), statusId: ItemStatus.ids.ORIGINAL },
        { ...asSent(hydrangea!), statusId: ItemStatus.ids.CANCELLED },
      ],
      // A WIP line is not a substitute: nothing to revert.
      revertedItemIds: [acer!.id],
      ...nothingElse,
    });
    expect(refused.statusCode).toBe(400);
    expect(issuesOf(refused)).toEqual([
      { field: 'items.0.statusId', message: 'This line already has another action in this save.' },
      { field: 'items.1.statusId', message: 'This quote item is WIP: it cannot be moved to Original.' },
      { field: 'items.2.statusId', message: 'This quote item is WIP: it cannot be moved to Cancelled.' },
      { field: 'revertedItemIds.0', message: 'This quote item is WIP: it cannot be moved to Original.' },
    ]);
    const substitutedByStatus = await save(made, {
      items: [{ ...asSent(acer!), statusId: ItemStatus.ids.SUBSTITUTED }],
      ...nothingElse,
    });
    expect(issuesOf(substitutedByStatus)).toEqual([
      { field: 'items.0.statusId', message: 'This quote item is WIP: it cannot be moved to Substituted.' },
    ]);

    const unavailable = await save(made, {
      items: [{ ...asSent(acer!), statusId: ItemStatus.ids.UNAVAILABLE }],
      ...nothingElse,
    });
    const now = saved(unavailable);
    // Unavailable goes back to WIP only ('then marked available'), never straight to complete.
    const skipped = await save(now, {
      items: [{ ...asSent(now.items[0]!), statusId: ItemStatus.ids.COMPLETE }],
      ...nothingElse,
    });
    expect(issuesOf(skipped)).toEqual([
      {
        field: 'items.0.statusId',
        message: 'This quote item is Unavailable: it cannot be moved to Complete.',
      },
    ]);
    // Complete needs the line's sourcing (spec 001 §5).
    const unsourcedComplete = await save(now, {
      items: [{ ...unsourced(now)[1]!, statusId: ItemStatus.ids.COMPLETE }],
      ...nothingElse,
    });
    expect(issuesOf(unsourcedComplete).map((issue) => issue.field)).toEqual(['items.0.statusId']);
    const complete = await save(now, {
      items: [{ ...asSent(now.items[1]!), statusId: ItemStatus.ids.COMPLETE }],
      ...nothingElse,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    expect(saved(complete).items[1]?.statusId).toBe(ItemStatus.ids.COMPLETE);
    // A complete line keeps its sourcing: clearing it needs a move back to WIP first.
    const cleared = await save(saved(complete), {
      items: [{ ...asSent(saved(complete).items[1]!), sellerCompanyId: null }],
      ...nothingElse,
    });
    expect(issuesOf(cleared).map((issue) => issue.field)).toEqual(['items.0.statusId']);
    const reopened = await save(saved(complete), {
      items: [{ ...asSent(saved(complete).items[1]!), sellerCompanyId: null, statusId: ItemStatus.ids.WIP }],
      ...nothingElse,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(saved(reopened).items[1]).toMatchObject({ statusId: ItemStatus.ids.WIP, sellerCompanyId: null });
    // Deleting and editing the same line in one save, or a line of another quote.
    const other = await quoteFromIntake();
    const mixed = await save(saved(reopened), {
      items: [asSent(saved(reopened).items[2]!)],
      deletedItemIds: [saved(reopened).items[2]!.id, other.items[0]!.id],
      ...nothingElse,
    });
    expect(issuesOf(mixed)).toEqual([
      { field: 'deletedItemIds.1', message: 'This line is not one of this quote.' },
      { field: 'items.0.id', message: 'This line is deleted by this save.' },
    ]);
    expect((await read(made.id)).version).toBe(saved(reopened).version);
  });
});
