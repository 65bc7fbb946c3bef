import { FlowEntity, TRANSITIONS, type Transition } from './transitions';

/**
 * The status calls (spec 001 §7) and the transitions-table rows each makes (decision 204): the one map the
 * server's routes and guard, the boards, the lists and the workspaces read, so a call is named, routed and
 * guarded once. Every status call carries the version of the record the user saw (`x-record-version`); a
 * missing or stale one is refused with the spec's outdated notice (409), before the rules are looked at.
 */

/** The records whose status calls exist: each is a versioned row with its own status. */
export type StatusCallEntity =
  | typeof FlowEntity.QUOTE_REQUEST
  | typeof FlowEntity.STANDARDIZED_QUOTE
  | typeof FlowEntity.QUOTE
  | typeof FlowEntity.ORDER
  | typeof FlowEntity.ORDER_DELIVERY;

export interface StatusCallDefinition {
  /** How the call is sent: `GET /api/<name>/{id}`, or `PUT /api/<name>` with `{id, statusId}`. */
  readonly method: 'GET' | 'PUT';
  /** The record the call moves, whose version it sends. */
  readonly entity: StatusCallEntity;
  /** The rows a user chooses this call by (a menu's or a button's transition), by the table's key. */
  readonly keys: readonly string[];
  /**
   * Rows the call makes along the way, which no user chooses it by: publishing completes the quote in
   * construction; moving a quote back to WIP, or reinstating it, withdraws what it had published.
   */
  readonly alongside: readonly string[];
  /**
   * A GET whose target status follows the id in its path (`GET /api/<name>/{id}/{statusId}`, spec 000 §7's
   * `updateOrderDeliveryStatus/{deliveryId}/{deliveryStatusId}`), instead of being the call's own.
   */
  readonly statusInPath?: boolean;
}

export const STATUS_CALLS = {
  cancelQuoteRequest: {
    method: 'GET',
    entity: FlowEntity.QUOTE_REQUEST,
    keys: ['quoteRequest.cancel'],
    alongside: [],
  },
  reinstateQuoteRequest: {
    method: 'GET',
    entity: FlowEntity.QUOTE_REQUEST,
    keys: ['quoteRequest.reinstate'],
    alongside: [],
  },
  // Ours (decision 135): the request list's archive of a finished request.
  archiveQuoteRequest: {
    method: 'GET',
    entity: FlowEntity.QUOTE_REQUEST,
    keys: ['quoteRequest.archive'],
    alongside: [],
  },
  cancelStandardizedQuote: {
    method: 'GET',
    entity: FlowEntity.STANDARDIZED_QUOTE,
    keys: ['standardizedQuote.cancel'],
    alongside: [],
  },
  reinstateStandardizedQuote: {
    method: 'GET',
    entity: FlowEntity.STANDARDIZED_QUOTE,
    keys: ['standardizedQuote.reinstate'],
    alongside: [],
  },
  publishQuote: {
    method: 'GET',
    entity: FlowEntity.QUOTE,
    keys: ['quoteReturn.publish', 'quoteReturn.republish'],
    alongside: ['quote.complete'],
  },
  moveQuoteToWip: {
    method: 'GET',
    entity: FlowEntity.QUOTE,
    // Only a published quote moves back: a cancelled one is reinstated (its own call and action).
    keys: ['quote.moveBackToWip', 'quote.moveBackToWipAndSave'],
    alongside: ['quoteReturn.withdraw'],
  },
  cancelQuote: { method: 'GET', entity: FlowEntity.QUOTE, keys: ['quote.cancel'], alongside: [] },
  reinstateQuote: {
    method: 'GET',
    entity: FlowEntity.QUOTE,
    keys: ['quote.reinstate'],
    alongside: ['quoteReturn.withdraw'],
  },
  // The order menu's moves but cancel and reinstate (their own calls) and publish, which publishing the order's
  // deliveries makes (decisions 164, 193).
  updateOrderStatus: {
    method: 'PUT',
    entity: FlowEntity.ORDER,
    keys: [
      'order.moveToWip',
      'order.moveBackToNew',
      'order.moveToPlanningDelivery',
      'order.moveBackToWip',
      'order.complete',
      'order.moveBackToPlanningDelivery',
    ],
    alongside: [],
  },
  cancelOrder: { method: 'GET', entity: FlowEntity.ORDER, keys: ['order.cancel'], alongside: [] },
  reinstateOrder: { method: 'GET', entity: FlowEntity.ORDER, keys: ['order.reinstate'], alongside: [] },
  // A delivery's status (decision 209): spec 000's `{deliveryId}/{deliveryStatusId}` moves to the status given
  // (booked publishes, a booked one is republished; draft moves a booked one back); spec 001's `{id}` alone
  // publishes (the publish and republish rows only). Delete is its own call (DELETE orderDelivery/{id}).
  updateOrderDeliveryStatus: {
    method: 'GET',
    entity: FlowEntity.ORDER_DELIVERY,
    keys: ['orderDelivery.publish', 'orderDelivery.republish', 'orderDelivery.moveBackToDraft'],
    alongside: [],
    statusInPath: true,
  },
} as const satisfies Readonly<Record<string, StatusCallDefinition>>;

