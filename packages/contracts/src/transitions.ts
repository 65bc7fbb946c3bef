import {
  ActionLogAction,
  DeliveryStatus,
  ItemStatus,
  OrderStatus,
  QuoteRequestStatus,
  QuoteReturnStatus,
  QuoteStatus,
  StandardizedQuoteStatus,
  SubOrderStatus,
  type ActionLogActionId,
} from './enumerations';
import type { ConfirmationKey } from './messages';
import { COUNTED_ITEM_STATUS_IDS } from './quote-money';
import { ALL_STAFF, type RoleId } from './roles';

/**
 * The transitions table (issue 12, docs/decisions/086-transitions-table.md): every status change of the flow
 * entities, from → to, who may make it, what the user confirms first and what the action log records. The
 * server's guard refuses any change not listed here; the web's menus offer `transitionsFrom(…)`. A status never
 * changes except through this table.
 *
 * Sources: spec 001 §4 'Status ids' and 'Transitions offered in menus', §3 action-log actions, §8 confirmations.
 * Transitions the spec implies but no menu offers (publish, standardization, placing an order …) are listed with
 * `offeredInMenu: false`: the workflow makes them, the guard still checks them.
 */

export const FlowEntity = {
  QUOTE_REQUEST: 'quoteRequest',
  STANDARDIZED_QUOTE: 'standardizedQuote',
  QUOTE: 'quote',
  /** The quote's return status (spec 001 §4: NA 1, pending 2, returned 3), a second status of the quote. */
  QUOTE_RETURN: 'quoteReturn',
  ORDER: 'order',
  /** An order delivery's status (spec 000 §4, 001 §4: draft 1, booked 2). */
  ORDER_DELIVERY: 'orderDelivery',
  /** Sub-quote items (spec 001 §4 'Sub-quote item and sub-order item' ids). */
  QUOTE_ITEM: 'quoteItem',
  /** Sub-order items: the same ids and menu as quote items (spec 001 §4). */
  ORDER_ITEM: 'orderItem',
} as const;
export type FlowEntity = (typeof FlowEntity)[keyof typeof FlowEntity];

/** The enumeration whose ids each entity's statuses are, for labels and checks. */
export const FLOW_ENTITY_STATUSES = {
  [FlowEntity.QUOTE_REQUEST]: QuoteRequestStatus,
  [FlowEntity.STANDARDIZED_QUOTE]: StandardizedQuoteStatus,
  [FlowEntity.QUOTE]: QuoteStatus,
  [FlowEntity.QUOTE_RETURN]: QuoteReturnStatus,
  [FlowEntity.ORDER]: OrderStatus,
  [FlowEntity.ORDER_DELIVERY]: DeliveryStatus,
  [FlowEntity.QUOTE_ITEM]: ItemStatus,
  [FlowEntity.ORDER_ITEM]: ItemStatus,
} as const;

/** How messages name each entity ('A quote that is Cancelled cannot …'). */
export const FLOW_ENTITY_NAMES: Record<FlowEntity, string> = {
  quoteRequest: 'quote request',
  standardizedQuote: 'standardized quote',
  quote: 'quote',
  quoteReturn: 'quote',
  order: 'order',
  orderDelivery: 'delivery',
  quoteItem: 'quote item',
  orderItem: 'order item',
};

/** `to: DELETED`: the transition removes the record (a menu's Delete). */
export const DELETED = null;

/**
 * Facts about the record beyond its status that some menus depend on. A transition with a condition is not
 * offered (and refused) when the fact it needs is not given.
 */
export interface TransitionFacts {
  /** The quote's return status, for the quote card menu (spec 001 §4 'Returned (complete) quote card'). */
  readonly quoteReturnStatusId?: number;
  /** The status of the quote or order an item belongs to. */
  readonly parentStatusId?: number;
}

export interface TransitionCondition {
  /** The quote's return status must be one of these. */
  readonly quoteReturnStatusIds?: readonly number[];
  /** The quote's return status must not be one of these. */
  readonly quoteReturnStatusIdsNot?: readonly number[];
  /** The parent's status must not be one of these (spec 001 §4: processed quotes show items with no delete). */
  readonly parentStatusIdsNot?: readonly number[];
}

