import { z } from 'zod';
import { ActionLogType, type ActionLogTypeId } from './enumerations';

/**
 * Live updates (spec 000 §7 'Live updates', §9; spec 001 §8 'Notices', §9): STOMP 1.2 over a WebSocket on the API
 * host. Clients SEND enter/leave for a record and SUBSCRIBE to the record's topic, where visit and change events
 * arrive. Server and web app build every destination from here.
 */
export const LIVE_ENDPOINT_PATH = '/ws';
/** The subprotocol @stomp/stompjs offers for STOMP 1.2; the server must echo it or browsers abort the handshake. */
export const STOMP_SUBPROTOCOL = 'v12.stomp';

/** Record kinds with a workspace: the spec's three, plus company and user for the management screens. */
export const LIVE_RECORD_KINDS = ['quote', 'order', 'order-delivery', 'company', 'user'] as const;
export type LiveRecordKind = (typeof LIVE_RECORD_KINDS)[number];

export const liveRecordKindSchema = z.enum(LIVE_RECORD_KINDS);

/** Which action-log record type a change event comes from, per kind (ActionLogType ids). */
export const LIVE_KIND_RECORD_TYPE: Readonly<Record<LiveRecordKind, ActionLogTypeId>> = {
  quote: ActionLogType.ids.QUOTE,
  order: ActionLogType.ids.ORDER,
  'order-delivery': ActionLogType.ids.ORDER_DELIVERY,
  company: ActionLogType.ids.COMPANY,
  user: ActionLogType.ids.USER,
};

/** The kind whose subscribers hear about a change of this record type; undefined = nobody listens. */
export function liveKindForRecordType(recordType: number): LiveRecordKind | undefined {
  return LIVE_RECORD_KINDS.find((kind) => LIVE_KIND_RECORD_TYPE[kind] === recordType);
}

export const liveTopic = (kind: LiveRecordKind, id: number): string => `/topic/${kind}/${id}`;
export const liveEnterDestination = (kind: LiveRecordKind, id: number): string => `/app/${kind}/${id}/enter`;
export const liveLeaveDestination = (kind: LiveRecordKind, id: number): string => `/app/${kind}/${id}/leave`;

const KIND_PATTERN = LIVE_RECORD_KINDS.join('|');
const TOPIC_PATTERN = new RegExp(`^/topic/(${KIND_PATTERN})/([1-9][0-9]{0,9})$`);
const APP_PATTERN = new RegExp(`^/app/(${KIND_PATTERN})/([1-9][0-9]{0,9})/(enter|leave)$`);
const MAX_RECORD_ID = 2_147_483_647;

export interface LiveRecordRef {
  kind: LiveRecordKind;
  id: number;
}

function toRecordRef(kind: string | undefined, id: string | undefined): LiveRecordRef | undefined {
  const parsedKind = liveRecordKindSchema.safeParse(kind);
  const numericId = Number(id);
  if (!parsedKind.success || !Number.isSafeInteger(numericId) || numericId > MAX_RECORD_ID) return undefined;
  return { kind: parsedKind.data, id: numericId };
}

/** `/topic/{kind}/{id}` → the record, or undefined for any other destination. */
export function parseLiveTopic(destination: string): LiveRecordRef | undefined {
  const match = TOPIC_PATTERN.exec(destination);
  return match ? toRecordRef(match[1], match[2]) : undefined;
}

/** `/app/{kind}/{id}/enter|leave` → the record and the action, or undefined. */
export function parseLiveAppDestination(
  destination: string,
): (LiveRecordRef & { action: 'enter' | 'leave' }) | undefined {
  const match = APP_PATTERN.exec(destination);
  if (!match) return undefined;
  const record = toRecordRef(match[1], match[2]);
  if (!record) return undefined;
  return { ...record, action: match[3] === 'enter' ? 'enter' : 'leave' };
}

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
