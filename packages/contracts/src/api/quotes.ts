/**
 * Quote intake and standardization (spec 001 §3 Quote request, Standardized quote item, Quote matched item; §4
 * status ids; §5 rules; §7 calls). One quote number follows a job through its three stages — request (QR),
 * standardized quote (SQ) and quote (CQ) — and is shown with the stage's code ('QR-10001').
 * The data model and the stage hand-offs: docs/decisions/129-quote-data-model.md.
 */
import { z } from 'zod';
import { MAX_SPECS_PER_PRODUCT_ITEM } from '../constants';
import { listQuerySchema, booleanQuerySchema } from '../list-query';
import { MESSAGES } from '../messages';
import { dateOnlySchema, emailSchema } from '../validation';
import { coordinatesSchema } from './companies';
import {
  buyerCompanyFields,
  jobPartyFields,
  lineQuantity,
  optionalText,
  ownerUserFields,
  recordStampFields,
  searchText,
} from './fields';
import { matchCandidateSchema, matchInfoSchema, matchSourceSchema } from './gomatch';
import { pageSchema } from './common';

/** The first quote number; one sequence serves every stage of a job. */
export const FIRST_QUOTE_NUMBER = 10_001;

/** 'QR-10001', 'SQ-10001', 'CQ-10001': the stage's code (spec 001 §3 quote entity types) and the job's number. */
export function formatQuoteNumber(entityCode: 'QR' | 'SQ' | 'CQ', quoteNumber: number): string {
  return `${entityCode}-${quoteNumber}`;
}

/** The pasted list: 50,000 lines of 40 characters fit; the engine reads at most QUOTE_REQUEST_MAX_LINES of them. */
export const QUOTE_REQUEST_DETAILS_MAX_LENGTH = 2_000_000;
export const QUOTE_REQUEST_MAX_LINES = 5_000;
/** A request carries at most this many attachments (each at most MAX_UPLOAD_BYTES). */
export const QUOTE_REQUEST_MAX_ATTACHMENTS = 20;

const referenceId = z.number().int().positive();
const optionalEmail = z
  .union([emailSchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));
