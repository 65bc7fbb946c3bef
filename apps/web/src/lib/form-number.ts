import { parseNumberText } from '@portal/contracts';

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
