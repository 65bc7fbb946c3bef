import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  BackgroundProcessStatus,
  DeliveryMethod,
  ErrorCode,
  IDEMPOTENCY_HEADER,
  MESSAGES,
  outdatedRecordByMessage,
  ProductSizeType,
  QuoteRequestStatus,
  QuoteStatus,
  RequestPurpose,
  StandardizedQuoteStatus,
  VERSION_HEADER,
  type ConstructedQuote,
  type QuoteRequest,
  type SaveStandardization,
  type SearchCandidatesResponse,
  type StandardizedQuote,
  type StandardizedQuoteItemInput,
} from '@portal/contracts';
import {
  actionLog,
  appUser,
  product,
  productSize,
  quote,
  quoteItem,
  standardizedQuote,
} from '../../db/schema';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let superAdmin: Record<string, string>;
let operations: Record<string, string>;
let buyer: { id: number; companyId: number };
let specIds: number[];
let storageDirectory: string;

interface ErrorAnswer {
  code: string;
  message: string;
  issues?: Array<{ field: string; message: string }>;
}

const LINES = [
  "25 Acer rubrum 'October Glory' 50mm cal B&B",
  "120 Thuja occidentalis 'Smaragd' B&B 150-175cm",
  "40 Hydrangea paniculata 'Limelight' #5",
];

beforeAll(async () => {
  storageDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-standardization-'));
  testApp = await createTestApp({ STORAGE_DIR: storageDirectory });
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  const db = testApp.database.db;
  const [user] = await db
    .select({ id: appUser.id, companyId: appUser.companyId })
    .from(appUser)
    .where(eq(appUser.email, DEMO_ACCOUNTS.buyer));
  buyer = { id: user?.id ?? 0, companyId: user?.companyId ?? 0 };
  const specs = await db
    .select({ id: productSize.id })
    .from(productSize)
    .where(eq(productSize.typeId, ProductSizeType.ids.SPEC))
    .orderBy(asc(productSize.id))
    .limit(11);
  specIds = specs.map((spec) => spec.id);
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(storageDirectory, { recursive: true, force: true });
});

async function createRequest(details: string): Promise<QuoteRequest> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/quoteRequest',
    headers: superAdmin,
    payload: {
      buyerCompanyId: buyer.companyId,
      buyerUserId: buyer.id,
      jobName: 'Domaine du Golf — aménagement',
      deliveryMethodId: DeliveryMethod.ids.DELIVERY,
      provinceId: null,
      countryId: null,
      spatialDeliveryAddress: null,
      details,
      requestPurpose: { id: RequestPurpose.ids.INSTALL, clientName: null },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: QuoteRequest }>().data;
}