const optionalDate = z
  .union([dateOnlySchema, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/** spec 001 §3 requestPurpose {id, name, clientName}: Install 1 / Bid 2; the client a bid is for. */
export const requestPurposeInputSchema = z.object({
  id: referenceId,
  clientName: optionalText(200),
});

/** POST/PUT quoteRequest (spec 001 §7). Attachments are uploaded to the saved request (quoteRequestAttachment). */
export const quoteRequestInputSchema = z.object({
  buyerCompanyId: referenceId,
  buyerUserId: referenceId,
  ownerUserId: referenceId
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  referenceNumber: optionalText(100),
  email: optionalEmail,
  jobName: z.string().trim().min(1, { message: 'Required' }).max(200),
  approxJobDate: optionalDate,
  quoteBackDate: optionalDate,
  deliveryMethodId: referenceId,
  deliveryAddress: optionalText(300),
  city: optionalText(120),
  postalCode: optionalText(20),
  provinceId: referenceId.nullable(),
  countryId: referenceId.nullable(),
  spatialDeliveryAddress: coordinatesSchema.nullable(),
  details: z.string().max(QUOTE_REQUEST_DETAILS_MAX_LENGTH).default(''),
  requestPurpose: requestPurposeInputSchema,
  qto: z.boolean().default(false),
});
export type QuoteRequestInput = z.input<typeof quoteRequestInputSchema>;
export type QuoteRequestValues = z.output<typeof quoteRequestInputSchema>;
export const createQuoteRequestSchema = quoteRequestInputSchema;
export const updateQuoteRequestSchema = quoteRequestInputSchema.extend({ id: referenceId });
export type UpdateQuoteRequest = z.input<typeof updateQuoteRequestSchema>;

/**
 * A file of the request (spec 001 §3 attachmentPath). `pathStr` is the opaque key downloadQuoteRequestAttachment
 * takes (`{quoteRequestId}/{fileId}`): the server resolves it only among that request's own files.
 */
export const quoteAttachmentSchema = z.object({
  id: z.string(),
  pathStr: z.string(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type QuoteAttachment = z.infer<typeof quoteAttachmentSchema>;

/** The matching engine's run over a request (spec 001 §4 background-process status) and what it found. */
export const matchingRunSchema = z.object({
  statusId: z.number().int(),
  /** Why lines could not be read (a PDF without text, a protected workbook …), for staff; empty when none. */
  problems: z.array(z.object({ fileId: z.string().nullable(), message: z.string() })),
  lineCount: z.number().int(),
  finishedAt: z.string().nullable(),
});
export type MatchingRun = z.infer<typeof matchingRunSchema>;

export const quoteRequestRowSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.number().int(),
  referenceNumber: z.string().nullable(),
  jobName: z.string(),
  ...jobPartyFields,
  statusId: z.number().int(),
  matchingStatusId: z.number().int(),
  requestPurposeId: z.number().int(),
  deliveryMethodId: z.number().int(),
  city: z.string().nullable(),
  provinceId: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  approxJobDate: z.string().nullable(),
  quoteBackDate: z.string().nullable(),
  qto: z.boolean(),
  /** The standardized quote of the request, once staff picked it up. */
  standardizedQuoteId: z.number().int().nullable(),
  ...recordStampFields,
});
export type QuoteRequestRow = z.infer<typeof quoteRequestRowSchema>;
export const quoteRequestPageSchema = pageSchema(quoteRequestRowSchema);
export type QuoteRequestPage = z.infer<typeof quoteRequestPageSchema>;

/** GET quoteRequest/{id}. */
export const quoteRequestSchema = quoteRequestRowSchema.extend({
  email: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryId: z.number().int().nullable(),
  spatialDeliveryAddress: coordinatesSchema.nullable(),
  details: z.string(),
  requestPurpose: z.object({ id: z.number().int(), name: z.string(), clientName: z.string().nullable() }),
  attachments: z.array(quoteAttachmentSchema),
  matching: matchingRunSchema,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const QUOTE_REQUEST_SORT_FIELDS = [
  'quoteNumber',
  'jobName',
  'buyerCompanyName',
  'statusId',
  'quoteBackDate',
  'approxJobDate',
  'createdAt',
  'updatedAt',
] as const;

/** Filters shared by the request, standardized-quote and quote lists (spec 001 §2 Quotes menu). */
export const quoteListFilters = {
  /** Quote number, job name, reference number, client name; accents and case ignored. */
  search: searchText(200),
  statusId: z.coerce.number().int().positive().optional(),
  buyerCompanyId: z.coerce.number().int().positive().optional(),
  ownerUserId: z.coerce.number().int().positive().optional(),
  provinceId: z.coerce.number().int().positive().optional(),
  requestPurposeId: z.coerce.number().int().positive().optional(),
  deliveryMethodId: z.coerce.number().int().positive().optional(),
  /** Created on or after / on or before (date-only, spec 001 §5). */
  createdFrom: dateOnlySchema.optional(),
  createdTo: dateOnlySchema.optional(),
};

/** GET quoteRequestPageableResult. */
export const quoteRequestListQuerySchema = listQuerySchema({
  sortFields: QUOTE_REQUEST_SORT_FIELDS,
  defaultSort: { field: 'quoteNumber', order: 'desc' },
  filters: { ...quoteListFilters, qto: booleanQuerySchema.optional() },
});
export type QuoteRequestListQuery = z.infer<typeof quoteRequestListQuerySchema>;
export type QuoteRequestListQueryInput = z.input<typeof quoteRequestListQuerySchema>;

// ——— Standardized quotes ———

/** spec 001 §3 Quote matched item, as stored for a request: the engine's line plus its top-3. */
export const quoteMatchedItemSchema = z.object({
  id: z.number().int(),
  sequenceNumber: z.number().int(),
  sourceText: z.string(),
  source: matchSourceSchema,
  /** spec 001 §4 background-process status of this line's match. */
  statusId: z.number().int(),
  quantity: z.number().nullable(),
  note: z.string().nullable(),
  matchedNameId: z.number().int().nullable(),
  nameMatchInfo: matchInfoSchema,
  matchedSizeId: z.number().int().nullable(),
  sizeMatchInfo: matchInfoSchema,
  matchedSpecIds: z.array(z.number().int()),
  specMatchInfo: matchInfoSchema,
  nameAlternatives: z.array(matchCandidateSchema),
  sizeAlternatives: z.array(matchCandidateSchema),
});
export type QuoteMatchedItem = z.infer<typeof quoteMatchedItemSchema>;

const itemSpecIds = z
  .array(referenceId)
  .max(MAX_SPECS_PER_PRODUCT_ITEM, { message: MESSAGES.maxSpecsReached })
  .refine((ids) => new Set(ids).size === ids.length, { message: 'A spec is listed twice.' });

/** spec 001 §3 Standardized quote item, as the workspace sends it. No id: a new line. */
export const standardizedQuoteItemInputSchema = z.object({
  id: z.number().int().positive().optional(),
  sequenceNumber: z.number().int().min(1),
  productId: referenceId.nullable(),
  productSizeId: referenceId.nullable(),
  specIds: itemSpecIds.default([]),
  quantity: lineQuantity.nullable(),
  reviewed: z.boolean().default(false),
  note: optionalText(1_000),
  fromGomatchItemId: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type StandardizedQuoteItemInput = z.input<typeof standardizedQuoteItemInputSchema>;

export const standardizedQuoteItemSchema = z.object({
  id: z.number().int(),
  sequenceNumber: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  productSizeId: z.number().int().nullable(),
  productSizeName: z.string().nullable(),
  specs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  quantity: z.number().nullable(),
  reviewed: z.boolean(),
  note: z.string().nullable(),
  fromGomatchItemId: z.number().int().nullable(),
  /** The engine's line this item came from (kept when the match is replaced), and what it said. */
  sourceText: z.string().nullable(),
  matched: quoteMatchedItemSchema.nullable(),
  /**
   * The same line (folded as GoMatch folds it, without its quantity) read from another source too — the pasted
   * list and a spreadsheet of the same lines (issue 34, decision 200): items of one group are duplicates of each
   * other and staff choose which source to keep. Null for any other line.
   */
  duplicateGroup: z.number().int().nullable(),
});
export type StandardizedQuoteItem = z.infer<typeof standardizedQuoteItemSchema>;

/** What Save does with the status (spec 001 §3 action log: Save, Save & Complete, Move back to WIP and save). */
export const STANDARDIZATION_ACTIONS = ['save', 'saveAndComplete', 'moveBackToWipAndSave'] as const;
export const standardizationActionSchema = z.enum(STANDARDIZATION_ACTIONS);
export type StandardizationAction = z.infer<typeof standardizationActionSchema>;

/** POST quoteStandardization: start standardizing a request (its items come from the engine's lines). */
export const startStandardizationSchema = z.object({ quoteRequestId: referenceId });
export type StartStandardization = z.infer<typeof startStandardizationSchema>;

/**
 * POST quoteConstruction (spec 001 §7): the quote of a complete standardized quote, as Save & Complete makes it;
 * called again it answers the quote made (decision 193).
 */
export const constructQuoteSchema = z.object({ standardizedQuoteId: referenceId });
export type ConstructQuote = z.infer<typeof constructQuoteSchema>;

/** PUT quoteStandardization: the whole item list, in order, with the version of the standardized quote read. */
export const saveStandardizationSchema = z.object({
  id: referenceId,
  action: standardizationActionSchema,
  items: z.array(standardizedQuoteItemInputSchema).max(QUOTE_REQUEST_MAX_LINES),
});
export type SaveStandardization = z.input<typeof saveStandardizationSchema>;

/** The first fields of a standardized quote's and a quote's row: the job's number, request, name, buyer and owner. */
export const quoteStageRowFields = {
  id: z.number().int(),
  quoteNumber: z.number().int(),
  quoteRequestId: z.number().int(),
  jobName: z.string(),
  ...buyerCompanyFields,
  ...ownerUserFields,
};

export const standardizedQuoteRowSchema = z.object({
  ...quoteStageRowFields,
  statusId: z.number().int(),
  matchingStatusId: z.number().int(),
  itemCount: z.number().int(),
  reviewedCount: z.number().int(),
  provinceName: z.string().nullable(),
  quoteBackDate: z.string().nullable(),
  /** The quote (CQ) completing it created. */
  quoteId: z.number().int().nullable(),
  ...recordStampFields,
});
export type StandardizedQuoteRow = z.infer<typeof standardizedQuoteRowSchema>;
export const standardizedQuotePageSchema = pageSchema(standardizedQuoteRowSchema);
export type StandardizedQuotePage = z.infer<typeof standardizedQuotePageSchema>;

/** GET standardizedQuote/{id}: the workspace — the request's header, its files, the items in sequence order. */
export const standardizedQuoteSchema = standardizedQuoteRowSchema.extend({
  request: quoteRequestSchema,
  items: z.array(standardizedQuoteItemSchema),
  /** Processed (spec 001 §4): items shown, nothing editable. */
  readOnly: z.boolean(),
  /** The quote (CQ) completing it created: its status and how many items it holds (issue 13 hand-off). */
  quote: z
    .object({
      id: z.number().int(),
      quoteNumber: z.number().int(),
      statusId: z.number().int(),
      itemCount: z.number().int(),
    })
    .nullable(),
});
export type StandardizedQuote = z.infer<typeof standardizedQuoteSchema>;

export const STANDARDIZED_QUOTE_SORT_FIELDS = [
  'quoteNumber',
  'jobName',
  'buyerCompanyName',
  'statusId',
  'quoteBackDate',
  'createdAt',
  'updatedAt',
] as const;

/** GET standardizedQuotePageableResult. */
export const standardizedQuoteListQuerySchema = listQuerySchema({
  sortFields: STANDARDIZED_QUOTE_SORT_FIELDS,
  defaultSort: { field: 'quoteNumber', order: 'desc' },
  filters: { ...quoteListFilters, matchingStatusId: z.coerce.number().int().min(0).max(3).optional() },
});
export type StandardizedQuoteListQuery = z.infer<typeof standardizedQuoteListQuerySchema>;
export type StandardizedQuoteListQueryInput = z.input<typeof standardizedQuoteListQuerySchema>;

/** GET downloadQuoteRequestAttachment?pathStr= */
export const downloadQuoteRequestAttachmentQuerySchema = z.object({ pathStr: z.string().min(1).max(200) });

/** GET relaunchGoMatch/{id}?itemId=: the whole standardized quote (work lost, confirmed) or one of its lines. */
export const relaunchGoMatchQuerySchema = z.object({ itemId: z.coerce.number().int().positive().optional() });

/** The learned corrections (issue 13 'learns'): listed and removed by a super admin. */
export const gomatchCorrectionSchema = z.object({
  id: z.number().int(),
  inputText: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  productSizeId: z.number().int().nullable(),
  productSizeName: z.string().nullable(),
  specIds: z.array(z.number().int()),
  /** The specs' names, in the order of `specIds` (a spec deleted since is left out). */
  specNames: z.array(z.string()),
  useCount: z.number().int(),
  createdByUserName: z.string().nullable(),
  updatedAt: z.string(),
});
export type GomatchCorrection = z.infer<typeof gomatchCorrectionSchema>;
export const gomatchCorrectionPageSchema = pageSchema(gomatchCorrectionSchema);
export const gomatchCorrectionListQuerySchema = listQuerySchema({
  sortFields: ['updatedAt', 'inputText', 'useCount'] as const,
  defaultSort: { field: 'updatedAt', order: 'desc' },
  filters: { search: searchText(200) },
});
export type GomatchCorrectionListQuery = z.infer<typeof gomatchCorrectionListQuerySchema>;
