import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackgroundProcessStatus, EmailStatus, type OutboundEmail } from '@portal/contracts';
import { job, outboundEmail } from '../../db/schema';
import { placedOrder } from '../../../test/order-fixtures';
import { loadQuoteFixtureParties } from '../../../test/quote-fixtures';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * The window decision 170 cannot close: the SMTP server accepted the mail but its '250' never reached the portal
 * (a crash, a cut connection). A TCP relay in front of the SMTP server cuts the first connection right after the
 * message's final '.', before the answer. The job retries and the mail arrives a second time — with the same
 * Message-ID, which is what lets the receiver drop the copy — and the outbox marks it sent once.
 */

interface CuttingRelay {
  readonly port: number;
  readonly cuts: number;
  close(): Promise<void>;
}

/** Relays to `targetPort`; the first `cutCount` connections are cut once the client has sent a whole message. */
async function startCuttingRelay(targetPort: number, cutCount: number): Promise<CuttingRelay> {
  let cuts = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const shouldCut = cuts < cutCount;
    let isMessageSent = false;
    let clientText = '';
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      clientText = (clientText + chunk.toString('latin1')).slice(-5);
      if (clientText.endsWith('\r\n.\r\n')) isMessageSent = true;
    });
    upstream.on('data', (chunk: Buffer) => {
      if (shouldCut && isMessageSent) {
        // The server's answer to the message is the one thing the portal must not hear.
        cuts += 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    get cuts() {
      return cuts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('an acceptance lost on the way back (decision 170: at least once, one Message-ID)', () => {
  let testApp: TestApp;
  let smtp: SmtpTestServer;
  let relay: CuttingRelay;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    relay = await startCuttingRelay(smtp.port, 1);
    testApp = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
      JOB_POLL_INTERVAL_MS: '100',
    });
  });
  afterAll(async () => {
    await testApp.close();
    await relay.close();
    await smtp.stop();
  });

  it('delivers the mail again with the same Message-ID and marks it sent once', async () => {
    const headers = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
    const parties = await loadQuoteFixtureParties(testApp);
    const order = await placedOrder(testApp, headers, parties);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/sendDynamicEmail',
      headers,
      payload: { orderNumber: order.formattedNumber, sellerCompanyId: parties.sellers[0] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const email = response.json<{ data: OutboundEmail }>().data;

    // The first attempt reached the server and lost its answer; the retry (after the runner's backoff) got it.
    const mails = await smtp.waitForMessages(2, 30_000);
    expect(relay.cuts).toBe(1);
    expect(mails.map((mail) => mail.messageId)).toEqual([email.messageId, email.messageId]);

    // The handler marks the mail sent in its transaction; the runner records the job's success after it.
    const deadline = Date.now() + 10_000;
    const read = async () => ({
      row: (await testApp.database.db.select().from(outboundEmail).where(eq(outboundEmail.id, email.id)))[0],
      sendJob: (await testApp.database.db.select().from(job).where(eq(job.kind, 'email.send')))[0],
    });
    let state = await read();
    while (
      (state.row?.statusId !== EmailStatus.ids.SENT ||
        state.sendJob?.statusId !== BackgroundProcessStatus.ids.SUCCESS) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await read();
    }
    expect(state.row?.statusId).toBe(EmailStatus.ids.SENT);
    expect(state.sendJob).toMatchObject({ statusId: BackgroundProcessStatus.ids.SUCCESS, attempts: 2 });
    expect(smtp.messages).toHaveLength(2);
    // A quote taken to an order and the runner's backoff (5 s) before the retry: over the suite's 30 s when busy.
  }, 120_000);
});
