import { z } from 'zod';
import { searchText } from './fields';
import { defineEnumeration, type EnumerationId } from '../enumeration';
import { booleanQuerySchema, listQuerySchema, MAX_LIST_OFFSET, pageSchema } from '../list-query';
import { hasAtMostDecimals, MONEY_DECIMALS } from '../quote-money';

/**
 * Rates are percentages (9.975 means 9.975 %), 0 ≤ rate < 100, at most three decimals: what staff read on a tax
 * notice and type (docs/decisions/040-rate-units.md). Both the server and the forms check with this function so
 * the refusal wording (spec 001 §5) is the same everywhere.
 */
export const RATE_DECIMALS = 3;
export function isValidRate(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < 0 || value >= 100) return false;
  return hasAtMostDecimals(value, RATE_DECIMALS);
}

/** Money amounts (a fee minimum) in dollars with cents: 0 ≤ amount ≤ 1,000,000. */
export function isValidAmount(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < 0 || value > 1_000_000) return false;
  return hasAtMostDecimals(value, MONEY_DECIMALS);
}

const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use the format YYYY-MM-DD.' });

// ---------------------------------------------------------------------------------------------------------------
// Tax rates (spec 001 §2 Tax Rate Settings, §5 'Please input a valid tax rate.')

/** The components of a province's or state's sales tax; a component that does not apply is 0. */
export const TAX_RATE_COMPONENTS = ['gstRate', 'pstRate', 'qstRate', 'hstRate', 'stateRate'] as const;
export type TaxRateComponent = (typeof TAX_RATE_COMPONENTS)[number];

export const taxRateSchema = z.object({
  id: z.number().int(),
  provinceId: z.number().int(),
  provinceName: z.string(),
  provinceCode: z.string(),
  countryId: z.number().int(),
  gstRate: z.number(),
  pstRate: z.number(),
  qstRate: z.number(),
  hstRate: z.number(),
  stateRate: z.number(),
  /** The sum of the components, what a quote or order applies. */
  totalRate: z.number(),
  effectiveFrom: z.string(),
  version: z.number().int(),
});
export type TaxRate = z.infer<typeof taxRateSchema>;

/** The range check is the service's, so the refusal carries the spec's exact wording. */
export const updateTaxRateRequestSchema = z.object({
  id: z.number().int().positive(),
  gstRate: z.number(),
  pstRate: z.number(),
  qstRate: z.number(),
  hstRate: z.number(),
  stateRate: z.number(),
  effectiveFrom: isoDateSchema,
});
export type UpdateTaxRateRequest = z.infer<typeof updateTaxRateRequestSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Transaction fees (spec 001 §2 Transaction Fee Settings, §5 'Please input a valid fee rate.')

/** What the marketplace charges a company on a transaction (docs/decisions/041-transaction-fee-kinds.md). */
export const TransactionFeeType = defineEnumeration('transaction_fee_type', {
  BUYER_FEE: { id: 1, label: 'Buyer fee' },
  SELLER_FEE: { id: 2, label: 'Seller fee' },
  PAYMENT_PROCESSING_FEE: { id: 3, label: 'Payment processing fee' },
});
export type TransactionFeeTypeId = EnumerationId<typeof TransactionFeeType>;

export const transactionFeeSchema = z.object({
  /** Null until the company's fee of this type is first saved; the rate shown is then 0. */
  id: z.number().int().nullable(),
  companyId: z.number().int(),
  feeTypeId: z.number().int(),
  feeTypeName: z.string(),
  rate: z.number(),
  minimumAmount: z.number(),
  /** 0 for a fee not saved yet. */
  version: z.number().int(),
});
export type TransactionFee = z.infer<typeof transactionFeeSchema>;

export const transactionFeesQuerySchema = z.object({ companyId: z.coerce.number().int().positive() });

export const updateTransactionFeeRequestSchema = z.object({
  companyId: z.number().int().positive(),
  feeTypeId: z.number().int().positive(),
  rate: z.number(),
  minimumAmount: z.number(),
  /** The version read; 0 for a fee that was not saved yet (optimistic concurrency, spec 000 §4). */
  version: z.number().int().min(0),
});
export type UpdateTransactionFeeRequest = z.infer<typeof updateTransactionFeeRequestSchema>;