export interface Transition {
  /**
   * Stable id of the action: web menus, tests and logs name it ('order.moveToWip'). Rows of one action from
   * several statuses share it.
   */
  readonly key: string;
  readonly entity: FlowEntity;
  readonly from: number;
  /** The new status id, or DELETED (null) when the transition deletes the record. */
  readonly to: number | null;
  /** The menu entry's label (Title Case, as buttons are). */
  readonly label: string;
  readonly roles: readonly RoleId[];
  /** spec 001 §8: the question asked first, or null when the spec lists none. */
  readonly confirmation: ConfirmationKey | null;
  /** spec 001 §3: the action-log action recorded. */
  readonly actionId: ActionLogActionId;
  /** false: the workflow makes this change (publish, place order …), no status menu offers it. */
  readonly offeredInMenu: boolean;
  readonly when?: TransitionCondition;
}

type TransitionInput = Omit<Transition, 'roles' | 'offeredInMenu'> & {
  roles?: readonly RoleId[];
  offeredInMenu?: boolean;
};

/** Every staff role may use the status menus: spec 001 §6 restricts screens, not these actions (decision 086). */
function transition(input: TransitionInput): Transition {
  return { roles: ALL_STAFF, offeredInMenu: true, ...input };
}

/** One transition from each of several statuses to the same target. */
function fromEach(froms: readonly number[], input: Omit<TransitionInput, 'from'>): Transition[] {
  return froms.map((from) => transition({ ...input, from }));
}

const A = ActionLogAction.ids;
const QR = QuoteRequestStatus.ids;
const SQ = StandardizedQuoteStatus.ids;
const Q = QuoteStatus.ids;
const RETURN = QuoteReturnStatus.ids;
const O = OrderStatus.ids;
const D = DeliveryStatus.ids;
const I = ItemStatus.ids;

/** spec 001 §4: a cancelled quote of any kind is reinstated to where its flow starts (decision 086). */
const quoteRequestTransitions: Transition[] = [
  // 'Other quote card: cancel.'
  ...fromEach([QR.COMPLETE, QR.PICKED_UP], {
    key: 'quoteRequest.cancel',
    entity: FlowEntity.QUOTE_REQUEST,
    to: QR.CANCELLED,
    label: 'Cancel',
    confirmation: 'cancelQuote',
    actionId: A.CANCEL,
  }),
  // 'Cancelled quote: reinstate.'
  transition({
    key: 'quoteRequest.reinstate',
    entity: FlowEntity.QUOTE_REQUEST,
    from: QR.CANCELLED,
    to: QR.COMPLETE,
    label: 'Reinstate',
    confirmation: 'reinstateQuote',
    actionId: A.REINSTATE,
  }),
  // Workflow: standardization picks the request up, and creating its standardized quote processes it.
  transition({
    key: 'quoteRequest.pickUp',
    entity: FlowEntity.QUOTE_REQUEST,
    from: QR.COMPLETE,
    to: QR.PICKED_UP,
    label: 'Pick Up',
    confirmation: null,
    actionId: A.SAVE,
    offeredInMenu: false,
  }),
  ...fromEach([QR.COMPLETE, QR.PICKED_UP], {
    key: 'quoteRequest.process',
    entity: FlowEntity.QUOTE_REQUEST,
    to: QR.PROCESSED,
    label: 'Save & Complete',
    confirmation: null,
    actionId: A.SAVE_AND_COMPLETE,
    offeredInMenu: false,
  }),
  // Ours (decision 140): deleting its standardized quote releases a picked-up request, and moving a completed
  // standardized quote back to WIP reopens its processed request; workflow rows, not menus.
  transition({
    key: 'quoteRequest.release',
    entity: FlowEntity.QUOTE_REQUEST,
    from: QR.PICKED_UP,
    to: QR.COMPLETE,
    label: 'Release',
    confirmation: null,
    actionId: A.SAVE,
    offeredInMenu: false,
  }),
  transition({
    key: 'quoteRequest.reopen',
    entity: FlowEntity.QUOTE_REQUEST,
    from: QR.PROCESSED,
    to: QR.PICKED_UP,
    label: 'Move Back to WIP and Save',
    confirmation: null,
    actionId: A.MOVE_BACK_TO_WIP_AND_SAVE,
    offeredInMenu: false,
  }),
  // Ours (decision 135): a finished request — processed or cancelled — is archived from the request list, out of
  // the working lists; the spec has the status (§4) but no menu row, so it is not in the status menus.
  ...fromEach([QR.PROCESSED, QR.CANCELLED], {
    key: 'quoteRequest.archive',
    entity: FlowEntity.QUOTE_REQUEST,
    to: QR.ARCHIVED,
    label: 'Archive',
    confirmation: null,
    actionId: A.ARCHIVE,
    offeredInMenu: false,
  }),
];