/** The engine runs as a job (decision 129): the request says when it has finished. */
async function matched(requestId: number): Promise<QuoteRequest> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/quoteRequest/${requestId}`,
      headers: superAdmin,
    });
    const request = response.json<{ data: QuoteRequest }>().data;
    if (request.matchingStatusId !== BackgroundProcessStatus.ids.PENDING) return request;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`matching of request ${requestId} did not finish`);
}

async function start(requestId: number): Promise<StandardizedQuote> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/quoteStandardization',
    headers: superAdmin,
    payload: { quoteRequestId: requestId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: StandardizedQuote }>().data;
}

function itemsOf(sq: StandardizedQuote): StandardizedQuoteItemInput[] {
  return sq.items.map((item) => ({
    id: item.id,
    sequenceNumber: item.sequenceNumber,
    productId: item.productId,
    productSizeId: item.productSizeId,
    specIds: item.specs.map((spec) => spec.id),
    quantity: item.quantity,
    reviewed: item.reviewed,
    note: item.note,
    fromGomatchItemId: item.fromGomatchItemId,
  }));
}

function get(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: superAdmin });
}

/** A status call, with the version of the record read (decision 204). */
function statusCall(url: string, version: number) {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: { ...superAdmin, [VERSION_HEADER]: String(version) },
  });
}

async function actionsOf(standardizedQuoteId: number): Promise<number[]> {
  const rows = await testApp.database.db
    .select({ actionId: actionLog.actionId })
    .from(actionLog)
    .where(
      and(
        eq(actionLog.actionTypeId, ActionLogType.ids.STANDARDIZED_QUOTE),
        eq(actionLog.entityId, standardizedQuoteId),
      ),
    );
  return rows.map((row) => row.actionId);
}

function save(sq: StandardizedQuote, body: Omit<SaveStandardization, 'id'>, version = sq.version) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/quoteStandardization',
    headers: { ...superAdmin, [VERSION_HEADER]: String(version) },
    payload: { id: sq.id, ...body },
  });
}

async function productNamed(latinName: string, cultivar: string): Promise<number> {
  const rows = await testApp.database.db
    .select({ id: product.id, cultivar: product.cultivar })
    .from(product)
    .where(eq(product.latinName, latinName));
  const found = rows.find((candidate) => candidate.cultivar === cultivar);
  if (!found) throw new Error(`${latinName} '${cultivar}' is not in the demo catalog`);
  return found.id;
}

async function uploadTakeoff(requestId: number, rows: Array<Array<string | number>>) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Takeoff');
  for (const row of rows) sheet.addRow(row);
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="takeoff.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/quoteRequestAttachment/${requestId}`,
    headers: { ...superAdmin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('standardization (spec 001 §2 Standardized Quote Management; decision 129)', () => {
  it('reads six pasted lines and an Excel takeoff of ten, and standardizes all sixteen in order', async () => {
    const pasted = [
      "25 Acer rubrum 'October Glory' 50mm cal B&B",
      "120 Thuja occidentalis 'Smaragd' B&B 150-175cm",
      "40 Hydrangea paniculata 'Limelight' #5",
      "18 Acer rubrum 'Red Sunset' 60mm cal B&B",
      "24 Acer rubrum 'Armstrong' 50mm cal B&B",
      "30 Hydrangea paniculata 'Little Lime' #3",
    ];
    const takeoff: Array<[string, string, number]> = [
      ["Thuja occidentalis 'Holmstrup'", 'B&B 125-150cm', 10],
      ["Thuja occidentalis 'Danica'", '#2', 11],
      ["Hydrangea paniculata 'Bobo'", '#3', 12],
      ["Hydrangea paniculata 'Quick Fire'", '#5', 13],
      ["Acer rubrum 'Brandywine'", '50mm cal B&B', 14],
      ["Acer rubrum 'Autumn Flame'", '60mm cal B&B', 15],
      ["Thuja occidentalis 'Brandon'", 'B&B 150-175cm', 16],
      ["Hydrangea paniculata 'Pinky Winky'", '#5', 17],
      ["Thuja occidentalis 'Techny'", 'B&B 175-200cm', 18],
      ["Hydrangea paniculata 'Tardiva'", '#3', 19],
    ];
    const created = await createRequest(pasted.join('\n'));
    await uploadTakeoff(created.id, [['Botanical Name', 'Size', 'Qty'], ...takeoff]);
    const request = await matched(created.id);
    expect(request.matchingStatusId).toBe(BackgroundProcessStatus.ids.SUCCESS);
    expect(request.matching.problems).toEqual([]);
    expect(request.matching.lineCount).toBe(16);

    const sq = await start(request.id);
    expect(sq.items).toHaveLength(16);
    expect(sq.items.map((item) => item.quantity)).toEqual([
      25, 120, 40, 18, 24, 30, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    const expectedNames = [
      ...pasted.map((line) => /^\d+ (.+')/.exec(line)?.[1]),
      ...takeoff.map(([name]) => name),
    ];
    expect(sq.items.map((item) => item.productName)).toEqual(expectedNames);
    expect(sq.items.every((item) => item.productSizeId !== null)).toBe(true);

    const done = await save(sq, {
      action: 'saveAndComplete',
      items: itemsOf(sq).map((item) => ({ ...item, reviewed: true })),
    });
    expect(done.statusCode, done.body).toBe(200);
    const completed = done.json<{ data: StandardizedQuote }>().data;
    const quoteId = completed.quoteId ?? 0;
    // The workspace says what it made: the quote in WIP with all sixteen items.
    expect(completed.quote).toEqual({
      id: quoteId,
      quoteNumber: completed.quoteNumber,
      statusId: QuoteStatus.ids.WIP,
      itemCount: 16,
    });
    const items = await testApp.database.db
      .select({ sequenceNumber: quoteItem.sequenceNumber, quantity: quoteItem.quantity })
      .from(quoteItem)
      .where(eq(quoteItem.quoteId, quoteId))
      .orderBy(asc(quoteItem.sequenceNumber));
    expect(items.map((item) => item.quantity)).toEqual(sq.items.map((item) => item.quantity));
  });

  it('matches a pasted list, standardizes it, completes it into a quote with the items in order', async () => {
    const request = await matched((await createRequest(LINES.join('\n'))).id);
    expect(request.matchingStatusId).toBe(BackgroundProcessStatus.ids.SUCCESS);

    const sq = await start(request.id);
    expect(sq.statusId).toBe(StandardizedQuoteStatus.ids.WIP);
    expect(sq.request.statusId).toBe(QuoteRequestStatus.ids.PICKED_UP);
    expect(sq.items.map((item) => item.sourceText)).toEqual(LINES);
    expect(sq.items.map((item) => item.quantity)).toEqual([25, 120, 40]);
    expect(sq.items.map((item) => item.productName)).toEqual([
      "Acer rubrum 'October Glory'",
      "Thuja occidentalis 'Smaragd'",
      "Hydrangea paniculata 'Limelight'",
    ]);
    expect(sq.items[0]?.matched?.nameMatchInfo.confidence).toBeGreaterThan(0.7);
    expect(sq.items.every((item) => item.productSizeId !== null)).toBe(true);
    // Starting again returns the same standardized quote.
    expect((await start(request.id)).id).toBe(sq.id);

    // Save & Complete is refused while an item is not reviewed (spec 001 §5), naming the item.
    const refused = await save(sq, { action: 'saveAndComplete', items: itemsOf(sq) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorAnswer>().message).toBe(MESSAGES.incompleteStandardizedItems);
    expect(refused.json<ErrorAnswer>().issues?.map((issue) => issue.field)).toEqual([
      'items.0',
      'items.1',
      'items.2',
    ]);

    const reviewed = itemsOf(sq).map((item) => ({ ...item, reviewed: true }));
    const done = await save(sq, { action: 'saveAndComplete', items: reviewed });
    expect(done.statusCode, done.body).toBe(200);
    const completed = done.json<{ data: StandardizedQuote }>().data;
    // spec 001 §4: its quote made, the standardized quote is processed and read-only (decision 193).
    expect(completed.statusId).toBe(StandardizedQuoteStatus.ids.PROCESSED);
    expect(completed.readOnly).toBe(true);
    expect(completed.request.statusId).toBe(QuoteRequestStatus.ids.PROCESSED);
    expect(completed.quoteId).not.toBeNull();

    const [made] = await testApp.database.db
      .select()
      .from(quote)
      .where(eq(quote.id, completed.quoteId ?? 0));
    expect(made).toMatchObject({ statusId: QuoteStatus.ids.WIP, quoteNumber: request.quoteNumber });
    const items = await testApp.database.db
      .select()
      .from(quoteItem)
      .where(eq(quoteItem.quoteId, completed.quoteId ?? 0))
      .orderBy(asc(quoteItem.sequenceNumber));
    expect(items.map((item) => [item.sequenceNumber, item.productId, item.quantity])).toEqual(
      completed.items.map((item, index) => [index + 1, item.productId, item.quantity]),
    );

    // Processed is final: no move back, no cancel, no reinstate, no delete; the quote stays the job's one.
    const back = await save(completed, { action: 'moveBackToWipAndSave', items: itemsOf(completed) });
    expect(back.statusCode, back.body).toBe(409);
    expect(back.json<ErrorAnswer>().message).toBe(MESSAGES.standardizedQuoteProcessed);
    for (const call of ['cancelStandardizedQuote', 'reinstateStandardizedQuote']) {
      const refusedMove = await statusCall(`/api/${call}/${sq.id}`, completed.version);
      expect(refusedMove.statusCode, call).toBe(409);
      expect(refusedMove.json<ErrorAnswer>().code).toBe(ErrorCode.TRANSITION_REFUSED);
    }
    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/standardizedQuote/${sq.id}`,
      headers: superAdmin,
    });
    expect(removal.statusCode).toBe(409);
    const after = await get(`/api/standardizedQuote/${sq.id}`);
    expect(after.json<{ data: StandardizedQuote }>().data).toMatchObject({
      statusId: StandardizedQuoteStatus.ids.PROCESSED,
      quoteId: completed.quoteId,
      version: completed.version,
    });
  });

  it('refuses to reinstate a Complete standardized quote or a Picked Up request (only Cancelled ones)', async () => {
    const sq = await start((await matched((await createRequest(LINES.join('\n'))).id)).id);
    // A Complete one whose quote is not made yet (the state Save & Complete passes through, kept by old rows).
    await testApp.database.db
      .update(standardizedQuote)
      .set({ statusId: StandardizedQuoteStatus.ids.COMPLETE })
      .where(eq(standardizedQuote.id, sq.id));
    const reinstate = await statusCall(`/api/reinstateStandardizedQuote/${sq.id}`, sq.version);
    expect(reinstate.statusCode).toBe(409);
    expect(reinstate.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.TRANSITION_REFUSED,
      message: 'This standardized quote is Complete: it cannot be moved to WIP.',
    });
    // The request is Picked Up by its standardization: reinstating it is not releasing it.
    const request = await statusCall(`/api/reinstateQuoteRequest/${sq.quoteRequestId}`, sq.request.version);
    expect(request.statusCode).toBe(409);
    expect(request.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.TRANSITION_REFUSED,
      message: 'This quote request is Picked Up: it cannot be moved to Complete.',
    });
    const now = (await get(`/api/standardizedQuote/${sq.id}`)).json<{ data: StandardizedQuote }>().data;
    expect(now.statusId).toBe(StandardizedQuoteStatus.ids.COMPLETE);
    expect(now.request.statusId).toBe(QuoteRequestStatus.ids.PICKED_UP);
    expect((await actionsOf(sq.id)).filter((actionId) => actionId === ActionLogAction.ids.REINSTATE)).toEqual(
      [],
    );

    // POST quoteConstruction makes its quote by Save & Complete's path, once, whatever the repeats.
    const construct = (key?: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/quoteConstruction',
        headers: { ...superAdmin, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
        payload: { standardizedQuoteId: sq.id },
      });
    const made = await construct('construct-intent-1');
    expect(made.statusCode, made.body).toBe(200);
    const madeQuote = made.json<{ data: ConstructedQuote }>().data;
    expect(madeQuote).toMatchObject({ statusId: QuoteStatus.ids.WIP, quoteNumber: sq.quoteNumber });
    expect(madeQuote.items).toHaveLength(sq.items.length);
    const repeated = await construct('construct-intent-1');
    expect(repeated.json<{ data: ConstructedQuote }>().data.id).toBe(madeQuote.id);
    const calledAgain = await construct();
    expect(calledAgain.json<{ data: ConstructedQuote }>().data.id).toBe(madeQuote.id);
    const quotes = await testApp.database.db.select().from(quote).where(eq(quote.standardizedQuoteId, sq.id));
    expect(quotes).toHaveLength(1);
    const processed = (await get(`/api/standardizedQuote/${sq.id}`)).json<{ data: StandardizedQuote }>().data;
    expect(processed.statusId).toBe(StandardizedQuoteStatus.ids.PROCESSED);
    expect(processed.request.statusId).toBe(QuoteRequestStatus.ids.PROCESSED);
  });

  it('refuses POST quoteConstruction for a standardized quote in WIP with the rule', async () => {
    const sq = await start((await matched((await createRequest(LINES.join('\n'))).id)).id);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/quoteConstruction',
      headers: superAdmin,
      payload: { standardizedQuoteId: sq.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.TRANSITION_REFUSED,
      message: 'This standardized quote is WIP: it cannot be moved to Processed.',
    });
    const operationsCall = await testApp.app.inject({
      method: 'POST',
      url: '/api/quoteConstruction',
      headers: operations,
      payload: { standardizedQuoteId: sq.id },
    });
    // Operations work the quote too (decision 200): the same rule answers them, not a refusal of the role.
    expect(operationsCall.statusCode).toBe(409);
    expect(operationsCall.json<ErrorAnswer>().code).toBe(ErrorCode.TRANSITION_REFUSED);
  });

  it('answers a repeated Save & Complete (same idempotency key) with the first result, one quote made', async () => {
    const sq = await start((await matched((await createRequest(LINES.join('\n'))).id)).id);
    const items = itemsOf(sq).map((item) => ({ ...item, reviewed: true }));
    const complete = () =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/quoteStandardization',
        headers: { ...superAdmin, [VERSION_HEADER]: String(sq.version), [IDEMPOTENCY_HEADER]: 'complete-1' },
        payload: { id: sq.id, action: 'saveAndComplete', items },
      });
    const [first, second] = await Promise.all([complete(), complete()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<{ data: StandardizedQuote }>().data.quoteId).toBe(
      first.json<{ data: StandardizedQuote }>().data.quoteId,
    );
    const quotes = await testApp.database.db.select().from(quote).where(eq(quote.standardizedQuoteId, sq.id));
    expect(quotes).toHaveLength(1);
    // The same key sent with other content is another intent's key: refused, not answered with its result.
    const reused = await testApp.app.inject({
      method: 'PUT',
      url: '/api/quoteStandardization',
      headers: { ...superAdmin, [VERSION_HEADER]: String(sq.version), [IDEMPOTENCY_HEADER]: 'complete-1' },
      payload: { id: sq.id, action: 'saveAndComplete', items: items.slice(1) },
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json<ErrorAnswer>().message).toBe(MESSAGES.idempotencyKeyReused);
    // Without a key, a repeat is refused: the version it sent is stale now.
    const stale = await save(sq, { action: 'saveAndComplete', items });
    expect(stale.json<ErrorAnswer>().code).toBe(ErrorCode.OUTDATED);
  });

  it('learns a correction once and applies it to the same line in a new request', async () => {
    const line = '12 Acer rubrum Red Sunset 60mm cal B&B';
    const first = await start((await matched((await createRequest(line)).id)).id);
    const armstrong = await productNamed('Acer rubrum', 'Armstrong');
    expect(first.items[0]?.productId).not.toBe(armstrong);
    const corrected = itemsOf(first).map((item) => ({ ...item, productId: armstrong, reviewed: true }));
    expect((await save(first, { action: 'save', items: corrected })).statusCode).toBe(200);

    const second = await matched((await createRequest(`30 ACER RUBRUM red sunset 60mm cal B&B`)).id);
    const sq = await start(second.id);
    expect(sq.items[0]?.productId).toBe(armstrong);
    expect(sq.items[0]?.matched?.nameMatchInfo.state).toBe('LEARNED');
    expect(sq.items[0]?.quantity).toBe(30);

    // A super admin sees what was learned and removes it; the engine then answers as before.
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/gomatchCorrections?search=red%20sunset',
      headers: superAdmin,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const corrections = listed.json<{
      data: { rows: Array<{ id: number; inputText: string; productId: number }> };
    }>().data.rows;
    expect(corrections.map((row) => [row.inputText, row.productId])).toEqual([[line, armstrong]]);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/gomatchCorrections', headers: operations }))
        .statusCode,
    ).toBe(403);
    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/gomatchCorrection/${corrections[0]?.id}`,
      headers: superAdmin,
    });
    expect(removal.statusCode, removal.body).toBe(200);
    const third = await start((await matched((await createRequest(line)).id)).id);
    expect(third.items[0]?.matched?.nameMatchInfo.state).not.toBe('LEARNED');
  });

  it('refuses a stale save with the outdated notice, and loses no line of the winner', async () => {
    const sq = await start((await matched((await createRequest(LINES.join('\n'))).id)).id);
    const mine = itemsOf(sq).map((item) => ({ ...item, quantity: 7 }));
    const theirs = itemsOf(sq).map((item) => ({ ...item, quantity: 9 }));
    expect((await save(sq, { action: 'save', items: mine })).statusCode).toBe(200);
    const late = await save(sq, { action: 'save', items: theirs });
    expect(late.statusCode).toBe(409);
    // The notice names who changed the record, from its action log (decision 193).
    const [admin] = await testApp.database.db
      .select({ firstName: appUser.firstName, lastName: appUser.lastName })
      .from(appUser)
      .where(eq(appUser.email, DEMO_ACCOUNTS.superAdmin));
    expect(late.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.OUTDATED,
      message: outdatedRecordByMessage(`${admin?.firstName ?? ''} ${admin?.lastName ?? ''}`.trim()),
    });
    const now = await testApp.app.inject({
      method: 'GET',
      url: `/api/standardizedQuote/${sq.id}`,
      headers: superAdmin,
    });
    expect(now.json<{ data: StandardizedQuote }>().data.items.map((item) => item.quantity)).toEqual([
      7, 7, 7,
    ]);
  });

  it('refuses more than 10 specs, a size given as a spec, and another quote’s item, naming the field', async () => {
    const sq = await start((await matched((await createRequest(LINES[0] ?? '')).id)).id);
    const [item] = itemsOf(sq);
    const tooMany = await save(sq, { action: 'save', items: [{ ...item!, specIds }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ErrorAnswer>().issues).toContainEqual({
      field: 'items.0.specIds',
      message: MESSAGES.maxSpecsReached,
    });
    const sizeAsSpec = await save(sq, {
      action: 'save',
      items: [{ ...item!, specIds: [item!.productSizeId ?? 0] }],
    });
    expect(sizeAsSpec.statusCode).toBe(400);
    expect(sizeAsSpec.json<ErrorAnswer>().issues?.[0]?.field).toBe('items.0.specIds');
    const foreign = await save(sq, { action: 'save', items: [{ ...item!, id: 1 }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<ErrorAnswer>().issues?.[0]?.field).toBe('items.0.id');
  });

  it('adds, reorders and deletes lines in one save, and relaunches one line', async () => {
    const sq = await start((await matched((await createRequest(LINES.join('\n'))).id)).id);
    const [a, b, c] = itemsOf(sq);
    const reordered = [
      { ...c!, sequenceNumber: 1 },
      { ...a!, sequenceNumber: 2 },
      {
        sequenceNumber: 3,
        productId: a!.productId,
        productSizeId: a!.productSizeId,
        specIds: [],
        quantity: 3,
        reviewed: false,
        note: 'added by hand',
      },
    ];
    const saved = await save(sq, { action: 'save', items: reordered });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<{ data: StandardizedQuote }>().data;
    expect(after.items.map((item) => [item.sequenceNumber, item.sourceText])).toEqual([
      [1, LINES[2]],
      [2, LINES[0]],
      [3, null],
    ]);
    expect(after.items.some((item) => item.id === b!.id)).toBe(false);

    const relaunch = await testApp.app.inject({
      method: 'GET',
      url: `/api/relaunchGoMatch/${sq.id}?itemId=${after.items[0]!.id}`,
      headers: superAdmin,
    });
    expect(relaunch.statusCode, relaunch.body).toBe(200);
    const relaunched = relaunch.json<{ data: StandardizedQuote }>().data;
    expect(relaunched.items[0]?.productName).toBe("Hydrangea paniculata 'Limelight'");
    expect(relaunched.version).toBeGreaterThan(after.version);
  });

  it('is the super admin’s, and answers the supplier module’s batch of lines', async () => {
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/standardizedQuotePageableResult',
          headers: operations,
        })
      ).statusCode,
    ).toBe(403);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/standardizedQuotePageableResult?sortField=quoteNumber&sortOrder=desc&size=5',
      headers: superAdmin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const views = await testApp.app.inject({
      method: 'GET',
      url: '/api/standardizedQuoteViews',
      headers: superAdmin,
    });
    expect(views.json<{ data: Array<{ statusId: number; count: number }> }>().data.length).toBeGreaterThan(0);

    const candidates = await testApp.app.inject({
      method: 'POST',
      url: '/api/searchCandidatesDataset',
      headers: operations,
      payload: { lines: LINES },
    });
    expect(candidates.statusCode, candidates.body).toBe(200);
    const answer = candidates.json<{ data: SearchCandidatesResponse }>().data;
    expect(answer.lines.map((line) => line.nameAlternatives[0]?.label)).toEqual([
      "Acer rubrum 'October Glory'",
      "Thuja occidentalis 'Smaragd'",
      "Hydrangea paniculata 'Limelight'",
    ]);
  });

  it('shows a list sent twice (pasted and attached) as duplicates, and keeping one source leaves each line once', async () => {
    const takeoff: Array<[string, string, number]> = [
      ["Thuja occidentalis 'Holmstrup'", 'B&B 125-150cm', 10],
      ["Hydrangea paniculata 'Bobo'", '#3', 12],
      ["Acer rubrum 'Brandywine'", '50mm cal B&B', 14],
    ];
    // The same three lines pasted, and one line only the paste has.
    const pasted = [
      ...takeoff.map(([name, size, quantity]) => `${quantity} ${name} ${size}`),
      LINES[2] ?? '',
    ];
    const created = await createRequest(pasted.join('\n'));
    await uploadTakeoff(created.id, [['Botanical Name', 'Size', 'Qty'], ...takeoff]);
    const sq = await start((await matched(created.id)).id);
    expect(sq.items).toHaveLength(7);
    const bySource = (kind: 'details' | 'attachment') =>
      sq.items.filter((item) => item.matched?.source.kind === kind);
    const fromPaste = bySource('details');
    const fromFile = bySource('attachment');
    // Each pasted line of the takeoff is grouped with its spreadsheet row; the paste's own line is no duplicate.
    expect(fromPaste.map((item) => item.duplicateGroup)).toEqual([1, 2, 3, null]);
    expect(fromFile.map((item) => item.duplicateGroup)).toEqual([1, 2, 3]);

    // Staff keep the spreadsheet: the pasted duplicates go, the paste's own line stays.
    const kept = itemsOf(sq).filter((_, index) => {
      const item = sq.items[index];
      return item?.duplicateGroup === null || item?.matched?.source.kind === 'attachment';
    });
    const saved = await save(sq, {
      action: 'save',
      items: kept.map((item, index) => ({ ...item, sequenceNumber: index + 1 })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<{ data: StandardizedQuote }>().data;
    expect(after.items.map((item) => item.quantity)).toEqual([40, 10, 12, 14]);
    expect(after.items.every((item) => item.duplicateGroup === null)).toBe(true);
  });

  it('relaunches the whole quote: the new lines arrive as a new version, learned corrections applied again', async () => {
    // A line of this test's own, so what it teaches GoMatch reaches no other test's lines.
    const own = `12 shade tree lot ${Date.now()} 50mm cal B&B`;
    const lines = [own, LINES[1], LINES[2]];
    const sq = await start((await matched((await createRequest(lines.join('\n'))).id)).id);
    const armstrong = await productNamed('Acer rubrum', 'Armstrong');
    expect(sq.items[0]?.productId).not.toBe(armstrong);
    // Line 1 corrected and reviewed: GoMatch learns it on save.
    const corrected = itemsOf(sq).map((item, index) =>
      index === 0 ? { ...item, productId: armstrong, reviewed: true } : item,
    );
    const saved = await save(sq, { action: 'save', items: corrected });
    expect(saved.statusCode, saved.body).toBe(200);

    const relaunch = await get(`/api/relaunchGoMatch/${sq.id}`);
    expect(relaunch.statusCode, relaunch.body).toBe(200);
    const waiting = relaunch.json<{ data: StandardizedQuote }>().data;
    expect(waiting.matchingStatusId).toBe(BackgroundProcessStatus.ids.PENDING);
    expect(waiting.items).toEqual([]);

    await matched(sq.quoteRequestId);
    const after = (await get(`/api/standardizedQuote/${sq.id}`)).json<{ data: StandardizedQuote }>().data;
    expect(after.matchingStatusId).toBe(BackgroundProcessStatus.ids.SUCCESS);
    // A workspace holding the waiting version sees a newer one, so it takes the lines without a reload.
    expect(after.version).toBeGreaterThan(waiting.version);
    expect(after.items).toHaveLength(3);
    expect(after.items[0]?.productId).toBe(armstrong);
    expect(after.items[0]?.matched?.nameMatchInfo.state).toBe('LEARNED');
    expect(after.items[0]?.reviewed).toBe(false);
    // Relaunching that one line applies the correction again too.
    const line = await get(`/api/relaunchGoMatch/${sq.id}?itemId=${after.items[0]?.id}`);
    expect(line.statusCode, line.body).toBe(200);
    expect(line.json<{ data: StandardizedQuote }>().data.items[0]?.productId).toBe(armstrong);
  });

  it('lets operations open and work a request into a quote, but not create, delete, cancel or archive', async () => {
    const created = await createRequest(LINES.join('\n'));
    await matched(created.id);
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, extra = {}) =>
      testApp.app.inject({
        method,
        url,
        headers: { ...operations, ...extra },
        ...(payload ? { payload } : {}),
      });

    const started = await as('POST', '/api/quoteStandardization', { quoteRequestId: created.id });
    expect(started.statusCode, started.body).toBe(200);
    const sq = started.json<{ data: StandardizedQuote }>().data;
    expect((await as('GET', `/api/standardizedQuote/${sq.id}`)).statusCode).toBe(200);
    const relaunched = await as('GET', `/api/relaunchGoMatch/${sq.id}?itemId=${sq.items[0]?.id}`);
    expect(relaunched.statusCode, relaunched.body).toBe(200);
    const current = relaunched.json<{ data: StandardizedQuote }>().data;
    const done = await as(
      'PUT',
      '/api/quoteStandardization',
      {
        id: sq.id,
        action: 'saveAndComplete',
        items: itemsOf(current).map((item) => ({ ...item, reviewed: true })),
      },
      { [VERSION_HEADER]: String(current.version) },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ data: StandardizedQuote }>().data.statusId).toBe(
      StandardizedQuoteStatus.ids.PROCESSED,
    );

    // Creating, deleting, cancelling and archiving stay with the management screens (the super admin's).
    const other = await createRequest(LINES[0] ?? '');
    const refused = [
      await as('POST', '/api/quoteRequest', { details: 'x' }),
      await as('DELETE', `/api/quoteRequest/${other.id}`),
      await as('GET', `/api/archiveQuoteRequest/${other.id}`),
      await as('GET', `/api/cancelQuoteRequest/${other.id}`),
      await as('DELETE', `/api/standardizedQuote/${sq.id}`),
      await as('GET', `/api/cancelStandardizedQuote/${sq.id}`),
      await as('GET', '/api/standardizedQuotePageableResult'),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
  });
});
