import { z } from 'zod';

/** Field shapes shared by the request schemas (one definition, issue 12). */

/** Text that must be given: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1, { message: 'Required' }).max(max);

/** Text that may be left out: trimmed; absent, null or empty all become null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
