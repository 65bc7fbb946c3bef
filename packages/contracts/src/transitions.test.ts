import { describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  DeliveryStatus,
  ItemStatus,
  OrderStatus,
  QuoteRequestStatus,
  QuoteReturnStatus,
  QuoteStatus,
  StandardizedQuoteStatus,
} from './enumerations';
import { CONFIRMATIONS } from './messages';
import { Role, STAFF_ROLE_IDS } from './roles';
import {
  DELETED,
  findAvailableTransition,
  findTransition,
  FLOW_ENTITY_STATUSES,
  FlowEntity,
  TRANSITIONS,
  transitionsFrom,
  type TransitionFacts,
} from './transitions';

const QR = QuoteRequestStatus.ids;
const SQ = StandardizedQuoteStatus.ids;
const Q = QuoteStatus.ids;
const RETURN = QuoteReturnStatus.ids;
const O = OrderStatus.ids;
const D = DeliveryStatus.ids;
const I = ItemStatus.ids;

interface MenuRow {
  /** The spec's words (spec 001 §4 'Transitions offered in menus'), or our reading of them (decision 086). */
  readonly spec: string;
  readonly entity: FlowEntity;
  readonly from: number;
  readonly facts?: TransitionFacts;
  /** What the menu offers: the target statuses, DELETED for Delete. Empty: no menu. */
  readonly offers: ReadonlyArray<number | null>;
}

const notReturned = [RETURN.NA, RETURN.PENDING];

