import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  CompanyType,
  DeliveryMethod,
  ErrorCode,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  QuoteRequestStatus,
  RequestPurpose,
  VERSION_HEADER,
  type QuoteAttachment,
  type QuoteRequest,
  type QuoteRequestInput,
  type QuoteRequestPage,
} from '@portal/contracts';
import { actionLog, appUser, company, quote, standardizedQuote, storedFile } from '../../db/schema';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let storageDirectory: string;
let superAdmin: Record<string, string>;
let operations: Record<string, string>;
let finance: Record<string, string>;
let buyer: { id: number; companyId: number };
let sellerCompanyId: number;

const S = QuoteRequestStatus.ids;

interface ErrorAnswer {
  code: string;
  message: string;
  issues?: Array<{ field: string; message: string }>;
}

beforeAll(async () => {
  storageDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-quote-requests-'));
  testApp = await createTestApp({ STORAGE_DIR: storageDirectory });
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
  const db = testApp.database.db;
  const [buyerUser] = await db
    .select({ id: appUser.id, companyId: appUser.companyId })
    .from(appUser)
    .where(eq(appUser.email, DEMO_ACCOUNTS.buyer));
  buyer = { id: buyerUser?.id ?? 0, companyId: buyerUser?.companyId ?? 0 };
  const [seller] = await db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.companyTypeId, CompanyType.ids.SELLER))
    .limit(1);
  sellerCompanyId = seller?.id ?? 0;
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(storageDirectory, { recursive: true, force: true });
});

function requestBody(overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput {
  return {
    buyerCompanyId: buyer.companyId,
    buyerUserId: buyer.id,
    jobName: 'Parc des Érables — phase 2',
    referenceNumber: 'PO-4471',
    approxJobDate: '2027-05-03',
    quoteBackDate: '2027-04-15',
    deliveryMethodId: DeliveryMethod.ids.DELIVERY,
    deliveryAddress: '1555 boulevard Chomedey',
    city: 'Laval',
    postalCode: 'H7V 3Z1',
    provinceId: null,
    countryId: null,
    spatialDeliveryAddress: null,
    details: "25 Acer rubrum 'October Glory' 50mm cal WB\n120 Thuja occ. Smaragd 150-175cm B&B",
    requestPurpose: { id: RequestPurpose.ids.BID, clientName: 'Ville de Laval' },
    qto: false,
    ...overrides,
  };
}

function post(headers: Record<string, string>, body: unknown) {
  return testApp.app.inject({ method: 'POST', url: '/api/quoteRequest', headers, payload: body as object });
}

async function created(overrides: Partial<QuoteRequestInput> = {}): Promise<QuoteRequest> {
  const response = await post(superAdmin, requestBody(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: QuoteRequest }>().data;
}

function put(request: QuoteRequest, changes: Partial<QuoteRequestInput>, version = request.version) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/quoteRequest',
    headers: { ...superAdmin, [VERSION_HEADER]: String(version) },
    payload: { ...requestBody(), id: request.id, ...changes },
  });
}

function get(url: string, headers = superAdmin) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

/** A status call, with the version of the request read (decision 204). */
function statusCall(url: string, version: number, headers = superAdmin) {
  return get(url, { ...headers, [VERSION_HEADER]: String(version) });
}

async function list(query: string): Promise<QuoteRequestPage> {
  const response = await get(`/api/quoteRequestPageableResult?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: QuoteRequestPage }>().data;
}

function multipart(fileName: string, content: Buffer) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(id: number, fileName: string, content: Buffer) {
  const form = multipart(fileName, content);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/quoteRequestAttachment/${id}`,
    headers: { ...superAdmin, ...form.headers },
    payload: form.payload,
  });
}

async function storedFilesOf(id: number) {
  return testApp.database.db
    .select({ id: storedFile.id })
    .from(storedFile)
    .where(and(eq(storedFile.ownerType, 'quote_request'), eq(storedFile.ownerId, id)));
}

