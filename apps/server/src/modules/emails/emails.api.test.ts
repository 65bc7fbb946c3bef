import { and, asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  EmailStatus,
  Language,
  PURCHASE_ORDER_TEMPLATE_KEY,
  VERSION_HEADER,
  type EmailOutboxPage,
  type EmailPreview,
  type EmailTemplate,
  type OrderRecord,
  type OutboundEmail,
} from '@portal/contracts';
import { actionLog, appUser, company, job, outboundEmail } from '../../db/schema';
import { placedOrder } from '../../../test/order-fixtures';
import { loadQuoteFixtureParties, type QuoteFixtureParties } from '../../../test/quote-fixtures';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';
import { NO_CONTACT_EMAIL, NO_SELLER_ON_ORDER } from './emails.service';

type Headers = Record<string, string>;

async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

async function sendPurchaseOrder(
  testApp: TestApp,
  headers: Headers,
  payload: Record<string, unknown>,
): Promise<OutboundEmail> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/sendDynamicEmail',
    headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: OutboundEmail }>().data;
}

async function outbox(testApp: TestApp, headers: Headers, query = ''): Promise<EmailOutboxPage> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/emailOutbox${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: EmailOutboxPage }>().data;
}

async function waitForStatus(testApp: TestApp, emailId: number, statusId: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [row] = await testApp.database.db
      .select({ statusId: outboundEmail.statusId })
      .from(outboundEmail)
      .where(eq(outboundEmail.id, emailId));
    if (row?.statusId === statusId) return;
    if (Date.now() > deadline) throw new Error(`email ${emailId} stayed at status ${row?.statusId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the purchase-order email with an SMTP server (decision 170)', () => {
  let testApp: TestApp;
  let smtp: SmtpTestServer;
  let operations: Headers;
  let parties: QuoteFixtureParties;
  let order: OrderRecord;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    testApp = await createTestApp({
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Marketplace Operations <orders@marketplace.example>',
      JOB_POLL_INTERVAL_MS: '100',
    });
    operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
    parties = await loadQuoteFixtureParties(testApp);
    order = await placedOrder(testApp, operations, parties);
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });

  it('sends the seller its purchase order once, with the PDF attached, and marks it sent', async () => {
    const [firstSeller] = parties.sellers;
    const [sellerRow] = await testApp.database.db
      .select({ name: company.name, contactEmail: company.contactEmail })
      .from(company)
      .where(eq(company.id, firstSeller));
    const sellerItems = order.items.filter((item) => item.sellerCompanyId === firstSeller);
    expect(sellerItems.length).toBe(2);

    const queued = await sendPurchaseOrder(testApp, operations, {
      orderNumber: order.formattedNumber,
      sellerCompanyId: firstSeller,
      geocodeAddress: '100 Main Street, Montreal, QC H2X 1Y4',
    });
    expect(queued.statusId).toBe(EmailStatus.ids.QUEUED);
    expect(queued.toAddress).toBe(sellerRow?.contactEmail);
    expect(queued.messageId).toMatch(/^<po\.[0-9a-f-]+@marketplace\.example>$/);

    const [mail] = await smtp.waitForMessages(1);
    if (!mail) throw new Error('no mail arrived');
    expect(mail.messageId).toBe(queued.messageId);
    expect(mail.subject).toBe(queued.subject);
    expect(mail.subject).toContain(order.formattedNumber);
    expect(mail.text).toContain(sellerItems[0]?.productName);
    expect(mail.text).toContain('100 Main Street, Montreal, QC H2X 1Y4');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment?.contentType).toBe('application/pdf');
    const text = await pdfText(attachment?.content as Buffer);
    expect(text).toContain(order.formattedNumber);
    expect(text).toContain(sellerRow?.name);
    for (const item of sellerItems) expect(text).toContain(item.productName);
    // Only this seller's lines: the other seller's item is not on its purchase order.
    const otherItem = order.items.find((item) => item.sellerCompanyId !== firstSeller);
    expect(text).not.toContain(otherItem?.productName);

    await waitForStatus(testApp, queued.id, EmailStatus.ids.SENT);
    const page = await outbox(testApp, operations, `?orderId=${order.id}`);
    expect(page.rows.map((row) => [row.id, row.statusId])).toEqual([[queued.id, EmailStatus.ids.SENT]]);
    expect(page.rows[0]?.sentAt).not.toBeNull();

    // The job ran to success and nothing sends it again.
    const [sendJob] = await testApp.database.db.select().from(job).where(eq(job.kind, 'email.send'));
    expect(sendJob?.statusId).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);

    const logged = await testApp.database.db
      .select({ actionId: actionLog.actionId })
      .from(actionLog)
      .where(and(eq(actionLog.actionTypeId, ActionLogType.ids.ORDER), eq(actionLog.entityId, order.id)));
    expect(logged.map((row) => row.actionId)).toContain(ActionLogAction.ids.SEND_EMAIL);
  });

  it('writes the mail in the seller language: French for a seller whose contact reads French', async () => {
    const [, secondSeller] = parties.sellers;
    const [contact] = await testApp.database.db
      .select({ email: company.contactEmail })
      .from(company)
      .where(eq(company.id, secondSeller));
    await testApp.database.db
      .update(appUser)
      .set({ languageId: Language.ids.FRENCH, email: contact?.email ?? '' })
      .where(eq(appUser.email, DEMO_ACCOUNTS.seller));
    await testApp.database.db
      .update(appUser)
      .set({ companyId: secondSeller })
      .where(eq(appUser.email, contact?.email ?? ''));

    const preview = await testApp.app.inject({
      method: 'POST',
      url: '/api/emailPreview',
      headers: operations,
      payload: { orderNumber: order.formattedNumber, sellerCompanyId: secondSeller },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json<{ data: EmailPreview }>().data;
    expect(previewed.languageId).toBe(Language.ids.FRENCH);
    expect(previewed.subject).toBe(`Bon de commande ${order.formattedNumber} — ${order.jobName}`);
    expect(previewed.lineCount).toBe(1);

    const sent = await sendPurchaseOrder(testApp, operations, {
      orderNumber: order.formattedNumber,
      sellerCompanyId: secondSeller,
      geocodeAddress: null,
    });
    expect(sent.languageId).toBe(Language.ids.FRENCH);
    const mails = await smtp.waitForMessages(2);
    const french = mails.find((mail) => mail.messageId === sent.messageId);
    expect(french?.text).toContain('Veuillez trouver ci-joint');
    const pdf = await pdfText(french?.attachments[0]?.content as Buffer);
    expect(pdf).toContain('Bon de commande');
  });

  it('refuses a seller that supplies nothing on the order, and a seller without a contact email', async () => {
    const [other] = await testApp.database.db
      .select({ id: company.id })
      .from(company)
      .where(eq(company.companyTypeId, 2))
      .limit(5);
    const outsider = (
      await testApp.database.db.select({ id: company.id, typeId: company.companyTypeId }).from(company)
    ).find((row) => !order.subOrders.some((subOrder) => subOrder.sellerCompanyId === row.id));
    expect(other).toBeDefined();
    const refused = await testApp.app.inject({
      method: 'POST',
      url: '/api/sendDynamicEmail',
      headers: operations,
      payload: { orderNumber: order.formattedNumber, sellerCompanyId: outsider?.id, geocodeAddress: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ issues: Array<{ field: string; message: string }> }>().issues).toEqual([
      { field: 'sellerCompanyId', message: NO_SELLER_ON_ORDER },
    ]);

    const [firstSeller] = parties.sellers;
    const [before] = await testApp.database.db
      .select({ contactEmail: company.contactEmail })
      .from(company)
      .where(eq(company.id, firstSeller));
    await testApp.database.db.update(company).set({ contactEmail: null }).where(eq(company.id, firstSeller));
    try {
      const noEmail = await testApp.app.inject({
        method: 'POST',
        url: '/api/sendDynamicEmail',
        headers: operations,
        payload: { orderNumber: order.formattedNumber, sellerCompanyId: firstSeller },
      });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json<{ message: string }>().message).toBe(NO_CONTACT_EMAIL);
    } finally {
      await testApp.database.db
        .update(company)
        .set({ contactEmail: before?.contactEmail ?? null })
        .where(eq(company.id, firstSeller));
    }

    const unknownOrder = await testApp.app.inject({
      method: 'POST',
      url: '/api/sendDynamicEmail',
      headers: operations,
      payload: { orderNumber: 'OR-99999999', sellerCompanyId: firstSeller },
    });
    expect(unknownOrder.statusCode).toBe(404);
    const badNumber = await testApp.app.inject({
      method: 'POST',
      url: '/api/sendDynamicEmail',
      headers: operations,
      payload: { orderNumber: 'CQ-1', sellerCompanyId: firstSeller },
    });
    expect(badNumber.statusCode).toBe(400);
  });
});

describe('without an SMTP server: the outbox holds the mail (decision 170)', () => {
  let testApp: TestApp;
  let operations: Headers;
  let finance: Headers;
  let superAdmin: Headers;
  let parties: QuoteFixtureParties;
  let order: OrderRecord;

  beforeAll(async () => {
    testApp = await createTestApp({ JOB_POLL_INTERVAL_MS: '100' });
    operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
    finance = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance));
    superAdmin = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin));
    parties = await loadQuoteFixtureParties(testApp);
    order = await placedOrder(testApp, operations, parties);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('holds the mail without an error, with no send job, and staff download its PDF', async () => {
    const [firstSeller] = parties.sellers;
    const held = await sendPurchaseOrder(testApp, finance, {
      orderNumber: order.formattedNumber,
      sellerCompanyId: firstSeller,
      geocodeAddress: '',
    });
    expect(held.statusId).toBe(EmailStatus.ids.HELD);
    expect(held.hasAttachment).toBe(true);
    expect(held.attachmentName).toBe(`PO-${order.formattedNumber}-S1.pdf`);
    const jobs = await testApp.database.db.select().from(job).where(eq(job.kind, 'email.send'));
    expect(jobs).toEqual([]);

    const listed = await outbox(testApp, operations);
    expect(listed.rows.map((row) => row.id)).toContain(held.id);
    const heldOnly = await outbox(testApp, operations, `?statusId=${EmailStatus.ids.SENT}`);
    expect(heldOnly.rows.map((row) => row.id)).not.toContain(held.id);

    const download = await testApp.app.inject({
      method: 'POST',
      url: '/api/downloadEmailAttachment',
      headers: operations,
      payload: { id: held.id },
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(held.attachmentName ?? '');
    const text = await pdfText(download.rawPayload);
    expect(text).toContain(order.formattedNumber);
    expect(text).toContain(order.items.find((item) => item.sellerCompanyId === firstSeller)?.productName);

    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/downloadEmailAttachment',
      headers: operations,
      payload: { id: held.id + 1000 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets only a super admin save the template, refuses unknown placeholders naming the field, and uses the saved text', async () => {
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/emailTemplate/${PURCHASE_ORDER_TEMPLATE_KEY}`,
      headers: operations,
    });
    expect(read.statusCode, read.body).toBe(200);
    const template = read.json<{ data: EmailTemplate }>().data;
    expect(template).toMatchObject({ name: 'Purchase Order Confirmation', isDefault: true, version: 1 });
    expect(template.placeholders).toContain('lines');

    const body = {
      key: PURCHASE_ORDER_TEMPLATE_KEY,
      subjectEn: 'PO {{orderNumber}} for {{sellerCompany}}',
      bodyEn: 'Lines:\n{{lines}}\nTotal {{sellerTotal}}',
      subjectFr: 'BC {{orderNumber}}',
      bodyFr: 'Articles :\n{{lines}}',
    };
    const put = (headers: Headers, payload: Record<string, unknown>, version: number) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/emailTemplate',
        headers: { ...headers, [VERSION_HEADER]: String(version) },
        payload,
      });
    for (const headers of [operations, finance]) expect((await put(headers, body, 1)).statusCode).toBe(403);

    const unknown = await put(superAdmin, { ...body, bodyFr: 'Bonjour {{vendeur}} {{ lines }}' }, 1);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ issues: Array<{ field: string; message: string }> }>().issues).toEqual([
      { field: 'bodyFr', message: 'Unknown placeholder {{vendeur}}.' },
    ]);

    const saved = await put(superAdmin, body, 1);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: EmailTemplate }>().data).toMatchObject({ isDefault: false, version: 2 });
    // A second save from the default text came after another: outdated.
    expect((await put(superAdmin, body, 1)).statusCode).toBe(409);
    expect((await put(superAdmin, body, 2)).statusCode).toBe(200);

    const [firstSeller] = parties.sellers;
    const sellerName = (
      await testApp.database.db
        .select({ name: company.name })
        .from(company)
        .where(eq(company.id, firstSeller))
    )[0]?.name;
    const preview = await testApp.app.inject({
      method: 'POST',
      url: '/api/emailPreview',
      headers: operations,
      payload: {
        orderNumber: order.formattedNumber,
        sellerCompanyId: firstSeller,
        languageId: Language.ids.ENGLISH,
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ data: EmailPreview }>().data.subject).toBe(
      `PO ${order.formattedNumber} for ${sellerName}`,
    );

    // The editor previews unsaved text in one language, with the order's first seller when it names none; an
    // unknown placeholder there is refused too.
    const draft = await testApp.app.inject({
      method: 'POST',
      url: '/api/emailPreview',
      headers: superAdmin,
      payload: {
        orderNumber: order.formattedNumber,
        languageId: Language.ids.FRENCH,
        subject: 'Brouillon {{orderNumber}}',
        body: '{{itemCount}} articles',
      },
    });
    expect(draft.json<{ data: EmailPreview }>().data).toMatchObject({
      subject: `Brouillon ${order.formattedNumber}`,
      body: '2 articles',
    });
    const badDraft = await testApp.app.inject({
      method: 'POST',
      url: '/api/emailPreview',
      headers: superAdmin,
      payload: { orderNumber: order.formattedNumber, sellerCompanyId: firstSeller, subject: '{{nope}}' },
    });
    expect(badDraft.statusCode).toBe(400);

    const logged = await testApp.database.db
      .select({ actionId: actionLog.actionId })
      .from(actionLog)
      .where(eq(actionLog.actionTypeId, ActionLogType.ids.EMAIL_TEMPLATE))
      .orderBy(asc(actionLog.id));
    expect(logged.map((row) => row.actionId)).toEqual([
      ActionLogAction.ids.CREATE,
      ActionLogAction.ids.UPDATE,
    ]);
  });
});