/** spec 001 §4, row by row. Every (entity, status) not listed here must offer nothing. */
const SPEC_MENUS: readonly MenuRow[] = [
  // 'Returned (complete) quote card: place order, move back to WIP, cancel.'
  {
    spec: 'Returned (complete) quote card: place order, move back to WIP, cancel.',
    entity: FlowEntity.QUOTE,
    from: Q.COMPLETE,
    facts: { quoteReturnStatusId: RETURN.RETURNED },
    offers: [Q.PROCESSED, Q.WIP, Q.CANCELLED],
  },
  // 'Cancelled quote: reinstate.'
  { spec: 'Cancelled quote: reinstate.', entity: FlowEntity.QUOTE, from: Q.CANCELLED, offers: [Q.WIP] },
  {
    spec: 'Cancelled quote (request): reinstate.',
    entity: FlowEntity.QUOTE_REQUEST,
    from: QR.CANCELLED,
    offers: [QR.COMPLETE],
  },
  {
    spec: 'Cancelled quote (standardized): reinstate.',
    entity: FlowEntity.STANDARDIZED_QUOTE,
    from: SQ.CANCELLED,
    offers: [SQ.WIP],
  },
  // 'Other quote card: cancel.'
  ...notReturned.map((returnStatus): MenuRow => ({
    spec: 'Other quote card (complete, not returned): cancel.',
    entity: FlowEntity.QUOTE,
    from: Q.COMPLETE,
    facts: { quoteReturnStatusId: returnStatus },
    offers: [Q.CANCELLED],
  })),
  { spec: 'Other quote card (WIP): cancel.', entity: FlowEntity.QUOTE, from: Q.WIP, offers: [Q.CANCELLED] },
  ...[QR.COMPLETE, QR.PICKED_UP].map((from): MenuRow => ({
    spec: 'Other quote card (quote request): cancel.',
    entity: FlowEntity.QUOTE_REQUEST,
    from,
    offers: [QR.CANCELLED],
  })),
  ...[SQ.WIP, SQ.COMPLETE, SQ.PICKED_UP].map((from): MenuRow => ({
    spec: 'Other quote card (standardized quote): cancel.',
    entity: FlowEntity.STANDARDIZED_QUOTE,
    from,
    offers: [SQ.CANCELLED],
  })),
  // 'Order: New goes to WIP or cancel. WIP goes back to New, to Planning Delivery, or cancel. Planning Delivery
  // goes back to WIP or cancel. Waiting goes to Complete, back to Planning Delivery, back to WIP, or cancel.
  // Cancelled can be reinstated.'
  {
    spec: 'Order: New goes to WIP or cancel.',
    entity: FlowEntity.ORDER,
    from: O.PENDING,
    offers: [O.WIP, O.CANCELLED],
  },
  {
    spec: 'WIP goes back to New, to Planning Delivery, or cancel.',
    entity: FlowEntity.ORDER,
    from: O.WIP,
    offers: [O.PENDING, O.DELIVERY_PLANNING, O.CANCELLED],
  },
  {
    spec: 'Planning Delivery goes back to WIP or cancel.',
    entity: FlowEntity.ORDER,
    from: O.DELIVERY_PLANNING,
    offers: [O.WIP, O.CANCELLED],
  },
  {
    spec: 'Waiting goes to Complete, back to Planning Delivery, back to WIP, or cancel.',
    entity: FlowEntity.ORDER,
    from: O.WAITING,
    offers: [O.COMPLETE, O.DELIVERY_PLANNING, O.WIP, O.CANCELLED],
  },
  { spec: 'Cancelled can be reinstated.', entity: FlowEntity.ORDER, from: O.CANCELLED, offers: [O.PENDING] },
  // 'Booked order delivery can be moved to draft or deleted. A draft one can only be deleted.'
  {
    spec: 'Booked order delivery can be moved to draft or deleted.',
    entity: FlowEntity.ORDER_DELIVERY,
    from: D.BOOKED,
    offers: [D.DRAFT, DELETED],
  },
  {
    spec: 'A draft one can only be deleted.',
    entity: FlowEntity.ORDER_DELIVERY,
    from: D.DRAFT,
    offers: [DELETED],
  },
  // 'Quote items can be marked substituted (editable, or reverted to original), marked unavailable (then marked
  // available), or deleted. The same applies to order items.'
  ...[FlowEntity.QUOTE_ITEM, FlowEntity.ORDER_ITEM].flatMap((entity): MenuRow[] => {
    const facts = { parentStatusId: entity === FlowEntity.QUOTE_ITEM ? Q.WIP : O.WIP };
    const spec = `${entity}: marked substituted, marked unavailable, or deleted.`;
    return [
      ...[I.WIP, I.COMPLETE, I.ORIGINAL].map((from): MenuRow => ({
        spec,
        entity,
        from,
        facts,
        offers: [I.SUBSTITUTED, I.UNAVAILABLE, DELETED],
      })),
      {
        spec: `${entity}: substituted … or reverted to original`,
        entity,
        from: I.SUBSTITUTED,
        facts,
        offers: [I.ORIGINAL, DELETED],
      },
      {
        spec: `${entity}: unavailable (then marked available)`,
        entity,
        from: I.UNAVAILABLE,
        facts,
        offers: [I.WIP, DELETED],
      },
    ];
  }),
  // 'Quote and standardized quote items can be deleted. Processed standardized quotes and processed quotes only
  // show their items or sub-quotes, with no delete.'
  {
    spec: 'Processed quotes only show their items, with no delete.',
    entity: FlowEntity.QUOTE_ITEM,
    from: I.WIP,
    facts: { parentStatusId: Q.PROCESSED },
    offers: [I.SUBSTITUTED, I.UNAVAILABLE],
  },
];

function offeredTargets(
  entity: FlowEntity,
  from: number,
  facts?: TransitionFacts,
  roleId: number = Role.ids.OPERATIONS,
) {
  return transitionsFrom(entity, from, roleId, facts).map((transition) => transition.to);
}