export const updateTransactionFeesRequestSchema = z.array(updateTransactionFeeRequestSchema).min(1).max(100);
export type UpdateTransactionFeesRequest = z.infer<typeof updateTransactionFeesRequestSchema>;

export const feeCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  companyTypeId: z.number().int(),
});
export type FeeCompany = z.infer<typeof feeCompanySchema>;
export const feeCompaniesQuerySchema = z.object({ search: searchText(100) });
export const FEE_COMPANIES_LIMIT = 50;

// ---------------------------------------------------------------------------------------------------------------
// Translations (spec 001 §2 Translation Settings, §5 'Please check for the duplicated keys.')

export const DICTIONARY_KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

export const dictionaryEntrySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  en: z.string(),
  /** Null while the French translation is missing (highlighted in the table). */
  fr: z.string().nullable(),
  /** A shipped key comes with the portal and cannot be deleted, only edited. */
  isShipped: z.boolean(),
  version: z.number().int(),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

export const dictionaryUpsertSchema = z.object({
  /** Absent for a new key. */
  id: z.number().int().positive().optional(),
  key: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(DICTIONARY_KEY_PATTERN, { message: 'Use letters, digits, _ and - separated by dots.' }),
  en: z.string().trim().min(1).max(2000),
  fr: z.string().trim().max(2000).nullable(),
  version: z.number().int().min(0).optional(),
});
export type DictionaryUpsert = z.infer<typeof dictionaryUpsertSchema>;

export const updateDictionariesRequestSchema = z.object({
  upserts: z.array(dictionaryUpsertSchema).max(1000),
  deletions: z
    .array(z.object({ id: z.number().int().positive(), version: z.number().int().min(1) }))
    .max(1000),
});
export type UpdateDictionariesRequest = z.infer<typeof updateDictionariesRequestSchema>;

/**
 * spec 000 §7 'Update dictionaries | PUT | list': the list form. Each row is an entry as the table holds it; a
 * row marked with the spec's delete marker (001 §9 row markers: D) is deleted, any other row is inserted (no id)
 * or updated (docs/decisions/062-delivery-reference-data-and-calls.md).
 */
export const dictionaryListRowSchema = z.union([
  z.object({
    dataStatus: z.literal('D'),
    id: z.number().int().positive(),
    version: z.number().int().min(1),
  }),
  dictionaryUpsertSchema.extend({ dataStatus: z.enum(['I', 'E']).optional() }),
]);
export type DictionaryListRow = z.infer<typeof dictionaryListRowSchema>;
/** PUT dictionaries: the list form or the {upserts, deletions} form. */
export const updateDictionariesBodySchema = z.union([
  z.array(dictionaryListRowSchema).max(2000),
  updateDictionariesRequestSchema,
]);
export type UpdateDictionariesBody = z.infer<typeof updateDictionariesBodySchema>;

/** The list form as upserts and deletions. */
export function toDictionaryChanges(body: UpdateDictionariesBody): UpdateDictionariesRequest {
  if (!Array.isArray(body)) return body;
  const changes: UpdateDictionariesRequest = { upserts: [], deletions: [] };
  for (const row of body) {
    if (row.dataStatus === 'D') changes.deletions.push({ id: row.id, version: row.version });
    else {
      const { dataStatus: _marker, ...upsert } = row;
      changes.upserts.push(upsert);
    }
  }
  return changes;
}

/** The dictionary is bounded by nature (the portal's own strings); this caps what one answer carries. */
export const MAX_DICTIONARY_ENTRIES = 20_000;

