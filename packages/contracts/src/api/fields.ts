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

/** A list's or a picker's `?search=`: trimmed, at most `max` characters, optional. */
export const searchText = (max: number) => plainTextSchema.trim().max(max).optional();