describe('the transitions table against spec 001 §4 "Transitions offered in menus"', () => {
  for (const row of SPEC_MENUS) {
    const fromLabel = FLOW_ENTITY_STATUSES[row.entity].labelOf(row.from);
    it(`${row.entity} ${fromLabel} ${JSON.stringify(row.facts ?? {})}: ${row.spec}`, () => {
      for (const roleId of STAFF_ROLE_IDS) {
        expect(offeredTargets(row.entity, row.from, row.facts, roleId).sort()).toEqual(
          [...row.offers].sort(),
        );
      }
    });
  }

  it('offers nothing in a status the spec gives no menu (complete and cancelled ends, processed, archived)', () => {
    const listed = new Set(SPEC_MENUS.map((row) => `${row.entity}:${row.from}`));
    const silent: Array<[FlowEntity, number]> = [];
    for (const entity of Object.values(FlowEntity)) {
      for (const option of FLOW_ENTITY_STATUSES[entity].options) {
        if (!listed.has(`${entity}:${option.id}`)) silent.push([entity, option.id]);
      }
    }
    // The negative cases named by the spec are among them.
    expect(silent).toEqual(
      expect.arrayContaining([
        [FlowEntity.ORDER, O.COMPLETE],
        [FlowEntity.QUOTE, Q.PROCESSED],
        [FlowEntity.STANDARDIZED_QUOTE, SQ.PROCESSED],
        [FlowEntity.QUOTE_REQUEST, QR.ARCHIVED],
        [FlowEntity.QUOTE_ITEM, I.CANCELLED],
      ]),
    );
    for (const [entity, status] of silent) {
      for (const facts of [{}, { quoteReturnStatusId: RETURN.RETURNED, parentStatusId: Q.WIP }]) {
        expect(offeredTargets(entity, status, facts), `${entity} ${status}`).toEqual([]);
      }
    }
  });

  it('offers every menu transition of the table in some row above (no transition the spec does not name)', () => {
    for (const transition of TRANSITIONS.filter((candidate) => candidate.offeredInMenu)) {
      const covered = SPEC_MENUS.some(
        (row) =>
          row.entity === transition.entity &&
          row.from === transition.from &&
          row.offers.includes(transition.to),
      );
      expect(covered, transition.key).toBe(true);
    }
  });

  it('does not offer the returned card’s place order or move back to WIP when the quote is not returned', () => {
    expect(
      offeredTargets(FlowEntity.QUOTE, Q.COMPLETE, { quoteReturnStatusId: RETURN.PENDING }),
    ).not.toContain(Q.PROCESSED);
    // Without the fact, the conditional actions are not offered at all.
    expect(offeredTargets(FlowEntity.QUOTE, Q.COMPLETE)).toEqual([Q.CANCELLED]);
  });

  it('offers nothing to roles outside the staff', () => {
    for (const roleId of [Role.ids.BUYER, Role.ids.BUYER_ADMIN, Role.ids.SELLER_ADMIN]) {
      for (const row of SPEC_MENUS)
        expect(offeredTargets(row.entity, row.from, row.facts, roleId)).toEqual([]);
    }
  });
});

