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
  /** A status move the transitions table refuses from the record's status (decision 193): the rule, not 'outdated'. */
  TRANSITION_REFUSED: 'TRANSITION_REFUSED',
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

/**
 * The one way a route reads the record version (decision 087): declared as the route's `headers` schema, so it
 * is validated (a 400 naming the header) and appears in the OpenAPI document. Loose, so the request's other
 * headers stay readable after validation.
 */
export const versionHeaderSchema = z.looseObject({
  [VERSION_HEADER]: z.coerce
    .number()
    .int()
    .min(1)
    .describe("The version of the record the client read; a 409 answers when it is no longer the record's."),
});

/**
 * The key a creating call is sent with (decision 193): one per user intent, so a repeat of the same intent (a
 * retry after a lost answer, a second click) answers the first call's result instead of making a second record.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A creating call's optional idempotency key, declared as the route's `headers` (loose, like the version header). */
export const idempotencyHeaderSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .min(8)
    .max(200)
    .optional()
    .describe(
      'One per user intent: a call repeated with the same key by the same user answers the first result (decision 193).',
    ),
});

// One page shape and one sort order for every list: list-query.ts (decision 085).
export { pageSchema, sortOrderSchema as sortDirectionSchema } from '../list-query';