describe('quote requests (spec 001 §2 Quote Request Management, §7 quoteRequest calls)', () => {
  it('creates a request in status Complete with the next quote number, geocoded, and logs it', async () => {
    const request = await created();
    expect(request.statusId).toBe(S.COMPLETE);
    expect(request.quoteNumber).toBeGreaterThanOrEqual(10_001);
    expect(request.buyerCompanyId).toBe(buyer.companyId);
    expect(request.buyerUserName).toBe('Émilie Lavoie');
    expect(request.requestPurpose).toEqual({ id: 2, name: 'Bid', clientName: 'Ville de Laval' });
    // Geocoded on save from the city and postal code (decision 047): Laval, Quebec.
    expect(request.spatialDeliveryAddress?.latitude).toBeCloseTo(45.57, 0);
    const second = await created();
    expect(second.quoteNumber).toBe(request.quoteNumber + 1);

    const logged = await testApp.database.db
      .select()
      .from(actionLog)
      .where(
        and(eq(actionLog.actionTypeId, ActionLogType.ids.QUOTE_REQUEST), eq(actionLog.entityId, request.id)),
      );
    expect(logged.map((row) => [row.actionId, row.entityNumber])).toEqual([
      [ActionLogAction.ids.CREATE, `QR-${request.quoteNumber}`],
    ]);
  });

  it('keeps a client name only for a bid', async () => {
    const install = await created({
      requestPurpose: { id: RequestPurpose.ids.INSTALL, clientName: 'Nobody' },
    });
    expect(install.requestPurpose.clientName).toBeNull();
  });

  it('is the super admin’s: operations and finance get 403, no session 401', async () => {
    expect((await post(operations, requestBody())).statusCode).toBe(403);
    expect((await post(finance, requestBody())).statusCode).toBe(403);
    expect((await get('/api/quoteRequestPageableResult', operations)).statusCode).toBe(403);
    expect((await get('/api/quoteRequestPageableResult', {})).statusCode).toBe(401);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: Array<[Partial<QuoteRequestInput> | Record<string, unknown>, string]> = [
      [{ jobName: '  ' }, 'jobName'],
      [{ approxJobDate: '2027-02-30' }, 'approxJobDate'],
      [{ quoteBackDate: '15/04/2027' }, 'quoteBackDate'],
      [{ email: 'not an email' }, 'email'],
      [{ buyerCompanyId: sellerCompanyId }, 'buyerCompanyId'],
      [{ buyerCompanyId: 999_999 }, 'buyerCompanyId'],
      [{ buyerUserId: 1 }, 'buyerUserId'],
      [{ ownerUserId: buyer.id }, 'ownerUserId'],
    ];
    for (const [overrides, field] of cases) {
      const response = await post(superAdmin, { ...requestBody(), ...overrides });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json<ErrorAnswer>().issues?.map((issue) => issue.field)).toContain(field);
    }
  });

  it('saves a 50,000-line paste and a list of emoji and SQL as they are', async () => {
    const longList = Array.from(
      { length: 50_000 },
      (_, index) => `${index + 1} Picea glauca 'Conica' #5`,
    ).join('\n');
    const long = await created({ details: longList });
    expect(long.details.split('\n')).toHaveLength(50_000);
    const odd = await created({ details: "🌲🌲🌲\n'; drop table quote_request; --\n" });
    expect(odd.details).toContain('drop table');
  });

  it('updates with the version read, and answers 409 with the outdated notice to a stale one', async () => {
    const request = await created();
    const saved = await put(request, { jobName: 'Parc des Érables — phase 3' });
    expect(saved.statusCode, saved.body).toBe(200);
    const updated = saved.json<{ data: QuoteRequest }>().data;
    expect(updated.version).toBe(request.version + 1);
    expect(updated.jobName).toBe('Parc des Érables — phase 3');

    const stale = await put(request, { jobName: 'Lost?' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.OUTDATED,
      message: MESSAGES.outdatedRecord,
    });
  });

  it('pages, filters and sorts on the server', async () => {
    const marker = `Jardin Saint-Hyacinthe ${Date.now()}`;
    const first = await created({ jobName: marker, qto: true });
    await created({ jobName: `${marker} bis`, deliveryMethodId: DeliveryMethod.ids.PICKUP });

    // Accents and case ignored; the quote number with or without its code.
    const byText = await list(
      `search=${encodeURIComponent('jardin saint-hyacinthe')}&sortField=quoteNumber&sortOrder=asc`,
    );
    expect(byText.rows.map((row) => row.jobName)).toEqual([marker, `${marker} bis`]);
    expect((await list(`search=QR-${first.quoteNumber}`)).rows.map((row) => row.id)).toEqual([first.id]);
    expect((await list(`search=${first.quoteNumber}`)).rows.map((row) => row.id)).toEqual([first.id]);
    const pickup = await list(`search=${encodeURIComponent(marker)}&deliveryMethodId=2`);
    expect(pickup.rows.map((row) => row.jobName)).toEqual([`${marker} bis`]);
    const qto = await list(`search=${encodeURIComponent(marker)}&qto=true`);
    expect(qto.rows.map((row) => row.id)).toEqual([first.id]);

    const page = await list('size=2&page=1&sortField=quoteNumber&sortOrder=desc');
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.rows[0]!.quoteNumber).toBeGreaterThan(page.rows[1]!.quoteNumber);
    expect((await get('/api/quoteRequestPageableResult?sortField=nope')).statusCode).toBe(400);
  });

  it('cancels, reinstates and archives only through the transitions table', async () => {
    const request = await created();
    const archiveTooEarly = await statusCall(`/api/archiveQuoteRequest/${request.id}`, request.version);
    expect(archiveTooEarly.statusCode).toBe(409);
    expect(archiveTooEarly.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.TRANSITION_REFUSED,
      message: 'This quote request is Complete: it cannot be moved to Archived.',
    });

    const cancelled = await statusCall(`/api/cancelQuoteRequest/${request.id}`, request.version);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancelledRequest = cancelled.json<{ data: QuoteRequest }>().data;
    expect(cancelledRequest.statusId).toBe(S.CANCELLED);
    expect(
      (await statusCall(`/api/cancelQuoteRequest/${request.id}`, cancelledRequest.version)).statusCode,
    ).toBe(409);
    // A cancelled request is read-only until reinstated.
    const edit = await put(cancelledRequest, { jobName: 'No' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<ErrorAnswer>().message).toBe(MESSAGES.quoteRequestClosed);

    const reinstated = await statusCall(`/api/reinstateQuoteRequest/${request.id}`, cancelledRequest.version);
    const reinstatedRequest = reinstated.json<{ data: QuoteRequest }>().data;
    expect(reinstatedRequest.statusId).toBe(S.COMPLETE);
    const again = await statusCall(`/api/cancelQuoteRequest/${request.id}`, reinstatedRequest.version);
    const archived = await statusCall(
      `/api/archiveQuoteRequest/${request.id}`,
      again.json<{ data: QuoteRequest }>().data.version,
    );
    const archivedRequest = archived.json<{ data: QuoteRequest }>().data;
    expect(archivedRequest.statusId).toBe(S.ARCHIVED);
    expect(
      (await statusCall(`/api/cancelQuoteRequest/${request.id}`, archivedRequest.version, operations))
        .statusCode,
    ).toBe(403);

    const actions = await testApp.database.db
      .select({ actionId: actionLog.actionId })
      .from(actionLog)
      .where(
        and(eq(actionLog.actionTypeId, ActionLogType.ids.QUOTE_REQUEST), eq(actionLog.entityId, request.id)),
      )
      .orderBy(asc(actionLog.id));
    expect(actions.map((row) => row.actionId)).toEqual([
      ActionLogAction.ids.CREATE,
      ActionLogAction.ids.CANCEL,
      ActionLogAction.ids.REINSTATE,
      ActionLogAction.ids.CANCEL,
      ActionLogAction.ids.ARCHIVE,
    ]);
  });
});

