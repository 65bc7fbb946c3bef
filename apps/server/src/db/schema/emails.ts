/**
 * The purchase-order email (issue 15; spec 001 §3 'email template' seen by name, §9 key 'purchase_order'): the
 * templates a super admin edits, and the outbox every mail the portal sends is written to first.
 * docs/decisions/169-purchase-order-template-and-pdf.md, docs/decisions/170-email-outbox-and-smtp.md.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appUser, company } from './core';
import { storedFile } from './files';
import { customerOrder } from './orders';

/**
 * A template a super admin has saved, per key, in English and French. A key with no row has the portal's default
 * text (modules/emails/purchase-order-template.ts), so the default can be improved by a release until someone
 * edits it.
 */
export const emailTemplate = pgTable('email_template', {
  key: text('key').primaryKey(),
  subjectEn: text('subject_en').notNull(),
  bodyEn: text('body_en').notNull(),
  subjectFr: text('subject_fr').notNull(),
  bodyFr: text('body_fr').notNull(),
  version: integer('version').notNull().default(1),
  updatedByUserId: integer('updated_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The outbox: one row per mail, written with its send job in the transaction that asks for it (decision 170), so
 * a crash never loses a requested mail; the job marks it sent with the server's answer. The text is kept as sent
 * (a later template or order change does not rewrite a mail already made).
 */
export const outboundEmail = pgTable(
  'outbound_email',
  {
    id: serial('id').primaryKey(),
    templateKey: text('template_key').notNull(),
    /** The order and seller a purchase order is for; kept (null) when the order or company is deleted. */
    orderId: integer('order_id').references(() => customerOrder.id, { onDelete: 'set null' }),
    /** 'OR-10001-P2', kept with the mail so the outbox still names a deleted order's mail. */
    orderNumber: text('order_number'),
    sellerCompanyId: integer('seller_company_id').references(() => company.id, { onDelete: 'set null' }),
    sellerCompanyName: text('seller_company_name'),
    toAddress: text('to_address').notNull(),
    /** Language: English 1, French 2 — the one the mail is written in. */
    languageId: smallint('language_id').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The PDF in the file store (folder 'purchase_order'). */
    attachmentFileId: uuid('attachment_file_id').references(() => storedFile.id, { onDelete: 'set null' }),
    attachmentName: text('attachment_name'),
    /**
     * Fixed when the mail is queued and sent with every attempt: a retry after a crash between the SMTP server's
     * acceptance and the 'sent' mark carries the same Message-ID, so the receiver can tell the copy.
     */
    messageId: text('message_id').notNull().unique(),
    /** EmailStatus: queued 1, sent 2, held 3, failed 4. */
    statusId: smallint('status_id').notNull().default(1),
    /** The send job (decision 080); null for a mail held because no SMTP server is configured. */
    jobId: bigint('job_id', { mode: 'number' }),
    /** The SMTP server's answer to the accepted mail, for support. */
    smtpResponse: text('smtp_response'),
    failureReason: text('failure_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdByUserId: integer('created_by_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('outbound_email_status_check', sql`${table.statusId} between 1 and 4`),
    // The outbox screens: all of it newest first, one order's, one status's.
    index('outbound_email_created_index').on(table.createdAt, table.id),
    index('outbound_email_order_index').on(table.orderId, table.createdAt),
    index('outbound_email_status_index').on(table.statusId, table.createdAt),
    index('outbound_email_seller_index').on(table.sellerCompanyId),
    index('outbound_email_attachment_index').on(table.attachmentFileId),
  ],
);
