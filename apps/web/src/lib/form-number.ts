import { hasAtMostDecimals, parseNumberText, type NumberRule } from '@portal/contracts';

/**
 * The number a box holds, read the one way every form reads typed numbers (spec 000 §5, 001 §5: thousands
 * commas are removed before conversion, so '1,500.25' is 1500.25): null when the box is empty, NaN when the
 * text is not a number, so the form's schema refuses it and the field is flagged instead of silently becoming 0.
 */
export function numberFromText(text: string): number | null {
  if (text.trim() === '') return null;
  return parseNumberText(text) ?? Number.NaN;
}

/** Whether two values of a number box are the same number (NaN matching NaN: both unreadable). */
export function isSameNumber(a: number | null | undefined, b: number | null | undefined): boolean {
  return Object.is(a ?? null, b ?? null);
}

/** The text a box shows for a stored number: plain digits, as the box accepts them back. */
export function textOfNumber(value: number | null | undefined): string {
  return value == null || Number.isNaN(value) ? '' : String(value);
}

/** Why a typed number is refused (decision 199): what the box says under it, before any save. */
export type NumberRefusal =
  | { readonly kind: 'notANumber' }
  | { readonly kind: 'negative' }
  | { readonly kind: 'atMost'; readonly limit: number }
  | { readonly kind: 'atLeast'; readonly limit: number }
  | { readonly kind: 'decimals'; readonly decimals: number };

/**
 * The refusal of a box's text under its rule, or null when the text is a number the rule takes (or empty: whether
 * a value is required is the form's to say). The same bounds as the contracts' schemas, so the server never has to.
 */
export function numberRefusal(text: string, rule: NumberRule): NumberRefusal | null {
  const value = numberFromText(text);
  if (value === null) return null;
  if (Number.isNaN(value)) return { kind: 'notANumber' };
  if (rule.min !== undefined && value < rule.min) {
    return rule.min === 0 ? { kind: 'negative' } : { kind: 'atLeast', limit: rule.min };
  }
  if (rule.max !== undefined && value > rule.max) return { kind: 'atMost', limit: rule.max };
  if (rule.decimals !== undefined && !hasAtMostDecimals(value, rule.decimals)) {
    return { kind: 'decimals', decimals: rule.decimals };
  }
  return null;
}