/** The key of a menu label in the dictionary: 'Tax Rate Settings' → 'menu.taxRateSettings'. */
export function menuTranslationKey(label: string): string {
  const words = label.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
  return `menu.${camel}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Discounts (spec 001 §3: id, name, description)

export const discountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  version: z.number().int(),
});
export type Discount = z.infer<typeof discountSchema>;

export const createDiscountRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).nullable(),
});
export type CreateDiscountRequest = z.infer<typeof createDiscountRequestSchema>;

export const updateDiscountRequestSchema = createDiscountRequestSchema.extend({
  id: z.number().int().positive(),
});
export type UpdateDiscountRequest = z.infer<typeof updateDiscountRequestSchema>;

/** Discount Settings' table: the list query of every table (decision 085: 1-based pages), sorted by name. */
export const DISCOUNT_SORT_FIELDS = ['name'] as const;
export const discountsQuerySchema = listQuerySchema({
  sortFields: DISCOUNT_SORT_FIELDS,
  defaultSort: { field: 'name', order: 'asc' },
  filters: { search: searchText(100) },
});
export type DiscountsQuery = z.infer<typeof discountsQuerySchema>;

/**
 * GET discounts answers every discount type (spec 000 §7 'GET all'; the order-discount dropdown). Discount types
 * are a short list staff curate; the answer is capped here so it stays bounded whatever happens.
 */
export const MAX_DISCOUNTS = 1000;

// ---------------------------------------------------------------------------------------------------------------
// Action log (spec 001 §3 actions and types; transaction/actionLogs, transaction/ownerUsers)

/**
 * Offset paging stops here: the newest entries are what staff look for, and a deeper page would make the
 * database skip more rows than an index walk should (docs/decisions/043-action-log-paging.md).
 */
export const ACTION_LOG_MAX_OFFSET = MAX_LIST_OFFSET;

/** The log reads newest first, and only that way: its indexes are (… created_at desc, id desc). */
export const ACTION_LOG_SORT_FIELDS = ['createdAt'] as const;
export const actionLogQuerySchema = listQuerySchema({
  sortFields: ACTION_LOG_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'desc' },
  maxOffset: ACTION_LOG_MAX_OFFSET,
  filters: {
    userId: z.coerce.number().int().positive().optional(),
    actionId: z.coerce.number().int().positive().optional(),
    actionTypeId: z.coerce.number().int().positive().optional(),
    recordNumber: z.string().trim().min(1).max(100).optional(),
    /** One record's history (decision 110): with `actionTypeId`, the entries of that record only. */
    recordId: z.coerce.number().int().positive().optional(),
    /**
     * Sign-ins and sign-outs (type Session) drown the changes, so the log leaves them out unless this is true or
     * the filters name them (type Session, action Sign in or Sign out) (decision 111).
     */
    includeSignIns: booleanQuerySchema.optional(),
    /** Inclusive ISO instants. */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  },
});
export type ActionLogQuery = z.infer<typeof actionLogQuerySchema>;
export type ActionLogQueryInput = z.input<typeof actionLogQuerySchema>;

/** What a masked value reads in the log: the field changed, its value is a secret (decision 109). */
export const MASKED_CHANGE_VALUE = '••••';

/**
 * A field's value before or after a change as the log keeps it: text, a number, a flag, nothing, or a list of
 * those (dates are ISO text, anything nested is its JSON text).
 */
const changeScalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const changeValueSchema = z.union([changeScalarSchema, z.array(changeScalarSchema)]);
export type ChangeValue = z.infer<typeof changeValueSchema>;

/** One changed field of an update: its name as the API names it, the old and the new value. */
export const recordFieldChangeSchema = z.object({
  field: z.string(),
  old: changeValueSchema,
  new: changeValueSchema,
});
export type RecordFieldChange = z.infer<typeof recordFieldChangeSchema>;

export const actionLogRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  actionId: z.number().int(),
  actionName: z.string(),
  actionTypeId: z.number().int(),
  actionTypeName: z.string(),
  recordId: z.number().int().nullable(),
  recordNumber: z.string().nullable(),
  /** The fields an update changed, old → new; empty for entries that record no field change. */
  changes: z.array(recordFieldChangeSchema),
});
export type ActionLogRow = z.infer<typeof actionLogRowSchema>;

/** Matching entries are counted up to the paging limit; `isTotalCapped` says more exist. */
export const actionLogPageSchema = pageSchema(actionLogRowSchema);
export type ActionLogPage = z.infer<typeof actionLogPageSchema>;