const standardizedQuoteTransitions: Transition[] = [
  ...fromEach([SQ.WIP, SQ.COMPLETE, SQ.PICKED_UP], {
    key: 'standardizedQuote.cancel',
    entity: FlowEntity.STANDARDIZED_QUOTE,
    to: SQ.CANCELLED,
    label: 'Cancel',
    confirmation: 'cancelQuote',
    actionId: A.CANCEL,
  }),
  transition({
    key: 'standardizedQuote.reinstate',
    entity: FlowEntity.STANDARDIZED_QUOTE,
    from: SQ.CANCELLED,
    to: SQ.WIP,
    label: 'Reinstate',
    confirmation: 'reinstateQuote',
    actionId: A.REINSTATE,
  }),
  // Workflow (spec 001 §5: standardization finishes only when every item is complete).
  transition({
    key: 'standardizedQuote.complete',
    entity: FlowEntity.STANDARDIZED_QUOTE,
    from: SQ.WIP,
    to: SQ.COMPLETE,
    label: 'Save & Complete',
    confirmation: null,
    actionId: A.SAVE_AND_COMPLETE,
    offeredInMenu: false,
  }),
  transition({
    key: 'standardizedQuote.moveBackToWip',
    entity: FlowEntity.STANDARDIZED_QUOTE,
    from: SQ.COMPLETE,
    to: SQ.WIP,
    label: 'Move Back to WIP and Save',
    confirmation: null,
    actionId: A.MOVE_BACK_TO_WIP_AND_SAVE,
    offeredInMenu: false,
  }),
  transition({
    key: 'standardizedQuote.pickUp',
    entity: FlowEntity.STANDARDIZED_QUOTE,
    from: SQ.COMPLETE,
    to: SQ.PICKED_UP,
    label: 'Pick Up',
    confirmation: null,
    actionId: A.SAVE,
    offeredInMenu: false,
  }),
  ...fromEach([SQ.COMPLETE, SQ.PICKED_UP], {
    key: 'standardizedQuote.createQuote',
    entity: FlowEntity.STANDARDIZED_QUOTE,
    to: SQ.PROCESSED,
    label: 'Create Quote',
    confirmation: null,
    actionId: A.CREATE_QUOTE,
    offeredInMenu: false,
  }),
];

const RETURNED_ONLY: TransitionCondition = { quoteReturnStatusIds: [RETURN.RETURNED] };

