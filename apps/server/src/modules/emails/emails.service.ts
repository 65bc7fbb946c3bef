import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ActionLogAction,
  ActionLogType,
  EmailStatus,
  fillPlaceholders,
  MESSAGES,
  Language,
  OrderStatus,
  parseOrderNumber,
  PURCHASE_ORDER_PLACEHOLDERS,
  PURCHASE_ORDER_TEMPLATE_KEY,
  PURCHASE_ORDER_TEMPLATE_NAME,
  type EmailOutboxPage,
  type EmailOutboxQuery,
  type EmailPreview,
  type EmailPreviewRequest,
  type EmailTemplate,
  type EmailTemplateKey,
  type LanguageId,
  type OrderRecord,
  type OutboundEmail,
  type SendEmailRequest,
  type UpdateEmailTemplate,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { invalidFields, notFound, outdated } from '../../lib/app-error';
import type { FileStore, OpenedFile } from '../../lib/file-store/file-store';
import type { JobDefinition } from '../../lib/jobs/job-registry';
import { PermanentJobError } from '../../lib/jobs/job-registry';
import type { Actor, RunUnitOfWork } from '../../lib/unit-of-work';
import * as repository from './emails.repository';
import { isPermanentSmtpFailure, type MailSender } from './mail-sender';
import {
  attachmentNameOf,
  purchaseOrderContentOf,
  type PurchaseOrderContent,
} from './purchase-order-content';
import { renderPurchaseOrderPdf } from './purchase-order-pdf';
import { DEFAULT_TEMPLATES, textOf, type TemplateTexts } from './purchase-order-template';

/** The send job's kind (decision 080: one kind per background task). */
export const SEND_EMAIL_JOB_KIND = 'email.send';
/**
 * Attempts before a mail is failed for good: with the runner's backoff (5 s doubling, at most 15 min) about two
 * hours of an unreachable SMTP server.
 */
export const SEND_EMAIL_MAX_ATTEMPTS = 12;
/** spec 001 §9 storage folders are snake case ('order_item_picture'); the PDFs get their own. */
export const PURCHASE_ORDER_FOLDER = 'purchase_order';
const PDF_TYPE = 'application/pdf';

// Refusals of the send (decision 169), from the message catalogue.
export const NO_SELLER_ON_ORDER = MESSAGES.sellerNotOnOrder;
export const NO_CONTACT_EMAIL = MESSAGES.sellerWithoutEmail;
export const CANCELLED_ORDER_NO_PO = MESSAGES.cancelledOrderNoPurchaseOrder;

export interface EmailsServiceOptions {
  db: Database;
  runUnitOfWork: RunUnitOfWork;
  files: FileStore;
  readOrder: (id: number) => Promise<OrderRecord>;
  /** Where mails go (null: no SMTP server configured, mails are held) and the sender they go from. */
  mail: { sender: MailSender | null; from: string };
}

interface ComposedMail {
  order: OrderRecord;
  sellerCompanyId: number;
  content: PurchaseOrderContent;
  to: string;
  subject: string;
  body: string;
}

const toIso = (value: Date | null) => value?.toISOString() ?? null;

function toOutboundEmail(row: repository.OutboundEmailRow, createdByUserName: string | null): OutboundEmail {
  return {
    id: row.id,
    templateKey: row.templateKey,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    sellerCompanyId: row.sellerCompanyId,
    sellerCompanyName: row.sellerCompanyName,
    toAddress: row.toAddress,
    languageId: row.languageId,
    subject: row.subject,
    body: row.body,
    statusId: row.statusId,
    messageId: row.messageId,
    attachmentName: row.attachmentName,
    hasAttachment: row.attachmentFileId !== null,
    failureReason: row.failureReason,
    sentAt: toIso(row.sentAt),
    createdAt: row.createdAt.toISOString(),
    createdByUserName,
  };
}

/** The domain of the sender address ('Portal <orders@example.com>' → example.com), for Message-IDs. */
export function messageIdDomainOf(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1];
  return domain && domain.includes('.') ? domain.toLowerCase() : 'portal.invalid';
}