describe('attachments (issue 13: PDF, Excel, CSV, Word, images; 20 MB; told by content)', () => {
  it('stores a CSV takeoff, lists it, and serves it back by its pathStr', async () => {
    const request = await created();
    const csv = Buffer.from('Qty,Botanical name,Size\n12,Hydrangea paniculata Limelight,#5\n');
    const response = await upload(request.id, 'takeoff.csv', csv);
    expect(response.statusCode, response.body).toBe(200);
    const attachment = response.json<{ data: QuoteAttachment }>().data;
    expect(attachment).toMatchObject({ name: 'takeoff.csv', contentType: 'text/csv', sizeBytes: csv.length });
    expect(attachment.pathStr).toBe(`${request.id}/${attachment.id}`);

    const listed = (await get(`/api/quoteRequest/${request.id}`)).json<{ data: QuoteRequest }>().data;
    expect(listed.attachments.map((file) => file.name)).toEqual(['takeoff.csv']);
    const download = await get(
      `/api/downloadQuoteRequestAttachment?pathStr=${encodeURIComponent(attachment.pathStr)}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(csv)).toBe(true);
    expect(download.headers['content-disposition']).toContain('takeoff.csv');

    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/quoteRequestAttachment/${request.id}?fileId=${attachment.id}`,
      headers: superAdmin,
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expect(await storedFilesOf(request.id)).toEqual([]);
  });

  it('refuses a renamed executable by its content, and 20 MB + 1 byte, keeping nothing', async () => {
    const request = await created();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(4096)]);
    const renamed = await upload(request.id, 'plants.png', elf);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json<ErrorAnswer>().message).toBe(MESSAGES.invalidAttachment);

    const tooBig = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'a');
    const large = await upload(request.id, 'huge.csv', tooBig);
    expect(large.statusCode).toBe(413);
    expect(large.json<ErrorAnswer>().message).toBe(MESSAGES.invalidAttachment);
    expect(await storedFilesOf(request.id)).toEqual([]);
  });

  it('answers 404 for another request’s file and for a path that tries to leave the store', async () => {
    const mine = await created();
    const other = await created();
    const attachment = (await upload(other.id, 'list.csv', Buffer.from('1,Acer,#5\n'))).json<{
      data: QuoteAttachment;
    }>().data;
    for (const pathStr of [
      `${mine.id}/${attachment.id}`,
      '../../etc/passwd',
      `${other.id}/../../etc/passwd`,
      `${other.id}/${attachment.id}/..`,
    ]) {
      const response = await get(
        `/api/downloadQuoteRequestAttachment?pathStr=${encodeURIComponent(pathStr)}`,
      );
      expect(response.statusCode, pathStr).toBe(404);
    }
  });
});

describe('deleting a request', () => {
  it('deletes a request with its files, and refuses one made into a quote', async () => {
    const request = await created();
    await upload(request.id, 'list.csv', Buffer.from('1,Acer,#5\n'));
    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/quoteRequest/${request.id}`,
      headers: superAdmin,
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expect((await get(`/api/quoteRequest/${request.id}`)).statusCode).toBe(404);
    expect(await storedFilesOf(request.id)).toEqual([]);

    const inUse = await created();
    const db = testApp.database.db;
    const [sq] = await db
      .insert(standardizedQuote)
      .values({ quoteRequestId: inUse.id, quoteNumber: inUse.quoteNumber, statusId: 2 })
      .returning({ id: standardizedQuote.id });
    await db.insert(quote).values({
      quoteNumber: inUse.quoteNumber,
      quoteRequestId: inUse.id,
      standardizedQuoteId: sq!.id,
      buyerCompanyId: inUse.buyerCompanyId,
      buyerUserId: inUse.buyerUserId,
      jobName: inUse.jobName,
    });
    const refused = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/quoteRequest/${inUse.id}`,
      headers: superAdmin,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorAnswer>().message).toBe(MESSAGES.quoteRequestInUse);
  });
});
