import { z } from 'zod';
import { LIVE_RECORD_KINDS } from './realtime';

/*
 * The live events' schemas (spec 000 §7 'Live updates'), apart from the destinations and constants in
 * realtime.ts: the web app's first chunk uses those, and a module it imports must not carry schemas, or the
 * validation library comes with the login page (issue 11 §7, docs/decisions/077-login-page-budget.md).
 */

export const liveRecordKindSchema = z.enum(LIVE_RECORD_KINDS);

/** One staff member in a record's workspace (spec 000 §9 'Workspace visitors'). */
export const workspaceVisitorSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  initials: z.string(),
  avatarUrl: z.string().nullable(),
  enteredAt: z.string(),
});
export type WorkspaceVisitor = z.infer<typeof workspaceVisitorSchema>;

/** Who is in the record now, earliest first; sent on every enter, leave, drop and clear. */
export const visitEventSchema = z.object({
  type: z.literal('visit'),
  kind: liveRecordKindSchema,
  recordId: z.number().int(),
  visitors: z.array(workspaceVisitorSchema),
});
export type VisitEvent = z.infer<typeof visitEventSchema>;

/** Someone changed the record; sent after the transaction commits (spec 001 §8 'Notices': the view is outdated). */
export const changeEventSchema = z.object({
  type: z.literal('change'),
  recordType: z.number().int(),
  recordId: z.number().int(),
  actionId: z.number().int(),
  actorUserId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  occurredAt: z.string(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

export const liveEventSchema = z.discriminatedUnion('type', [visitEventSchema, changeEventSchema]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
