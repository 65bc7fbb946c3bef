import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Fixed when the mail is queued: every attempt of one mail carries the same Message-ID (decision 170). */
  messageId: string;
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface MailSendResult {
  /** The SMTP server's final answer ('250 2.0.0 Ok: queued as …'). */
  response: string;
}

/** Where mails go: SMTP in production, a recording fake in unit tests. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<MailSendResult>;
  close(): void;
}

/** An SMTP answer that no retry can change (5xx: unknown mailbox, refused sender, message rejected). */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * nodemailer over the SMTP server of `SMTP_URL` (smtp://user:password@host:port, smtps:// for implicit TLS). A
 * short connection timeout: an unreachable server fails the attempt fast and the job retries with backoff,
 * instead of holding a worker.
 */
export function createSmtpMailSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const info = (await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
        attachments: mail.attachments,
      })) as { response?: string };
      return { response: info.response ?? '' };
    },
    close: () => transport.close(),
  };
}
