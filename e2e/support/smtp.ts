import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { extractText, getDocumentProxy } from 'unpdf';
import { test } from '@playwright/test';
import { portsOfWorker } from './ports';

/**
 * The loopback SMTP server of the browser suite (decision 170): each worker's portal sends to
 * smtp://127.0.0.1:<the worker's SMTP port> (support/ports.ts, support/test.ts); a test that expects a mail starts this server on that port,
 * reads what arrived, and stops it in `finally`. Mails sent while no test listens stay queued and are retried.
 */
export interface LoopbackSmtp {
  readonly messages: ParsedMail[];
  /** Resolves with the first mail whose subject contains `subjectPart`, once it has arrived. */
  waitForMail(subjectPart: string, timeoutMs?: number): Promise<ParsedMail>;
  stop(): Promise<void>;
}

export async function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(portsOfWorker(test.info().parallelIndex).smtp, '127.0.0.1', () => resolve());
  });
  return {
    messages,
    async waitForMail(subjectPart, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((message) => message.subject?.includes(subjectPart));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail about ${subjectPart} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text layer of a PDF attachment (pdf.js through unpdf). */
export async function pdfTextOf(content: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(content));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
