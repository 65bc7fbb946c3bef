import { z } from 'zod';
import { BackgroundProcessStatus } from '../enumerations';

/**
 * GET /api/jobs/{id}: where a background job stands, in the spec's background-process status (spec 001 §4: NA 0,
 * success 1, pending 2, failed 3). Screens poll it (MATCHING_ENGINE_POLL_INTERVAL_MS, spec 001 §9). The
 * payload, result and error text stay on the server: they may name internals.
 */
export const jobStatusSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  statusId: z
    .number()
    .int()
    .refine((id) => BackgroundProcessStatus.has(id), 'Unknown status'),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdAt: z.string(),
  /** When a pending job runs next (its first run or its next retry); null once finished. */
  nextAttemptAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;