export type StatusCallName = keyof typeof STATUS_CALLS;

/** The calls, in the map's order. */
export const STATUS_CALL_NAMES = Object.keys(STATUS_CALLS) as readonly StatusCallName[];

/** The transition keys a user chooses calls by, of one record kind ('quote.cancel' | …). */
export type StatusCallKey<TEntity extends StatusCallEntity = StatusCallEntity> = {
  [Name in StatusCallName]: (typeof STATUS_CALLS)[Name]['entity'] extends TEntity
    ? (typeof STATUS_CALLS)[Name]['keys'][number]
    : never;
}[StatusCallName];

const callByKey = new Map<string, StatusCallName>(
  STATUS_CALL_NAMES.flatMap((name) => STATUS_CALLS[name].keys.map((key) => [key, name] as const)),
);

/** The call a transition chosen by a user is made by, or undefined (a workflow row, an item's move). */
export function statusCallOf(key: string): StatusCallName | undefined {
  return callByKey.get(key);
}

/** Whether a transition key is one a status call of this record kind is chosen by. */
export function isStatusCallKey<TEntity extends StatusCallEntity>(
  entity: TEntity,
  key: string,
): key is StatusCallKey<TEntity> {
  const name = callByKey.get(key);
  return name !== undefined && STATUS_CALLS[name].entity === entity;
}

/** Every row the call may make (its own and those along the way): what the server's guard is given. */
export function statusCallRows(name: StatusCallName): readonly string[] {
  const call: StatusCallDefinition = STATUS_CALLS[name];
  return [...call.keys, ...call.alongside];
}

/** The record a status call is made on: which one, the status it leaves and the version the user saw. */
export interface StatusCallSubject {
  readonly id: number;
  readonly statusId: number;
  readonly version: number;
}

/** What to send for a call: its path under /api, the body of a PUT, and the version header's value. */
export interface StatusCallRequest {
  readonly method: 'GET' | 'PUT';
  readonly path: string;
  readonly body?: { readonly id: number; readonly statusId: number };
  readonly version: number;
}

/**
 * The request that makes the transition `key` on the record (the table's row from the record's status says where
 * a PUT's move goes). Throws on a key no call is chosen by, or one that does not leave the record's status: both
 * are a caller's bug.
 */
export function statusCallRequest(key: string, record: StatusCallSubject): StatusCallRequest {
  const name = statusCallOf(key);
  if (!name) throw new Error(`${key} is not a status call's transition`);
  const call: StatusCallDefinition = STATUS_CALLS[name];
  if (call.method === 'GET' && !call.statusInPath) {
    return { method: 'GET', path: `${name}/${record.id}`, version: record.version };
  }
  const row: Transition | undefined = TRANSITIONS.find(
    (transition) =>
      transition.entity === call.entity && transition.key === key && transition.from === record.statusId,
  );
  if (!row || row.to === null) throw new Error(`${key} does not leave status ${record.statusId}`);
  if (call.method === 'GET') {
    return { method: 'GET', path: `${name}/${record.id}/${row.to}`, version: record.version };
  }
  return { method: 'PUT', path: name, body: { id: record.id, statusId: row.to }, version: record.version };
}
