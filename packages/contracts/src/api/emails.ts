/**
 * The purchase-order email (issue 15; spec 001 §3 send-email request {orderNumber, sellerCompanyId,
 * geocodeAddress} and 'email template' seen by name; §7 POST sendDynamicEmail, POST downloadEmailAttachment,
 * GET emailTemplate/{key}; §9 template key 'purchase_order', named Purchase Order Confirmation). The template and
 * its PDF: docs/decisions/169-purchase-order-template-and-pdf.md; the outbox and the crash-safe send:
 * docs/decisions/170-email-outbox-and-smtp.md.
 */
import { z } from 'zod';
import { defineEnumeration, type EnumerationId } from '../enumeration';
import { Language } from '../enumerations';
import { listQuerySchema, queryIdSchema } from '../list-query';
import { formatOrderNumber } from './orders';
import { pageSchema } from './common';

/** spec 001 §9: the one template key the spec names, and its name. */
export const PURCHASE_ORDER_TEMPLATE_KEY = 'purchase_order';
export const PURCHASE_ORDER_TEMPLATE_NAME = 'Purchase Order Confirmation';
export const EMAIL_TEMPLATE_KEYS = [PURCHASE_ORDER_TEMPLATE_KEY] as const;
export type EmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

/**
 * What a purchase-order template may say, as `{{name}}`: each is filled from the order, the seller's sub-order
 * and its lines when the mail is made. Anything else between double braces is refused (400 naming the field).
 */
export const PURCHASE_ORDER_PLACEHOLDERS = [
  'orderNumber',
  'sentDate',
  'sellerCompany',
  'sellerEmail',
  'buyerCompany',
  'buyerContact',
  'jobName',
  'referenceNumber',
  'deliveryMethod',
  'deliveryAddress',
  'pickupDates',
  'deliveryDates',
  'lines',
  'itemCount',
  'sellerTotal',
  'transportCost',
  'senderName',
] as const;
export type PurchaseOrderPlaceholder = (typeof PURCHASE_ORDER_PLACEHOLDERS)[number];

/** `{{ name }}`: a name of letters and digits, spaces inside the braces tolerated. */
const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The placeholder names a text uses, in order of first use, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] as string))];
}

/** The names a text uses that the template does not offer. */
export function unknownPlaceholders(text: string, allowed: readonly string[] = PURCHASE_ORDER_PLACEHOLDERS) {
  return placeholdersIn(text).filter((name) => !allowed.includes(name));
}

export function unknownPlaceholderMessage(names: readonly string[]): string {
  const listed = names.map((name) => `{{${name}}}`).join(', ');
  return names.length === 1 ? `Unknown placeholder ${listed}.` : `Unknown placeholders ${listed}.`;
}

