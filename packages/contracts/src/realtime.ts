import { ActionLogType, type ActionLogTypeId } from './enumerations';

/**
 * Live updates (spec 000 §7 'Live updates', §9; spec 001 §8 'Notices', §9): STOMP 1.2 over a WebSocket on the API
 * host. Clients SEND enter/leave for a record and SUBSCRIBE to the record's topic, where visit and change events
 * arrive. Server and web app build every destination from here.
 */
export const LIVE_ENDPOINT_PATH = '/ws';
/** The subprotocol @stomp/stompjs offers for STOMP 1.2; the server must echo it or browsers abort the handshake. */
export const STOMP_SUBPROTOCOL = 'v12.stomp';

/**
 * Record kinds with a workspace: the spec's three, plus the standardization workspace (its own table, decision
 * 129) and company and user for the management screens; and the quote request, whose changes the Quote Table's
 * notice counts (decision 174); the order and quote deliveries (issue 38: a quote delivery is heard on its own
 * kind, the quote's workspace hearing of it through the quote's own log entry on create).
 */
export const LIVE_RECORD_KINDS = [
  'quote-request',
  'quote',
  'standardized-quote',
  'order',
  'order-delivery',
  'quote-delivery',
  'company',
  'user',
] as const;
export type LiveRecordKind = (typeof LIVE_RECORD_KINDS)[number];

/** Which action-log record type a change event comes from, per kind (ActionLogType ids). */
export const LIVE_KIND_RECORD_TYPE: Readonly<Record<LiveRecordKind, ActionLogTypeId>> = {
  'quote-request': ActionLogType.ids.QUOTE_REQUEST,
  quote: ActionLogType.ids.QUOTE,
  'standardized-quote': ActionLogType.ids.STANDARDIZED_QUOTE,
  order: ActionLogType.ids.ORDER,
  'order-delivery': ActionLogType.ids.ORDER_DELIVERY,
  'quote-delivery': ActionLogType.ids.QUOTE_DELIVERY,
  company: ActionLogType.ids.COMPANY,
  user: ActionLogType.ids.USER,
};

/** The kind whose subscribers hear about a change of this record type; undefined = nobody listens. */
export function liveKindForRecordType(recordType: number): LiveRecordKind | undefined {
  return LIVE_RECORD_KINDS.find((kind) => LIVE_KIND_RECORD_TYPE[kind] === recordType);
}

export const liveTopic = (kind: LiveRecordKind, id: number): string => `/topic/${kind}/${id}`;
/**
 * Every change of any record of a kind (`/topic/order`), for the lists: they show how many rows others changed
 * and refresh on demand (docs/decisions/174-live-list-notices.md). Change events only, never presence.
 */
export const liveKindTopic = (kind: LiveRecordKind): string => `/topic/${kind}`;
export const liveEnterDestination = (kind: LiveRecordKind, id: number): string => `/app/${kind}/${id}/enter`;
export const liveLeaveDestination = (kind: LiveRecordKind, id: number): string => `/app/${kind}/${id}/leave`;

const KIND_PATTERN = LIVE_RECORD_KINDS.join('|');
const TOPIC_PATTERN = new RegExp(`^/topic/(${KIND_PATTERN})/([1-9][0-9]{0,9})$`);
const KIND_TOPIC_PATTERN = new RegExp(`^/topic/(${KIND_PATTERN})$`);
const APP_PATTERN = new RegExp(`^/app/(${KIND_PATTERN})/([1-9][0-9]{0,9})/(enter|leave)$`);
const MAX_RECORD_ID = 2_147_483_647;

export interface LiveRecordRef {
  kind: LiveRecordKind;
  id: number;
}

export function isLiveRecordKind(value: unknown): value is LiveRecordKind {
  return (LIVE_RECORD_KINDS as readonly unknown[]).includes(value);
}

function toRecordRef(kind: string | undefined, id: string | undefined): LiveRecordRef | undefined {
  const numericId = Number(id);
  if (!isLiveRecordKind(kind) || !Number.isSafeInteger(numericId) || numericId > MAX_RECORD_ID)
    return undefined;
  return { kind, id: numericId };
}

/** `/topic/{kind}/{id}` → the record, or undefined for any other destination. */
export function parseLiveTopic(destination: string): LiveRecordRef | undefined {
  const match = TOPIC_PATTERN.exec(destination);
  return match ? toRecordRef(match[1], match[2]) : undefined;
}

/** `/topic/{kind}` → the kind, or undefined for any other destination (a record's topic included). */
export function parseLiveKindTopic(destination: string): LiveRecordKind | undefined {
  const kind = KIND_TOPIC_PATTERN.exec(destination)?.[1];
  return isLiveRecordKind(kind) ? kind : undefined;
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