/**
 * The purchase-order email (issue 15; decisions 169 and 170): the template a super admin edits, the mail made from
 * an order for one seller (text and PDF from one content), written to the outbox with its send job in one
 * transaction, and the job that sends it over SMTP.
 */
export function createEmailsService({ db, runUnitOfWork, files, readOrder, mail }: EmailsServiceOptions) {
  async function templateTexts(key: EmailTemplateKey): Promise<TemplateTexts> {
    const stored = await repository.findTemplate(db, key);
    if (!stored) return DEFAULT_TEMPLATES[key];
    return {
      en: { subject: stored.subjectEn, body: stored.bodyEn },
      fr: { subject: stored.subjectFr, body: stored.bodyFr },
    };
  }

  async function getTemplate(key: EmailTemplateKey): Promise<EmailTemplate> {
    const stored = await repository.findTemplate(db, key);
    const texts = DEFAULT_TEMPLATES[key];
    return {
      key,
      name: PURCHASE_ORDER_TEMPLATE_NAME,
      placeholders: [...PURCHASE_ORDER_PLACEHOLDERS],
      subjectEn: stored?.subjectEn ?? texts.en.subject,
      bodyEn: stored?.bodyEn ?? texts.en.body,
      subjectFr: stored?.subjectFr ?? texts.fr.subject,
      bodyFr: stored?.bodyFr ?? texts.fr.body,
      isDefault: stored === undefined,
      version: stored?.version ?? repository.DEFAULT_TEMPLATE_VERSION,
      updatedAt: toIso(stored?.updatedAt ?? null),
      updatedByUserName: stored?.updatedByUserName ?? null,
    };
  }

  /** PUT emailTemplate (super admin, decision 169): both languages at once, version-checked, logged. */
  async function updateTemplate(
    actor: Actor,
    body: UpdateEmailTemplate,
    version: number,
  ): Promise<EmailTemplate> {
    await runUnitOfWork(actor, async (unit) => {
      const before = await repository.findTemplate(unit.tx, body.key);
      const isSaved = await repository.saveTemplate(
        unit.tx,
        { ...body, updatedByUserId: actor.userId },
        version,
      );
      if (!isSaved) throw outdated();
      const previous = before ?? {
        subjectEn: DEFAULT_TEMPLATES[body.key].en.subject,
        bodyEn: DEFAULT_TEMPLATES[body.key].en.body,
        subjectFr: DEFAULT_TEMPLATES[body.key].fr.subject,
        bodyFr: DEFAULT_TEMPLATES[body.key].fr.body,
      };
      const changedFields = (['subjectEn', 'bodyEn', 'subjectFr', 'bodyFr'] as const).filter(
        (field) => previous[field] !== body[field],
      );
      await unit.recordChange({
        recordType: ActionLogType.ids.EMAIL_TEMPLATE,
        actionId: before ? ActionLogAction.ids.UPDATE : ActionLogAction.ids.CREATE,
        recordId: null,
        recordNumber: body.key,
        details: { changedFields },
      });
    });
    return getTemplate(body.key);
  }

  /**
   * The mail for one seller of an order, in the seller's language (or the one asked for), from the saved template
   * (or the unsaved text the editor previews). Every refusal names its field.
   */
  async function compose(
    actor: Actor,
    request: Omit<SendEmailRequest, 'sellerCompanyId'> & {
      sellerCompanyId?: number;
      languageId?: number;
      subject?: string;
      body?: string;
    },
  ): Promise<ComposedMail> {
    const parsedNumber = parseOrderNumber(String(request.orderNumber));
    const orderId =
      parsedNumber && (await repository.findOrderId(db, parsedNumber.orderNumber, parsedNumber.phaseNumber));
    if (!orderId) throw notFound('Order');
    const order = await readOrder(orderId);
    if (order.statusId === OrderStatus.ids.CANCELLED) {
      throw invalidFields([{ field: 'orderNumber', message: CANCELLED_ORDER_NO_PO }], CANCELLED_ORDER_NO_PO);
    }
    const sellerCompanyId = request.sellerCompanyId ?? order.subOrders[0]?.sellerCompanyId;
    if (
      !order.subOrders.some((subOrder) => subOrder.sellerCompanyId === sellerCompanyId) ||
      !sellerCompanyId
    ) {
      throw invalidFields([{ field: 'sellerCompanyId', message: NO_SELLER_ON_ORDER }], NO_SELLER_ON_ORDER);
    }
    const seller = await repository.findSellerContact(db, sellerCompanyId);
    if (!seller) throw notFound('Company');
    const to = seller.contactEmail?.trim();
    if (!to) throw invalidFields([{ field: 'sellerCompanyId', message: NO_CONTACT_EMAIL }], NO_CONTACT_EMAIL);
    const requestedLanguage = request.languageId ?? seller.languageId;
    const languageId: LanguageId =
      requestedLanguage !== null && Language.has(requestedLanguage)
        ? requestedLanguage
        : Language.ids.ENGLISH;
    const senderName = (await repository.findUserName(db, actor.userId)) ?? 'Marketplace Operations';
    const content = purchaseOrderContentOf({
      order,
      sellerCompanyId,
      seller: { name: seller.name, email: to, address: seller.address },
      languageId,
      geocodeAddress: request.geocodeAddress,
      senderName,
      sentAt: new Date(),
    });
    const text = textOf(await templateTexts(PURCHASE_ORDER_TEMPLATE_KEY), languageId);
    // A subject is one line: a value with a line break (an address) must not fold the header.
    const subject = fillPlaceholders(request.subject ?? text.subject, content.values)
      .replace(/\s*\n\s*/g, ' ')
      .trim();
    const body = fillPlaceholders(request.body ?? text.body, content.values);
    return { order, sellerCompanyId, content, to, subject, body };
  }

  async function preview(actor: Actor, request: EmailPreviewRequest): Promise<EmailPreview> {
    const composed = await compose(actor, request);
    return {
      to: composed.to,
      languageId: composed.content.languageId,
      subject: composed.subject,
      body: composed.body,
      attachmentName: attachmentNameOf(composed.content),
      lineCount: composed.content.lines.length,
    };
  }

  /**
   * POST sendDynamicEmail (spec 001 §7; decision 170): the PDF is stored first (the file store writes on its own),
   * then ONE transaction writes the outbox row and its send job and logs it on the order, so a crash before the
   * commit leaves no mail and after it a mail the job will send. Without an SMTP server the mail is held.
   */
  async function send(actor: Actor, request: SendEmailRequest): Promise<OutboundEmail> {
    const composed = await compose(actor, request);
    const { content, order } = composed;
    const pdf = await renderPurchaseOrderPdf(content);
    const attachmentName = attachmentNameOf(content);
    const stored = await files.put({
      body: Readable.from([pdf]),
      originalName: attachmentName,
      folder: PURCHASE_ORDER_FOLDER,
      owner: { type: 'customer_order', id: order.id },
      allowedTypes: [PDF_TYPE],
      createdByUserId: actor.userId,
    });
    const isHeld = mail.sender === null;
    try {
      const row = await runUnitOfWork(actor, async (unit) => {
        const inserted = await repository.insertEmail(unit.tx, {
          templateKey: PURCHASE_ORDER_TEMPLATE_KEY,
          orderId: order.id,
          orderNumber: order.formattedNumber,
          sellerCompanyId: request.sellerCompanyId,
          sellerCompanyName: content.seller.name,
          toAddress: composed.to,
          languageId: content.languageId,
          subject: composed.subject,
          body: composed.body,
          attachmentFileId: stored.id,
          attachmentName,
          messageId: `<po.${randomUUID()}@${messageIdDomainOf(mail.from)}>`,
          statusId: isHeld ? EmailStatus.ids.HELD : EmailStatus.ids.QUEUED,
          createdByUserId: actor.userId,
        });
        if (!isHeld) {
          const job = await unit.enqueueJob(
            SEND_EMAIL_JOB_KIND,
            { emailId: inserted.id },
            { idempotencyKey: `outbound-email-${inserted.id}`, maxAttempts: SEND_EMAIL_MAX_ATTEMPTS },
          );
          await repository.setEmailJob(unit.tx, inserted.id, job.id);
          inserted.jobId = job.id;
        }
        await unit.recordChange({
          recordType: ActionLogType.ids.ORDER,
          actionId: ActionLogAction.ids.SEND_EMAIL,
          recordId: order.id,
          recordNumber: order.formattedNumber,
          details: {
            emailId: inserted.id,
            template: PURCHASE_ORDER_TEMPLATE_KEY,
            sellerCompanyId: request.sellerCompanyId,
            to: composed.to,
            held: isHeld,
          },
        });
        return inserted;
      });
      return toOutboundEmail(row, await repository.findUserName(db, actor.userId));
    } catch (error) {
      // The mail was not written: its PDF belongs to nothing.
      await files.delete(stored.id).catch(() => undefined);
      throw error;
    }
  }

  async function listOutbox(query: EmailOutboxQuery): Promise<EmailOutboxPage> {
    const found = await repository.listOutbox(db, query);
    return {
      rows: found.rows.map((row) => toOutboundEmail(row, row.createdByUserName)),
      total: found.total,
      isTotalCapped: found.isTotalCapped,
      page: query.page,
      size: query.size,
    };
  }

  /** POST downloadEmailAttachment (spec 001 §7): the PDF of an outbox mail, held or sent. */
  async function openAttachment(id: number): Promise<OpenedFile> {
    const row = await repository.findEmail(db, id);
    if (!row?.attachmentFileId) throw notFound('Email attachment');
    return files.get(row.attachmentFileId);
  }

  async function readAttachment(fileId: string): Promise<Buffer> {
    const opened = await files.get(fileId);
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * The send job (at least once, decision 170): a mail already sent is not sent again; otherwise it goes out with
   * its fixed Message-ID and is marked sent. A crash between the server's acceptance and the mark sends it once
   * more with the same Message-ID — the receiver's duplicate, which no SMTP client can rule out.
   */
  const sendJob: JobDefinition<{ emailId: number }> = {
    kind: SEND_EMAIL_JOB_KIND,
    payload: z.object({ emailId: z.number().int().positive() }),
    async run({ emailId }, { job }) {
      const row = await repository.findEmail(db, emailId);
      if (!row) throw new PermanentJobError(`outbound email ${emailId} no longer exists`);
      if (row.statusId === EmailStatus.ids.SENT) return { alreadySent: true };
      if (!mail.sender) {
        // Queued by an instance with SMTP, run by one without: keep it for staff rather than fail it.
        await repository.markEmailUnsent(db, emailId, EmailStatus.ids.HELD, null);
        return { held: true };
      }
      const attachments = row.attachmentFileId
        ? [
            {
              filename: row.attachmentName ?? 'purchase-order.pdf',
              content: await readAttachment(row.attachmentFileId),
              contentType: PDF_TYPE,
            },
          ]
        : [];
      try {
        const result = await mail.sender.send({
          from: mail.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.body,
          messageId: row.messageId,
          attachments,
        });
        await repository.markEmailSent(db, emailId, result.response);
        return { response: result.response };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const isPermanent = isPermanentSmtpFailure(error);
        const isLastAttempt = job.attempts >= job.maxAttempts;
        await repository.markEmailUnsent(
          db,
          emailId,
          isPermanent || isLastAttempt ? EmailStatus.ids.FAILED : EmailStatus.ids.QUEUED,
          reason.slice(0, 500),
        );
        if (isPermanent) throw new PermanentJobError(reason);
        throw error;
      }
    },
  };

  return {
    getTemplate,
    updateTemplate,
    preview,
    send,
    listOutbox,
    openAttachment,
    sendJob,
  };
}

export type EmailsService = ReturnType<typeof createEmailsService>;
