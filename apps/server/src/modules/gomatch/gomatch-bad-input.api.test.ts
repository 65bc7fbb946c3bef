import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackgroundProcessStatus,
  DeliveryMethod,
  QUOTE_REQUEST_MAX_LINES,
  RequestPurpose,
  type QuoteRequest,
  type SearchCandidatesResponse,
} from '@portal/contracts';
import { appUser, quoteMatchedItem } from '../../db/schema';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import {
  largeWorkbook,
  passwordProtectedPdf,
  pdfWithoutText,
  textPdf,
  wordDocument,
} from './document-fixtures';
import { PDF_WITHOUT_TEXT } from './pdf-reader';

/**
 * Issue 13 'bad input': an empty list, a 50,000-line paste, a 20 MB spreadsheet, a password-protected or corrupt
 * file, a PDF with no text layer, lines of emoji or SQL — each gets a clear status and message, the request is
 * saved, and nothing else fails (a normal request matched afterwards still matches).
 */

let testApp: TestApp;
let superAdmin: Record<string, string>;
let buyer: { id: number; companyId: number };
let storageDirectory: string;

beforeAll(async () => {
  storageDirectory = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-gomatch-bad-input-'));
  testApp = await createTestApp({ STORAGE_DIR: storageDirectory });
  superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
  const [user] = await testApp.database.db
    .select({ id: appUser.id, companyId: appUser.companyId })
    .from(appUser)
    .where(eq(appUser.email, DEMO_ACCOUNTS.buyer));
  buyer = { id: user?.id ?? 0, companyId: user?.companyId ?? 0 };
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
      jobName: 'Parc Jarry — plantation',
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

async function upload(requestId: number, fileName: string, content: Buffer) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
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

/** The engine runs as a job: the request says when it has finished, and it is still there to read. */
async function matched(requestId: number): Promise<QuoteRequest> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/quoteRequest/${requestId}`,
      headers: superAdmin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const request = response.json<{ data: QuoteRequest }>().data;
    if (request.matchingStatusId !== BackgroundProcessStatus.ids.PENDING) return request;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`matching of request ${requestId} did not finish`);
}

function messages(request: QuoteRequest): string[] {
  return request.matching.problems.map((problem) => problem.message);
}

describe('GoMatch on bad input (issue 13)', () => {
  it('matches an empty list to nothing, successfully', async () => {
    const request = await matched((await createRequest('')).id);
    expect(request.matchingStatusId).toBe(BackgroundProcessStatus.ids.SUCCESS);
    expect(request.matching).toMatchObject({ lineCount: 0, problems: [] });
  });

  it('reads the first 5,000 lines of a 50,000-line paste and says how many it left', async () => {
    const details = Array.from({ length: 50_000 }, (_, index) => `${index + 1} Thuja occ Smaragd #5`).join(
      '\n',
    );
    const request = await matched((await createRequest(details)).id);
    expect(request.matchingStatusId).toBe(BackgroundProcessStatus.ids.SUCCESS);
    expect(request.matching.lineCount).toBe(QUOTE_REQUEST_MAX_LINES);
    expect(messages(request)).toEqual(['Only the first 5,000 lines were read; 45,000 more were left out.']);
  }, 120_000);

  it('reads the first rows of a 20 MB spreadsheet and says the rest was left out', async () => {
    const workbook = await largeWorkbook(26_000, 1_000);
    expect(workbook.length).toBeGreaterThan(20_000_000);
    const created = await createRequest('12 Acer rubrum Red Sunset 60mm cal B&B');
    await upload(created.id, 'takeoff.xlsx', workbook);
    const request = await matched(created.id);
    expect(request.matchingStatusId).toBe(BackgroundProcessStatus.ids.SUCCESS);
    expect(request.matching.lineCount).toBe(QUOTE_REQUEST_MAX_LINES);
    expect(messages(request)).toEqual(['Only the first 5,000 lines were read; the rest was left out.']);
  }, 120_000);

  it('lists a password-protected file, a corrupt document and a scanned PDF as problems, and reads the rest', async () => {
    const created = await createRequest("25 Acer rubrum 'October Glory' 50mm cal B&B");
    // A password-protected Office file is an OLE compound file (the store accepts it as legacy .doc/.xls).
    await upload(
      created.id,
      'takeoff-protected.xlsx',
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), randomBytes(4_096)]),
    );
    await upload(
      created.id,
      'broken.docx',
      await wordDocument([], '<w:document><w:body><w:p><w:t>Acer</w:p></w:body>'),
    );
    await upload(created.id, 'scan.pdf', pdfWithoutText());
    await upload(created.id, 'locked.pdf', passwordProtectedPdf());
    await upload(created.id, 'list.docx', await wordDocument(['40 Hydrangea paniculata Limelight #5']));
    await upload(created.id, 'bid.pdf', textPdf([['120 Thuja occidentalis Smaragd B&B 150-175cm']]));
    const request = await matched(created.id);
    expect(request.matchingStatusId).toBe(BackgroundProcessStatus.ids.SUCCESS);
    expect(messages(request)).toEqual([
      'takeoff-protected.xlsx: GoMatch cannot read this file: it is protected by a password, or an older Word or Excel file (.doc, .xls). Save it as .docx or .xlsx without a password, or enter its lines by hand.',
      'broken.docx: The Word document could not be opened: it may be protected by a password or damaged.',
      `scan.pdf: ${PDF_WITHOUT_TEXT}`,
      'locked.pdf: The PDF is protected by a password: GoMatch cannot read it; enter its lines by hand.',
    ]);
    expect(request.matching.problems.every((problem) => problem.fileId !== null)).toBe(true);

    const lines = await testApp.database.db
      .select({ sourceText: quoteMatchedItem.sourceText, quantity: quoteMatchedItem.quantity })
      .from(quoteMatchedItem)
      .where(eq(quoteMatchedItem.quoteRequestId, created.id))
      .orderBy(quoteMatchedItem.sequenceNumber);
    expect(lines).toEqual([
      { sourceText: "25 Acer rubrum 'October Glory' 50mm cal B&B", quantity: 25 },
      { sourceText: '40 Hydrangea paniculata Limelight #5', quantity: 40 },
      { sourceText: '120 Thuja occidentalis Smaragd B&B 150-175cm', quantity: 120 },
    ]);
    // Six files read by the job (two PDFs parsed, two Word documents inflated): a guard, not a speed target.
  }, 180_000);

  it('answers lines of emoji or SQL as not found, and harms nothing', async () => {
    const productsBefore = await testApp.database.db.execute(sql`select count(*)::int as count from product`);
    const request = await matched(
      (
        await createRequest(
          [
            '🌲🌲🌲 🌳🌳',
            "'; DROP TABLE product; --",
            "Robert'); DELETE FROM quote_request WHERE ('1'='1",
            '%_%_%',
            '12 Thuja occidentalis Smaragd #5',
          ].join('\n'),
        )
      ).id,
    );
    expect(request.matchingStatusId).toBe(BackgroundProcessStatus.ids.SUCCESS);
    const productsAfter = await testApp.database.db.execute(sql`select count(*)::int as count from product`);
    expect(productsAfter).toEqual(productsBefore);

    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/searchCandidatesDataset',
      headers: superAdmin,
      payload: { lines: ['🌲🌲🌲', "'; DROP TABLE product; --", '12 Thuja occidentalis Smaragd #5'] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const found = answer.json<{ data: SearchCandidatesResponse }>().data.lines;
    expect(found[0]?.nameMatchInfo).toMatchObject({ state: 'NOT_FOUND', reason: 'The line names no plant.' });
    expect(found[1]?.matchedNameId).toBeNull();
    expect(found[2]?.nameAlternatives[0]?.label).toBe("Thuja occidentalis 'Smaragd'");
  });

  it('still matches an ordinary request after all of the above', async () => {
    const request = await matched((await createRequest("8 Acer rubrum 'Red Sunset' 60mm cal B&B")).id);
    expect(request).toMatchObject({
      matchingStatusId: BackgroundProcessStatus.ids.SUCCESS,
      matching: { lineCount: 1, problems: [] },
    });
  });
});