const quoteTransitions: Transition[] = [
  // 'Returned (complete) quote card: place order, move back to WIP, cancel.'
  transition({
    key: 'quote.placeOrder',
    entity: FlowEntity.QUOTE,
    from: Q.COMPLETE,
    to: Q.PROCESSED,
    label: 'Place Order',
    confirmation: 'placeOrder',
    actionId: A.PLACE_ORDER,
    when: RETURNED_ONLY,
  }),
  transition({
    key: 'quote.moveBackToWip',
    entity: FlowEntity.QUOTE,
    from: Q.COMPLETE,
    to: Q.WIP,
    label: 'Move Back to WIP',
    confirmation: null,
    actionId: A.MOVE_BACK_TO_WIP,
    when: RETURNED_ONLY,
  }),
  // '… cancel' (returned card) and 'Other quote card: cancel.': every quote that is neither processed nor
  // cancelled may be cancelled.
  ...fromEach([Q.WIP, Q.COMPLETE], {
    key: 'quote.cancel',
    entity: FlowEntity.QUOTE,
    to: Q.CANCELLED,
    label: 'Cancel',
    confirmation: 'cancelQuote',
    actionId: A.CANCEL,
  }),
  // 'Cancelled quote: reinstate.'
  transition({
    key: 'quote.reinstate',
    entity: FlowEntity.QUOTE,
    from: Q.CANCELLED,
    to: Q.WIP,
    label: 'Reinstate',
    confirmation: 'reinstateQuote',
    actionId: A.REINSTATE,
  }),
  // Workflow: quote construction completes it (and may move it back while it is not returned).
  transition({
    key: 'quote.complete',
    entity: FlowEntity.QUOTE,
    from: Q.WIP,
    to: Q.COMPLETE,
    label: 'Save & Complete',
    confirmation: null,
    actionId: A.SAVE_AND_COMPLETE,
    offeredInMenu: false,
  }),
  transition({
    key: 'quote.moveBackToWipAndSave',
    entity: FlowEntity.QUOTE,
    from: Q.COMPLETE,
    to: Q.WIP,
    label: 'Move Back to WIP and Save',
    confirmation: null,
    actionId: A.MOVE_BACK_TO_WIP_AND_SAVE,
    offeredInMenu: false,
    when: { quoteReturnStatusIdsNot: [RETURN.RETURNED] },
  }),
];

/** spec 001 §4 'Quote publishing: publish, cancel, reinstate': publishing waits for the buyer's return. */
const quoteReturnTransitions: Transition[] = [
  transition({
    key: 'quoteReturn.publish',
    entity: FlowEntity.QUOTE_RETURN,
    from: RETURN.NA,
    to: RETURN.PENDING,
    label: 'Publish',
    confirmation: 'publishQuote',
    actionId: A.PUBLISH,
    offeredInMenu: false,
  }),
  transition({
    key: 'quoteReturn.republish',
    entity: FlowEntity.QUOTE_RETURN,
    from: RETURN.PENDING,
    to: RETURN.PENDING,
    label: 'Republish',
    confirmation: 'publishQuote',
    actionId: A.REPUBLISH,
    offeredInMenu: false,
  }),
  transition({
    key: 'quoteReturn.return',
    entity: FlowEntity.QUOTE_RETURN,
    from: RETURN.PENDING,
    to: RETURN.RETURNED,
    label: 'Return',
    confirmation: null,
    actionId: A.SAVE,
    offeredInMenu: false,
  }),
  // Moving the quote back to WIP withdraws what was published.
  ...fromEach([RETURN.PENDING, RETURN.RETURNED], {
    key: 'quoteReturn.withdraw',
    entity: FlowEntity.QUOTE_RETURN,
    to: RETURN.NA,
    label: 'Move Back to WIP',
    confirmation: null,
    actionId: A.MOVE_BACK_TO_WIP,
    offeredInMenu: false,
  }),
];