describe('findTransition', () => {
  it('finds the rows of the table, menu and workflow alike', () => {
    expect(findTransition(FlowEntity.ORDER, O.PENDING, O.WIP)?.key).toBe('order.moveToWip');
    expect(findTransition(FlowEntity.ORDER, O.DELIVERY_PLANNING, O.WAITING)?.key).toBe('order.publish');
    expect(findTransition(FlowEntity.ORDER_DELIVERY, D.DRAFT, D.BOOKED)?.offeredInMenu).toBe(false);
    expect(findTransition(FlowEntity.ORDER_DELIVERY, D.DRAFT, DELETED)?.actionId).toBe(
      ActionLogAction.ids.DELETE,
    );
  });

  it.each([
    ['order New → Complete', FlowEntity.ORDER, O.PENDING, O.COMPLETE],
    ['order New → Waiting', FlowEntity.ORDER, O.PENDING, O.WAITING],
    ['order Cancelled → WIP', FlowEntity.ORDER, O.CANCELLED, O.WIP],
    ['order Complete → WIP', FlowEntity.ORDER, O.COMPLETE, O.WIP],
    ['order Complete → Cancelled', FlowEntity.ORDER, O.COMPLETE, O.CANCELLED],
    ['order WIP → Waiting', FlowEntity.ORDER, O.WIP, O.WAITING],
    ['order New → deleted', FlowEntity.ORDER, O.PENDING, DELETED],
    ['quote Processed → Cancelled', FlowEntity.QUOTE, Q.PROCESSED, Q.CANCELLED],
    ['quote WIP → Processed', FlowEntity.QUOTE, Q.WIP, Q.PROCESSED],
    ['quote Cancelled → Complete', FlowEntity.QUOTE, Q.CANCELLED, Q.COMPLETE],
    ['quote request Archived → Cancelled', FlowEntity.QUOTE_REQUEST, QR.ARCHIVED, QR.CANCELLED],
    ['delivery Draft → Draft', FlowEntity.ORDER_DELIVERY, D.DRAFT, D.DRAFT],
    ['item Cancelled → WIP', FlowEntity.QUOTE_ITEM, I.CANCELLED, I.WIP],
    ['item Unavailable → Substituted', FlowEntity.ORDER_ITEM, I.UNAVAILABLE, I.SUBSTITUTED],
  ] as const)('has no row for %s', (_name, entity, from, to) => {
    expect(findTransition(entity, from, to)).toBeUndefined();
  });

  it('picks the row the facts allow when two rows share from and to', () => {
    const returned = findAvailableTransition(FlowEntity.QUOTE, Q.COMPLETE, Q.WIP, {
      quoteReturnStatusId: RETURN.RETURNED,
    });
    const pending = findAvailableTransition(FlowEntity.QUOTE, Q.COMPLETE, Q.WIP, {
      quoteReturnStatusId: RETURN.PENDING,
    });
    expect(returned?.actionId).toBe(ActionLogAction.ids.MOVE_BACK_TO_WIP);
    expect(pending?.actionId).toBe(ActionLogAction.ids.MOVE_BACK_TO_WIP_AND_SAVE);
    expect(
      findAvailableTransition(FlowEntity.QUOTE, Q.COMPLETE, Q.PROCESSED, { quoteReturnStatusId: RETURN.NA }),
    ).toBeUndefined();
  });
});

describe('the table’s rows', () => {
  it('use status ids of their entity, action-log actions and confirmations that exist', () => {
    for (const transition of TRANSITIONS) {
      const statuses = FLOW_ENTITY_STATUSES[transition.entity];
      expect(statuses.has(transition.from), transition.key).toBe(true);
      if (transition.to !== DELETED) expect(statuses.has(transition.to), transition.key).toBe(true);
      expect(ActionLogAction.has(transition.actionId), transition.key).toBe(true);
      if (transition.confirmation !== null)
        expect(Object.keys(CONFIRMATIONS)).toContain(transition.confirmation);
      expect(transition.roles.length, transition.key).toBeGreaterThan(0);
    }
  });

  it('never lists the same change twice under the same condition', () => {
    const seen = new Set<string>();
    for (const transition of TRANSITIONS) {
      const id = `${transition.entity}:${transition.from}:${String(transition.to)}:${JSON.stringify(transition.when ?? {})}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
  });

  it('asks for the confirmations spec 001 §8 lists: cancel, reinstate, complete order, place order, delete', () => {
    const confirmationOf = (entity: FlowEntity, from: number, to: number | null) =>
      findTransition(entity, from, to)?.confirmation;
    expect(confirmationOf(FlowEntity.ORDER, O.WIP, O.CANCELLED)).toBe('cancelOrder');
    expect(confirmationOf(FlowEntity.ORDER, O.CANCELLED, O.PENDING)).toBe('reinstateOrder');
    expect(confirmationOf(FlowEntity.ORDER, O.WAITING, O.COMPLETE)).toBe('completeOrder');
    expect(confirmationOf(FlowEntity.QUOTE, Q.COMPLETE, Q.PROCESSED)).toBe('placeOrder');
    expect(confirmationOf(FlowEntity.QUOTE, Q.WIP, Q.CANCELLED)).toBe('cancelQuote');
    expect(confirmationOf(FlowEntity.ORDER_DELIVERY, D.BOOKED, DELETED)).toBe('deleteDelivery');
    // Moving an order along its flow asks nothing (the spec lists no confirmation for it).
    expect(confirmationOf(FlowEntity.ORDER, O.PENDING, O.WIP)).toBeNull();
  });
});