/**
 * Fills `{{name}}` with its value. The values are plain text and the mail is plain text, so nothing is escaped;
 * a name without a value (never after validation) is left as written, so a mistake shows rather than vanishes.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => values[name] ?? whole);
}

const subject = z.string().trim().min(1, 'Enter a subject.').max(300);
const body = z.string().trim().min(1, 'Enter the message.').max(20_000);

/** GET emailTemplate/{key}: the template in both languages; `version` 1 and `isDefault` while it still has the default text. */
export const emailTemplateSchema = z.object({
  key: z.enum(EMAIL_TEMPLATE_KEYS),
  name: z.string(),
  placeholders: z.array(z.string()),
  subjectEn: z.string(),
  bodyEn: z.string(),
  subjectFr: z.string(),
  bodyFr: z.string(),
  /** True while no super admin has saved it: the text is the portal's default. */
  isDefault: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedByUserName: z.string().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailTemplateKeyParamSchema = z.object({ key: z.enum(EMAIL_TEMPLATE_KEYS) });

/**
 * PUT emailTemplate (super admin; version header — the spec names only the GET, decision 169 records the added
 * call): both languages' subject and body, every placeholder one the template offers.
 */
export const updateEmailTemplateSchema = z
  .object({
    key: z.enum(EMAIL_TEMPLATE_KEYS),
    subjectEn: subject,
    bodyEn: body,
    subjectFr: subject,
    bodyFr: body,
  })
  .superRefine((template, context) => {
    for (const field of ['subjectEn', 'bodyEn', 'subjectFr', 'bodyFr'] as const) {
      const unknown = unknownPlaceholders(template[field]);
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', path: [field], message: unknownPlaceholderMessage(unknown) });
      }
    }
  });
export type UpdateEmailTemplate = z.input<typeof updateEmailTemplateSchema>;

/** 'OR-10001' or 'OR-10001-P2' (formatOrderNumber); a bare job number means its first phase. */
const ORDER_NUMBER_PATTERN = /^(?:OR-)?(\d{1,9})(?:-P(\d{1,4}))?$/i;

export function parseOrderNumber(text: string): { orderNumber: number; phaseNumber: number } | null {
  const match = ORDER_NUMBER_PATTERN.exec(text.trim());
  if (!match) return null;
  return { orderNumber: Number(match[1]), phaseNumber: match[2] === undefined ? 1 : Number(match[2]) };
}

const orderNumberField = z
  .union([z.string(), z.number().int().positive()])
  .transform((value) => String(value))
  .refine((value) => parseOrderNumber(value) !== null, {
    message: `Enter an order number such as ${formatOrderNumber(10001)}.`,
  });

/**
 * spec 001 §3 send-email request: the order (its number), the seller whose purchase order it is, and the address
 * the goods go to as the PO should print it (`geocodeAddress`; empty: the order's delivery address).
 */
export const sendEmailRequestSchema = z.object({
  orderNumber: orderNumberField,
  sellerCompanyId: z.number().int().positive(),
  geocodeAddress: z.string().trim().max(500).nullish(),
});
export type SendEmailRequest = z.input<typeof sendEmailRequestSchema>;

/**
 * POST emailPreview (added beside sendDynamicEmail, decision 169): the mail as it would be sent — or, from the
 * template editor, the unsaved text in one language filled with a real order's values.
 */
export const emailPreviewRequestSchema = sendEmailRequestSchema
  .extend({
    /** Unset: the order's first seller (the template editor previews with any seller of the order). */
    sellerCompanyId: z.number().int().positive().optional(),
    languageId: z
      .number()
      .int()
      .refine((id) => Language.has(id), 'Choose a language.')
      .optional(),
    subject: z.string().max(300).optional(),
    body: z.string().max(20_000).optional(),
  })
  .superRefine((request, context) => {
    for (const field of ['subject', 'body'] as const) {
      const unknown = unknownPlaceholders(request[field] ?? '');
      if (unknown.length > 0) {
        context.addIssue({ code: 'custom', path: [field], message: unknownPlaceholderMessage(unknown) });
      }
    }
  });
export type EmailPreviewRequest = z.input<typeof emailPreviewRequestSchema>;

export const emailPreviewSchema = z.object({
  to: z.string(),
  languageId: z.number().int(),
  subject: z.string(),
  body: z.string(),
  attachmentName: z.string(),
  lineCount: z.number().int(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/**
 * Where an outbox mail stands (decision 170): queued (its send job pending), sent (the SMTP server accepted it),
 * held (no SMTP server configured: staff open and download it), failed (the server refused it for good).
 */
export const EmailStatus = defineEnumeration('email_status', {
  QUEUED: { id: 1, label: 'Queued' },
  SENT: { id: 2, label: 'Sent' },
  HELD: { id: 3, label: 'Held' },
  FAILED: { id: 4, label: 'Failed' },
});
export type EmailStatusId = EnumerationId<typeof EmailStatus>;

/** One mail of the outbox. */
export const outboundEmailSchema = z.object({
  id: z.number().int(),
  templateKey: z.string(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  sellerCompanyId: z.number().int().nullable(),
  sellerCompanyName: z.string().nullable(),
  toAddress: z.string(),
  languageId: z.number().int(),
  subject: z.string(),
  body: z.string(),
  statusId: z.number().int(),
  /** The Message-ID the mail is sent with, fixed when it is queued (the receiver's dedupe key, decision 170). */
  messageId: z.string(),
  attachmentName: z.string().nullable(),
  hasAttachment: z.boolean(),
  failureReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  createdByUserName: z.string().nullable(),
});
export type OutboundEmail = z.infer<typeof outboundEmailSchema>;

const positiveId = queryIdSchema;

/** GET emailOutbox: the outbox, newest first, all of it or one order's; optionally one status. */
export const emailOutboxQuerySchema = listQuerySchema({
  sortFields: ['createdAt'] as const,
  defaultSort: { field: 'createdAt', order: 'desc' },
  filters: {
    orderId: positiveId.optional(),
    statusId: z.coerce
      .number()
      .int()
      .refine((id) => EmailStatus.has(id), 'Choose an email status.')
      .optional(),
  },
});
export type EmailOutboxQuery = z.infer<typeof emailOutboxQuerySchema>;
export type EmailOutboxQueryInput = z.input<typeof emailOutboxQuerySchema>;
export const emailOutboxPageSchema = pageSchema(outboundEmailSchema);
export type EmailOutboxPage = z.infer<typeof emailOutboxPageSchema>;

/** POST downloadEmailAttachment (spec 001 §7): the PDF of an outbox mail. */
export const downloadEmailAttachmentSchema = z.object({ id: z.number().int().positive() });
export type DownloadEmailAttachment = z.input<typeof downloadEmailAttachmentSchema>;