const orderTransitions: Transition[] = [
  // 'New goes to WIP or cancel.'
  transition({
    key: 'order.moveToWip',
    entity: FlowEntity.ORDER,
    from: O.PENDING,
    to: O.WIP,
    label: 'Move to WIP',
    confirmation: null,
    actionId: A.MOVE_TO_WIP,
  }),
  // 'WIP goes back to New, to Planning Delivery, or cancel.'
  transition({
    key: 'order.moveBackToNew',
    entity: FlowEntity.ORDER,
    from: O.WIP,
    to: O.PENDING,
    label: 'Move Back to New',
    confirmation: null,
    actionId: A.MOVE_BACK_TO_NEW,
  }),
  transition({
    key: 'order.moveToPlanningDelivery',
    entity: FlowEntity.ORDER,
    from: O.WIP,
    to: O.DELIVERY_PLANNING,
    label: 'Move to Planning Delivery',
    confirmation: null,
    actionId: A.MOVE_TO_PLANNING_DELIVERY,
  }),
  // 'Planning Delivery goes back to WIP or cancel.' 'Waiting goes … back to WIP …'
  ...fromEach([O.DELIVERY_PLANNING, O.WAITING], {
    key: 'order.moveBackToWip',
    entity: FlowEntity.ORDER,
    to: O.WIP,
    label: 'Move Back to WIP',
    confirmation: null,
    actionId: A.MOVE_BACK_TO_WIP,
  }),
  // 'Waiting goes to Complete, back to Planning Delivery, back to WIP, or cancel.'
  transition({
    key: 'order.complete',
    entity: FlowEntity.ORDER,
    from: O.WAITING,
    to: O.COMPLETE,
    label: 'Complete',
    confirmation: 'completeOrder',
    actionId: A.COMPLETE,
  }),
  transition({
    key: 'order.moveBackToPlanningDelivery',
    entity: FlowEntity.ORDER,
    from: O.WAITING,
    to: O.DELIVERY_PLANNING,
    label: 'Move Back to Planning Delivery',
    confirmation: null,
    actionId: A.MOVE_BACK_TO_PLANNING_DELIVERY,
  }),
  ...fromEach([O.PENDING, O.WIP, O.DELIVERY_PLANNING, O.WAITING], {
    key: 'order.cancel',
    entity: FlowEntity.ORDER,
    to: O.CANCELLED,
    label: 'Cancel',
    confirmation: 'cancelOrder',
    actionId: A.CANCEL,
  }),
  // 'Cancelled can be reinstated.' To New Order, where an order's flow starts (decision 086).
  transition({
    key: 'order.reinstate',
    entity: FlowEntity.ORDER,
    from: O.CANCELLED,
    to: O.PENDING,
    label: 'Reinstate',
    confirmation: 'reinstateOrder',
    actionId: A.REINSTATE,
  }),
  // Workflow: 'Order publishing also exists' (spec 001 §4): publishing the planned deliveries books them.
  transition({
    key: 'order.publish',
    entity: FlowEntity.ORDER,
    from: O.DELIVERY_PLANNING,
    to: O.WAITING,
    label: 'Publish',
    confirmation: 'publishOrder',
    actionId: A.PUBLISH,
    offeredInMenu: false,
  }),
];

const orderDeliveryTransitions: Transition[] = [
  // 'Booked order delivery can be moved to draft or deleted. A draft one can only be deleted.'
  transition({
    key: 'orderDelivery.moveBackToDraft',
    entity: FlowEntity.ORDER_DELIVERY,
    from: D.BOOKED,
    to: D.DRAFT,
    label: 'Move to Draft',
    confirmation: 'moveDeliveryToDraft',
    actionId: A.MOVE_BACK_TO_DRAFT,
  }),
  ...fromEach([D.BOOKED, D.DRAFT], {
    key: 'orderDelivery.delete',
    entity: FlowEntity.ORDER_DELIVERY,
    to: DELETED,
    label: 'Delete',
    confirmation: 'deleteDelivery',
    actionId: A.DELETE,
  }),
  // Workflow (spec 000 §4): publishing books a draft; publishing a booked one again is a republish.
  transition({
    key: 'orderDelivery.publish',
    entity: FlowEntity.ORDER_DELIVERY,
    from: D.DRAFT,
    to: D.BOOKED,
    label: 'Publish',
    confirmation: 'publishDelivery',
    actionId: A.PUBLISH,
    offeredInMenu: false,
  }),
  transition({
    key: 'orderDelivery.republish',
    entity: FlowEntity.ORDER_DELIVERY,
    from: D.BOOKED,
    to: D.BOOKED,
    label: 'Republish',
    confirmation: 'publishDelivery',
    actionId: A.REPUBLISH,
    offeredInMenu: false,
  }),
];

/**
 * spec 001 §4: 'Quote items can be marked substituted (editable, or reverted to original), marked unavailable
 * (then marked available), or deleted. The same applies to order items.' Available again means back to WIP;
 * items of a processed quote show with no delete (decision 086). Item changes are saved with their workspace,
 * so the log records a Save (a Delete for deletions).
 */
