import { z } from 'zod';
import { MESSAGES } from '../messages';
import { hasAtMostDecimals, MONEY_DECIMALS, QUANTITY_DECIMALS } from '../quote-money';
import { plainTextSchema } from '../validation';

/** Field shapes shared by the request schemas (one definition, issue 12). */

/** Text that must be given: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) => plainTextSchema.trim().min(1, { message: 'Required' }).max(max);

/** Text that may be left out: trimmed; absent, null or empty all become null. */
export const optionalText = (max: number) =>
  plainTextSchema
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** The most a line's quantity may be: numeric(14,3) holds far more, no landscaping job needs more. */
export const MAX_QUANTITY = 10_000_000;

/**
 * A quantity's number with at most three decimals (decision 192): what a quantity column stores (numeric(14,3)), so
 * the price computed from it is the price of the quantity kept. The catalogue's words, so the web shows them in the
 * user's language and the server's 400 names the field. Bounds are the caller's.
 */
export const withQuantityDecimals = (number: z.ZodNumber) =>
  number.refine((value) => hasAtMostDecimals(value, QUANTITY_DECIMALS), {
    message: MESSAGES.quantityDecimals,
  });

/** A line's quantity: more than 0, at most ten million, three decimals. */
export const lineQuantity = withQuantityDecimals(z.number().positive().max(MAX_QUANTITY));

/** The most an amount in dollars may be (numeric(12,2) holds a little less than ten billion). */
export const MAX_MONEY_AMOUNT = 10_000_000;

/**
 * What a number box refuses as it is typed (decision 199), the same bounds as the schemas': letters, a negative, a
 * figure past the limit, one decimal too many.
 */
export interface NumberRule {
  readonly min?: number;
  readonly max?: number;
  readonly decimals?: number;
}
export const MONEY_RULE: NumberRule = { min: 0, max: MAX_MONEY_AMOUNT, decimals: MONEY_DECIMALS };
export const QUANTITY_RULE: NumberRule = { min: 0, max: MAX_QUANTITY, decimals: QUANTITY_DECIMALS };
export const MARKUP_RULE: NumberRule = { min: -100, max: 1000, decimals: QUANTITY_DECIMALS };

/** A unit price or an amount in dollars with cents: 0 to 10,000,000, two decimals (numeric(12,2)). */
export const moneyAmount = z
  .number()
  .min(0)
  .max(MAX_MONEY_AMOUNT)
  .refine((value) => hasAtMostDecimals(value, MONEY_DECIMALS), { message: MESSAGES.amountDecimals });
/** A list's or a picker's `?search=`: trimmed, at most `max` characters, optional. */
export const searchText = (max: number) => plainTextSchema.trim().max(max).optional();

// ——— Field groups shared by the answers (a request, a standardized quote, a quote, an order: issue 37) ———

/** The buyer company of a job. */
export const buyerCompanyFields = { buyerCompanyId: z.number().int(), buyerCompanyName: z.string() };

/** The staff member who owns a job; null when nobody does. */
export const ownerUserFields = {
  ownerUserId: z.number().int().nullable(),
  ownerUserName: z.string().nullable(),
};

/** The buyer company, its contact and the staff owner of a job (a request, a quote, an order). */
export const jobPartyFields = {
  ...buyerCompanyFields,
  buyerUserId: z.number().int(),
  buyerUserName: z.string(),
  ...ownerUserFields,
};

/** When the record was made and changed, and its version (the `x-record-version` a save sends back). */
export const recordStampFields = {
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
};
