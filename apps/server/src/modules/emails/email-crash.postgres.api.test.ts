import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailStatus, type OutboundEmail } from '@portal/contracts';
import { job, outboundEmail } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import {
  freePort,
  startChildServer,
  stopChildServer,
  until,
  type ChildServer,
} from '../../../test/child-server';
import { placedOrder } from '../../../test/order-fixtures';
import { loadQuoteFixtureParties } from '../../../test/quote-fixtures';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * Issue 15 acceptance 3 (decision 170): the real server, as a child process on a PostgreSQL database, takes the
 * send request while its SMTP server is down, and is killed (SIGKILL: no graceful stop, no 'finally') before
 * the mail could go. Restarted with the SMTP server up, it sends the mail exactly once.
 *
 * PostgreSQL only (the file name says so; vitest.api-pglite.config.ts leaves `*.postgres.api.test.ts` out): the
 * embedded engine lives inside the one server process, so a second process cannot share its database with the
 * test, and the API suite's PGlite databases are in memory.
 */

describe('a server killed between saving and sending (acceptance 3)', () => {
  let testApp: TestApp;
  let smtp: SmtpTestServer | undefined;
  const children: ChildServer[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ JOB_POLL_INTERVAL_MS: '100' });
  });
  afterAll(async () => {
    for (const child of children) await stopChildServer(child);
    await smtp?.stop();
    await testApp.close();
  });

  it('sends the purchase order exactly once after the restart', async () => {
    const headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
    const parties = await loadQuoteFixtureParties(testApp);
    const order = await placedOrder(testApp, headers, parties);
    // The in-process app only prepared the order (its matching jobs ran): from here the child servers run jobs.
    await testApp.app.services.jobs.runner.stop();
    const smtpPort = await freePort();
    const environment = {
      DATABASE_URL: testApp.config.databaseUrl ?? '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    };

    // 1. The SMTP server is down: the request is saved (outbox row and job), every attempt fails.
    const first = await startChildServer(environment);
    children.push(first);
    const signInResponse = await fetch(`${first.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.operations, password: DEMO_PASSWORD }),
    });
    const { token } = ((await signInResponse.json()) as { data: { token: string } }).data;
    const sent = await fetch(`${first.url}/api/sendDynamicEmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ orderNumber: order.formattedNumber, sellerCompanyId: parties.sellers[0] }),
    });
    expect(sent.status, first.output()).toBe(200);
    const email = ((await sent.json()) as { data: OutboundEmail }).data;
    expect(email.statusId).toBe(EmailStatus.ids.QUEUED);
    const db = testApp.database.db;
    // The attempt has failed once the runner recorded it (a claimed job counts its attempt already, and a job
    // killed while still leased would wait out its lease).
    await until(
      async () => (await db.select().from(job).where(eq(job.kind, 'email.send')))[0]?.lastError ?? null,
      (lastError) => lastError !== null,
      'a first failed attempt',
    );

    // 2. Killed: no graceful stop gives the job back; it waits in the database.
    await stopChildServer(first);
    const [waiting] = await db.select().from(outboundEmail).where(eq(outboundEmail.id, email.id));
    expect(waiting?.statusId).toBe(EmailStatus.ids.QUEUED);
    expect(waiting?.failureReason).toBeTruthy();

    // 3. The SMTP server comes up and the server restarts: the mail goes out once, and is marked sent.
    smtp = await startSmtpTestServer(smtpPort);
    children.push(await startChildServer(environment));
    const [mail] = await smtp.waitForMessages(1, 30_000);
    expect(mail?.messageId).toBe(email.messageId);
    expect(mail?.attachments[0]?.contentType).toBe('application/pdf');
    await until(
      async () => (await db.select().from(outboundEmail).where(eq(outboundEmail.id, email.id)))[0]?.statusId,
      (statusId) => statusId === EmailStatus.ids.SENT,
      'the sent mark',
    );
    // Long enough for any second worker or retry to have sent it again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages).toHaveLength(1);
    const jobs = await db.select().from(job).where(eq(job.kind, 'email.send'));
    expect(jobs.map((row) => row.statusId)).toEqual([1]);
    // Two server starts and a quote taken to an order: well over the suite's 30 s on a busy 2-core machine.
  }, 180_000);
});