function itemTransitions(entity: typeof FlowEntity.QUOTE_ITEM | typeof FlowEntity.ORDER_ITEM): Transition[] {
  const prefix = entity;
  const processedParent: TransitionCondition =
    entity === FlowEntity.QUOTE_ITEM ? { parentStatusIdsNot: [Q.PROCESSED] } : {};
  return [
    ...fromEach([I.WIP, I.COMPLETE, I.ORIGINAL], {
      key: `${prefix}.markSubstituted`,
      entity,
      to: I.SUBSTITUTED,
      label: 'Mark Substituted',
      confirmation: null,
      actionId: A.SAVE,
    }),
    transition({
      key: `${prefix}.revertToOriginal`,
      entity,
      from: I.SUBSTITUTED,
      to: I.ORIGINAL,
      label: 'Revert to Original',
      confirmation: null,
      actionId: A.SAVE,
    }),
    ...fromEach([I.WIP, I.COMPLETE, I.ORIGINAL], {
      key: `${prefix}.markUnavailable`,
      entity,
      to: I.UNAVAILABLE,
      label: 'Mark Unavailable',
      confirmation: null,
      actionId: A.SAVE,
    }),
    transition({
      key: `${prefix}.markAvailable`,
      entity,
      from: I.UNAVAILABLE,
      to: I.WIP,
      label: 'Mark Available',
      confirmation: null,
      actionId: A.SAVE,
    }),
    ...fromEach([I.WIP, I.COMPLETE, I.UNAVAILABLE, I.SUBSTITUTED, I.ORIGINAL], {
      key: `${prefix}.delete`,
      entity,
      to: DELETED,
      label: 'Delete',
      confirmation: 'deleteItem',
      actionId: A.DELETE,
      when: processedParent,
    }),
    // Workflow (decision 153): 'Mark Substituted' adds a substitute line (status substituted) and keeps the line
    // it replaces as it was, with status original; 'Revert to Original' deletes the substitute and gives the
    // original back its place in construction (WIP).
    ...fromEach([I.WIP, I.COMPLETE], {
      key: `${prefix}.keepAsOriginal`,
      entity,
      to: I.ORIGINAL,
      label: 'Mark Substituted',
      confirmation: null,
      actionId: A.SAVE,
      offeredInMenu: false,
    }),
    transition({
      key: `${prefix}.restoreOriginal`,
      entity,
      from: I.ORIGINAL,
      to: I.WIP,
      label: 'Revert to Original',
      confirmation: null,
      actionId: A.SAVE,
      offeredInMenu: false,
    }),
    // Workflow: construction completes an item once its sourcing is complete (spec 001 §5), or reopens it.
    transition({
      key: `${prefix}.complete`,
      entity,
      from: I.WIP,
      to: I.COMPLETE,
      label: 'Save & Complete',
      confirmation: null,
      actionId: A.SAVE_AND_COMPLETE,
      offeredInMenu: false,
    }),
    transition({
      key: `${prefix}.reopen`,
      entity,
      from: I.COMPLETE,
      to: I.WIP,
      label: 'Move Back to WIP',
      confirmation: null,
      actionId: A.MOVE_BACK_TO_WIP,
      offeredInMenu: false,
    }),
  ];
}

export const TRANSITIONS: readonly Transition[] = Object.freeze([
  ...quoteRequestTransitions,
  ...standardizedQuoteTransitions,
  ...quoteTransitions,
  ...quoteReturnTransitions,
  ...orderTransitions,
  ...orderDeliveryTransitions,
  ...itemTransitions(FlowEntity.QUOTE_ITEM),
  ...itemTransitions(FlowEntity.ORDER_ITEM),
]);

function meetsCondition(condition: TransitionCondition | undefined, facts: TransitionFacts): boolean {
  if (!condition) return true;
  const { quoteReturnStatusIds, quoteReturnStatusIdsNot, parentStatusIdsNot } = condition;
  if (quoteReturnStatusIds) {
    if (facts.quoteReturnStatusId === undefined) return false;
    if (!quoteReturnStatusIds.includes(facts.quoteReturnStatusId)) return false;
  }
  if (quoteReturnStatusIdsNot) {
    if (facts.quoteReturnStatusId === undefined) return false;
    if (quoteReturnStatusIdsNot.includes(facts.quoteReturnStatusId)) return false;
  }
  if (parentStatusIdsNot) {
    if (facts.parentStatusId === undefined) return false;
    if (parentStatusIdsNot.includes(facts.parentStatusId)) return false;
  }
  return true;
}

