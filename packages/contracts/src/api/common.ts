import { z } from 'zod';

/** spec 000 §7: success bodies are wrapped as {data}. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Typed error codes; the server maps each to one HTTP status (apps/server/src/lib/app-error.ts). */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  OUTDATED: 'OUTDATED',
  REFERENCED: 'REFERENCED',
  SIGN_IN_FAILED: 'SIGN_IN_FAILED',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  NOT_STAFF: 'NOT_STAFF',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA: 'UNSUPPORTED_MEDIA',
  BUSINESS_RULE: 'BUSINESS_RULE',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Every error answer has this shape; sign-in failures add remainingAttempts (spec 000 §3). */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
  remainingAttempts: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** Header that carries a record's version for optimistic concurrency (spec 000 §4). */
export const VERSION_HEADER = 'x-record-version';

export const sortDirectionSchema = z.enum(['asc', 'desc']);

/** A page of rows; `total` lets the table show its paginator. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
