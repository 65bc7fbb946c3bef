import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * spec 000 §5: local part, an at sign, a domain with a top level of at least two letters, or a bracketed IPv4
 * address; case-insensitive.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+@(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}|\[(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\])$/i;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** spec 000 §5: four-digit year, two-digit month, two-digit day and a real calendar date. */
export function isValidDateOnly(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 onto 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** spec 000 §5: numbers given as text have thousands commas removed before conversion. */
export function parseNumberText(value: string | number | null | undefined): number | undefined {
  if (value == null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const cleaned = value.replace(/,/g, '').trim();
  if (cleaned === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/**
 * Characters nobody types: the C0 controls except tab, line feed and carriage return, DEL and the C1 controls.
 * PostgreSQL refuses a NUL in text (a search with `%00` was a 500, issue 35) and the others only hide text from the
 * reader, so every request's text is refused with them (docs/decisions/194).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER_PATTERN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER_PATTERN.test(value);
}

/**
 * Where a request's text carries control characters: the path of every such string in a parsed query, body or set
 * of path parameters (objects and arrays walked, keys left to the schema, which drops unknown ones).
 */
export function findControlCharacters(
  value: unknown,
  path: readonly (string | number)[] = [],
): (string | number)[][] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [[...path]] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => findControlCharacters(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => findControlCharacters(item, [...path, key]));
  }
  return [];
}

/** Text as a person types it: any string without control characters (the base of the text fields). */
export const plainTextSchema = z
  .string()
  .refine((value) => !hasControlCharacters(value), { message: MESSAGES.controlCharacters });

export const emailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .refine((value) => !hasControlCharacters(value), { message: MESSAGES.controlCharacters })
  .trim()
  .max(254)
  .refine(isValidEmail, { message: MESSAGES.invalidEmail });

export const dateOnlySchema = z
  .string()
  .refine(isValidDateOnly, { message: 'Invalid date (expected YYYY-MM-DD)' });

/** Accepts 1234.5 or "1,234.50". */
export const numberTextSchema = z.union([z.number(), z.string()]).transform((value, context) => {
  const parsed = parseNumberText(value);
  if (parsed === undefined) {
    context.addIssue({ code: 'custom', message: 'Invalid number' });
    return z.NEVER;
  }
  return parsed;
});

/**
 * A North American (NANP) phone number as staff type it: an optional +1, a three-digit area code (in
 * parentheses or not), the exchange and the line, separated by spaces, dots or dashes or nothing, and an optional
 * extension ('x123', 'ext. 45', 'extension 7', '#12'). Area codes and exchanges start with 2–9, as NANP numbers
 * do (docs/decisions/064-phone-numbers-and-natural-size-order.md).
 */
export const PHONE_NUMBER_PATTERN =
  /^(?:\+?1[\s.-]?)?(?:\([2-9]\d{2}\)|[2-9]\d{2})[\s.-]?[2-9]\d{2}[\s.-]?\d{4}(?:\s*(?:x|ext\.?|extension|#)\s*\d{1,6})?$/i;
export const PHONE_NUMBER_MAX_LENGTH = 40;

export function isValidPhoneNumber(value: string): boolean {
  return PHONE_NUMBER_PATTERN.test(value.trim());
}

/** An optional phone number: empty or absent is null, anything else must be a North American number. */
export const optionalPhoneNumberSchema = z
  .string()
  .trim()
  .max(PHONE_NUMBER_MAX_LENGTH, { message: MESSAGES.invalidPhoneNumber })
  .nullable()
  .optional()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isValidPhoneNumber(value), { message: MESSAGES.invalidPhoneNumber });

export const PASSWORD_MIN_LENGTH = 8;
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordTooShort })
  .max(200);