/** Whether the record's other facts allow this transition now. */
export function isTransitionAvailable(transition: Transition, facts: TransitionFacts = {}): boolean {
  return meetsCondition(transition.when, facts);
}

/** What a status menu offers a user of this role for a record in this status, in the table's order. */
export function transitionsFrom(
  entity: FlowEntity,
  status: number,
  roleId: number,
  facts: TransitionFacts = {},
): Transition[] {
  return TRANSITIONS.filter(
    (candidate) =>
      candidate.entity === entity &&
      candidate.from === status &&
      candidate.offeredInMenu &&
      (candidate.roles as readonly number[]).includes(roleId) &&
      meetsCondition(candidate.when, facts),
  );
}

/**
 * The table's row for this change, whoever asks and whatever the facts (the guard checks those), or undefined
 * when the table has no such change. `to: DELETED` finds a deletion.
 */
export function findTransition(entity: FlowEntity, from: number, to: number | null): Transition | undefined {
  return TRANSITIONS.find(
    (candidate) => candidate.entity === entity && candidate.from === from && candidate.to === to,
  );
}

/**
 * The row for this change that the record's facts allow (a returned quote moves back to WIP by the card's menu,
 * an unreturned one by construction's 'Move back to WIP and save'), or undefined.
 */
export function findAvailableTransition(
  entity: FlowEntity,
  from: number,
  to: number | null,
  facts: TransitionFacts = {},
): Transition | undefined {
  return TRANSITIONS.find(
    (candidate) =>
      candidate.entity === entity &&
      candidate.from === from &&
      candidate.to === to &&
      meetsCondition(candidate.when, facts),
  );
}

/** A status's label for messages ('New Order', 'Cancelled'); 'deleted' for DELETED. */
export function flowStatusLabel(entity: FlowEntity, status: number | null): string {
  if (status === DELETED) return 'deleted';
  return FLOW_ENTITY_STATUSES[entity].labelOf(status) ?? String(status);
}

// ——— Sub-order status (spec 001 §4 ids; decisions 164, 204) ———
// Derived, never moved by a call: stored by the order roll-up refresh from the order's status and the items.

export interface SubOrderStatusFacts {
  readonly orderStatusId: number;
  /** The sub-order's items (every status: the ones that do not count are skipped). */
  readonly items: readonly {
    readonly statusId: number;
    readonly quantity: number | null;
    readonly sellerUnitPrice: number | null;
    readonly buyerUnitPrice: number | null;
    readonly inventorySecured: boolean;
  }[];
}

/**
 * A sub-order's status, derived from its order and its items (as a sub-quote's, decision 159) and stored by the
 * roll-up refresh so the SubOrder Dashboard can filter on it (decision 164): the order cancelled → cancelled;
 * complete → complete; Waiting for Delivery (deliveries published) → confirmed; otherwise a sub-order with no
 * item that counts (its items moved to another seller, unavailable or deleted) → archived; an item lacking a
 * quantity, a seller unit price or a buyer unit price → setup incomplete; every item priced and secured → setup
 * complete; priced but not all secured → WIP. Recommended (a quote's cheapest-offer mark) has no order meaning.
 */
export function subOrderStatusOf({ orderStatusId, items }: SubOrderStatusFacts): number {
  const S = SubOrderStatus.ids;
  if (orderStatusId === O.CANCELLED) return S.CANCELLED;
  if (orderStatusId === O.COMPLETE) return S.COMPLETE;
  if (orderStatusId === O.WAITING) return S.CONFIRMED;
  const counted = items.filter((item) => COUNTED_ITEM_STATUS_IDS.includes(item.statusId));
  if (counted.length === 0) return S.ARCHIVED;
  const priced = counted.every(
    (item) =>
      item.quantity !== null &&
      item.quantity > 0 &&
      item.sellerUnitPrice !== null &&
      item.buyerUnitPrice !== null,
  );
  if (!priced) return S.SETUP_INCOMPLETE;
  return counted.every((item) => item.inventorySecured) ? S.SETUP_COMPLETE : S.WIP;
}
