import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_STAFF,
  DeliveryStatus,
  ErrorCode,
  FlowEntity,
  flowStatusLabel,
  isTransitionAvailable,
  OrderStatus,
  QuoteRequestStatus,
  QuoteReturnStatus,
  QuoteStatus,
  Role,
  StandardizedQuoteStatus,
  STATUS_CALL_NAMES,
  SUPER_ADMIN_ONLY,
  TRANSITIONS,
  VERSION_HEADER,
  type RoleId,
  type StatusCallName,
  type SaveOrderConstruction,
  type StandardizedQuote,
  type TransitionFacts,
} from '@portal/contracts';
import { customerOrder, delivery, quote, quoteRequest, standardizedQuote } from '../db/schema';
import { publishableDelivery } from '../../test/fixtures/deliveries';
import { placedOrder } from '../../test/order-fixtures';
import {
  loadQuoteFixtureParties,
  planQuoteDelivery,
  quoteFromIntake,
  sourceQuote,
} from '../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../test/test-app';

/**
 * Decision 193: every status call × every status its record can be in × every staff role, on the server,
 * compared with the transitions table. Each call is declared here with the rows it makes (by key, from the call's
 * name and spec 001 §4) — not read from the services — so a service that passes another call's row, or none,
 * makes a cell disagree: reinstating a Complete standardized quote (its 'Move back to WIP and save' row) or a
 * Picked Up request (its 'Release' row) is refused, 409 TRANSITION_REFUSED.
 */

/** One row a call needs: its entity, target, keys, and where the record's status and facts come from. */
interface Step {
  readonly entity: FlowEntity;
  readonly to: number;
  readonly keys: readonly string[];
  /** The status the row starts from, out of the record's state. */
  readonly from: (state: State) => number;
  /** Skipped when false (a quote reinstated with no publication has nothing to withdraw). */
  readonly when?: (state: State) => boolean;
  readonly facts?: (state: State) => TransitionFacts;
}

/** A record's state: its status, and for a quote its return status. */
interface State {
  readonly statusId: number;
  readonly returnStatusId?: number;
}

interface StatusCall {
  /** The contracts' call (`STATUS_CALLS`), and for PUT updateOrderStatus the status it asks for. */
  readonly call: StatusCallName;
  readonly name: string;
  readonly record: 'quoteRequest' | 'standardizedQuote' | 'quote' | 'order' | 'delivery';
  /** The route's roles (spec 001 §6: request and standardization management are the super admin's). */
  readonly access: readonly RoleId[];
  readonly steps: readonly Step[];
  readonly request: (id: number, version: number) => { method: 'GET' | 'PUT'; url: string; payload?: object };
}

const QR = QuoteRequestStatus.ids;
const SQ = StandardizedQuoteStatus.ids;
const Q = QuoteStatus.ids;
const RETURN = QuoteReturnStatus.ids;
const O = OrderStatus.ids;
const D = DeliveryStatus.ids;

const own = (entity: FlowEntity, to: number, keys: readonly string[]): Step => ({
  entity,
  to,
  keys,
  from: (state) => state.statusId,
  facts: (state) => (state.returnStatusId === undefined ? {} : { quoteReturnStatusId: state.returnStatusId }),
});
/** Moving a quote back to construction withdraws what it published (decisions 150, 152). */
const withdraw: Step = {
  entity: FlowEntity.QUOTE_RETURN,
  to: RETURN.NA,
  keys: ['quoteReturn.withdraw'],
  from: (state) => state.returnStatusId ?? RETURN.NA,
  when: (state) => state.returnStatusId !== RETURN.NA,
};
const get = (path: string) => (id: number) => ({ method: 'GET' as const, url: `/api/${path}/${id}` });

const ORDER_MOVES: ReadonlyArray<[number, readonly string[]]> = [
  // PUT updateOrderStatus makes the order menu's moves but cancel and reinstate (their own calls) and publish.
  [O.PENDING, ['order.moveBackToNew']],
  [O.WIP, ['order.moveToWip', 'order.moveBackToWip']],
  [O.DELIVERY_PLANNING, ['order.moveToPlanningDelivery', 'order.moveBackToPlanningDelivery']],
  [O.COMPLETE, ['order.complete']],
  [O.WAITING, []],
  [O.CANCELLED, []],
];

const CALLS: readonly StatusCall[] = [
  {
    call: 'cancelQuoteRequest',
    name: 'cancelQuoteRequest',
    record: 'quoteRequest',
    access: SUPER_ADMIN_ONLY,
    steps: [own(FlowEntity.QUOTE_REQUEST, QR.CANCELLED, ['quoteRequest.cancel'])],
    request: get('cancelQuoteRequest'),
  },
  {
    call: 'reinstateQuoteRequest',
    name: 'reinstateQuoteRequest',
    record: 'quoteRequest',
    access: SUPER_ADMIN_ONLY,
    steps: [own(FlowEntity.QUOTE_REQUEST, QR.COMPLETE, ['quoteRequest.reinstate'])],
    request: get('reinstateQuoteRequest'),
  },
  {
    call: 'archiveQuoteRequest',
    name: 'archiveQuoteRequest',
    record: 'quoteRequest',
    access: SUPER_ADMIN_ONLY,
    steps: [own(FlowEntity.QUOTE_REQUEST, QR.ARCHIVED, ['quoteRequest.archive'])],
    request: get('archiveQuoteRequest'),
  },
  {
    call: 'cancelStandardizedQuote',
    name: 'cancelStandardizedQuote',
    record: 'standardizedQuote',
    access: SUPER_ADMIN_ONLY,
    steps: [own(FlowEntity.STANDARDIZED_QUOTE, SQ.CANCELLED, ['standardizedQuote.cancel'])],
    request: get('cancelStandardizedQuote'),
  },
  {
    call: 'reinstateStandardizedQuote',
    name: 'reinstateStandardizedQuote',
    record: 'standardizedQuote',
    access: SUPER_ADMIN_ONLY,
    steps: [own(FlowEntity.STANDARDIZED_QUOTE, SQ.WIP, ['standardizedQuote.reinstate'])],
    request: get('reinstateStandardizedQuote'),
  },
  {
    call: 'cancelQuote',
    name: 'cancelQuote',
    record: 'quote',
    access: ALL_STAFF,
    steps: [own(FlowEntity.QUOTE, Q.CANCELLED, ['quote.cancel'])],
    request: get('cancelQuote'),
  },
  {
    call: 'reinstateQuote',
    name: 'reinstateQuote',
    record: 'quote',
    access: ALL_STAFF,
    steps: [own(FlowEntity.QUOTE, Q.WIP, ['quote.reinstate']), withdraw],
    request: get('reinstateQuote'),
  },
  {
    call: 'moveQuoteToWip',
    name: 'moveQuoteToWip',
    record: 'quote',
    access: ALL_STAFF,
    steps: [own(FlowEntity.QUOTE, Q.WIP, ['quote.moveBackToWip', 'quote.moveBackToWipAndSave']), withdraw],
    request: get('moveQuoteToWip'),
  },
  {
    call: 'publishQuote',
    name: 'publishQuote',
    record: 'quote',
    access: ALL_STAFF,
    steps: [
      own(FlowEntity.QUOTE, Q.COMPLETE, ['quote.complete']),
      {
        entity: FlowEntity.QUOTE_RETURN,
        to: RETURN.PENDING,
        keys: ['quoteReturn.publish', 'quoteReturn.republish'],
        from: (state) => state.returnStatusId ?? RETURN.NA,
      },
    ],
    request: get('publishQuote'),
  },
  ...ORDER_MOVES.map(([to, keys]): StatusCall => ({
    call: 'updateOrderStatus',
    name: `updateOrderStatus → ${OrderStatus.labelOf(to) ?? to}`,
    record: 'order',
    access: ALL_STAFF,
    steps: [own(FlowEntity.ORDER, to, keys)],
    request: (id) => ({ method: 'PUT', url: '/api/updateOrderStatus', payload: { id, statusId: to } }),
  })),
  {
    call: 'cancelOrder',
    name: 'cancelOrder',
    record: 'order',
    access: ALL_STAFF,
    steps: [own(FlowEntity.ORDER, O.CANCELLED, ['order.cancel'])],
    request: get('cancelOrder'),
  },
  {
    call: 'reinstateOrder',
    name: 'reinstateOrder',
    record: 'order',
    access: ALL_STAFF,
    steps: [own(FlowEntity.ORDER, O.PENDING, ['order.reinstate'])],
    request: get('reinstateOrder'),
  },
  // A delivery's two shapes (decision 209): spec 001's `{id}` publishes (a booked one is republished); spec 000's
  // `{deliveryId}/{deliveryStatusId}` moves to the status given — booked publishes, draft moves a booked one back.
  {
    call: 'updateOrderDeliveryStatus',
    name: 'updateOrderDeliveryStatus/{id}',
    record: 'delivery',
    access: ALL_STAFF,
    steps: [own(FlowEntity.ORDER_DELIVERY, D.BOOKED, ['orderDelivery.publish', 'orderDelivery.republish'])],
    request: get('updateOrderDeliveryStatus'),
  },
  ...(
    [
      [D.BOOKED, ['orderDelivery.publish', 'orderDelivery.republish']],
      [D.DRAFT, ['orderDelivery.moveBackToDraft']],
    ] as const
  ).map(([to, keys]): StatusCall => ({
    call: 'updateOrderDeliveryStatus',
    name: `updateOrderDeliveryStatus/{id}/${to} (${DeliveryStatus.labelOf(to) ?? to})`,
    record: 'delivery',
    access: ALL_STAFF,
    steps: [own(FlowEntity.ORDER_DELIVERY, to, keys)],
    request: (id) => ({ method: 'GET', url: `/api/updateOrderDeliveryStatus/${id}/${to}` }),
  })),
];

const STATES: Readonly<Record<StatusCall['record'], readonly State[]>> = {
  quoteRequest: QuoteRequestStatus.options.map((option) => ({ statusId: option.id })),
  standardizedQuote: StandardizedQuoteStatus.options.map((option) => ({ statusId: option.id })),
  quote: QuoteStatus.options.flatMap((status) =>
    QuoteReturnStatus.options.map((returned) => ({ statusId: status.id, returnStatusId: returned.id })),
  ),
  order: OrderStatus.options.map((option) => ({ statusId: option.id })),
  delivery: DeliveryStatus.options.map((option) => ({ statusId: option.id })),
};

const ROLES = [Role.ids.SUPER_ADMIN, Role.ids.OPERATIONS, Role.ids.FINANCE] as const;

/** What the table says of the call from this state for this role: 200, 403 or 409. */
function expectedAnswer(call: StatusCall, state: State, roleId: RoleId): 200 | 403 | 409 {
  if (!call.access.includes(roleId)) return 403;
  for (const step of call.steps) {
    if (step.when && !step.when(state)) continue;
    const from = step.from(state);
    const row = TRANSITIONS.find(
      (candidate) =>
        candidate.entity === step.entity &&
        candidate.from === from &&
        candidate.to === step.to &&
        step.keys.includes(candidate.key) &&
        isTransitionAvailable(candidate, step.facts?.(state) ?? {}),
    );
    if (!row) return 409;
    if (!(row.roles as readonly number[]).includes(roleId)) return 403;
  }
  return 200;
}

let testApp: TestApp;
const headersOf = new Map<number, Record<string, string>>();
const ids = { quoteRequest: 0, standardizedQuote: 0, quote: 0, order: 0, delivery: 0 };

beforeAll(async () => {
  testApp = await createTestApp();
  headersOf.set(Role.ids.SUPER_ADMIN, bearer(await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin)));
  const operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  headersOf.set(Role.ids.OPERATIONS, operations);
  headersOf.set(Role.ids.FINANCE, bearer(await signIn(testApp.app, DEMO_ACCOUNTS.finance)));
  const parties = await loadQuoteFixtureParties(testApp);

  // A quote sourced for publishing (its request and standardized quote serve the intake calls' cells).
  const made = await quoteFromIntake(testApp, operations, parties);
  const sourced = await sourceQuote(
    testApp,
    operations,
    made,
    made.items.map(() => ({ sellerCompanyId: parties.sellers[0], sellerUnitPrice: 10, buyerUnitPrice: 13 })),
  );
  // Its lines on a quote delivery: a delivery quote publishes only so (spec 001 §5, decision 209).
  await planQuoteDelivery(testApp, operations, sourced.id);
  ids.quote = sourced.id;
  const [row] = await testApp.database.db
    .select({ standardizedQuoteId: quote.standardizedQuoteId, quoteRequestId: quote.quoteRequestId })
    .from(quote)
    .where(eq(quote.id, sourced.id));
  ids.standardizedQuote = row?.standardizedQuoteId ?? 0;
  ids.quoteRequest = row?.quoteRequestId ?? 0;

  // An order whose setup can be finished (WIP → Planning Delivery checks it, spec 001 §5).
  const placed = await placedOrder(testApp, operations, parties);
  const body: SaveOrderConstruction = {
    id: placed.id,
    items: placed.items.map((item) => ({
      id: item.id,
      sellerCompanyId: item.sellerCompanyId,
      sellerUnitPrice: item.sellerUnitPrice,
      markupRate: item.markupRate,
      buyerUnitPrice: item.buyerUnitPrice,
      sellerContacted: true,
      inventorySecured: true,
    })),
    discounts: placed.discounts.map(({ discountId, amount }) => ({ discountId, amount })),
    transportCosts: placed.transportCosts.map((cost) => ({
      transportTypeId: cost.transportTypeId as 1 | 2,
      sellerCompanyId: cost.sellerCompanyId,
      cost: cost.cost,
      transporterIds: cost.transporters.map((carrier) => carrier.id),
    })),
    buyerDeliveryFee: 75,
  };
  const saved = await testApp.app.inject({
    method: 'PUT',
    url: '/api/orderConstruction',
    headers: { ...operations, [VERSION_HEADER]: String(placed.version) },
    payload: body,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  ids.order = placed.id;

  // A delivery saved whole (a length, every stop dated) on an order of its own: the order walk above moves
  // `ids.order` through every status, a cancelled or complete one's deliveries being read-only.
  ids.delivery = (await publishableDelivery(testApp, operations, parties)).id;
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

/** Puts the record in the state (as the workflow would have left it) and answers its version and state. */
async function putIn(
  record: StatusCall['record'],
  state: State,
): Promise<{ version: number; stored: State }> {
  const db = testApp.database.db;
  switch (record) {
    case 'quoteRequest': {
      const [row] = await db
        .update(quoteRequest)
        .set({ statusId: state.statusId })
        .where(eq(quoteRequest.id, ids.quoteRequest))
        .returning({ version: quoteRequest.version });
      return { version: row?.version ?? 0, stored: state };
    }
    case 'standardizedQuote': {
      const [row] = await db
        .update(standardizedQuote)
        .set({ statusId: state.statusId })
        .where(eq(standardizedQuote.id, ids.standardizedQuote))
        .returning({ version: standardizedQuote.version });
      return { version: row?.version ?? 0, stored: state };
    }
    case 'quote': {
      const [row] = await db
        .update(quote)
        .set({ statusId: state.statusId, returnStatusId: state.returnStatusId ?? RETURN.NA })
        .where(eq(quote.id, ids.quote))
        .returning({ version: quote.version });
      return { version: row?.version ?? 0, stored: state };
    }
    case 'order': {
      const [row] = await db
        .update(customerOrder)
        .set({ statusId: state.statusId })
        .where(eq(customerOrder.id, ids.order))
        .returning({ version: customerOrder.version });
      return { version: row?.version ?? 0, stored: state };
    }
    case 'delivery': {
      const [row] = await db
        .update(delivery)
        .set({ statusId: state.statusId })
        .where(eq(delivery.id, ids.delivery))
        .returning({ version: delivery.version });
      return { version: row?.version ?? 0, stored: state };
    }
  }
}

async function stored(record: StatusCall['record']): Promise<State> {
  const db = testApp.database.db;
  switch (record) {
    case 'quoteRequest': {
      const [row] = await db
        .select({ statusId: quoteRequest.statusId })
        .from(quoteRequest)
        .where(eq(quoteRequest.id, ids.quoteRequest));
      return { statusId: row?.statusId ?? 0 };
    }
    case 'standardizedQuote': {
      const [row] = await db
        .select({ statusId: standardizedQuote.statusId })
        .from(standardizedQuote)
        .where(eq(standardizedQuote.id, ids.standardizedQuote));
      return { statusId: row?.statusId ?? 0 };
    }
    case 'quote': {
      const [row] = await db
        .select({ statusId: quote.statusId, returnStatusId: quote.returnStatusId })
        .from(quote)
        .where(eq(quote.id, ids.quote));
      return { statusId: row?.statusId ?? 0, returnStatusId: row?.returnStatusId ?? 0 };
    }
    case 'order': {
      const [row] = await db
        .select({ statusId: customerOrder.statusId })
        .from(customerOrder)
        .where(eq(customerOrder.id, ids.order));
      return { statusId: row?.statusId ?? 0 };
    }
    case 'delivery': {
      const [row] = await db
        .select({ statusId: delivery.statusId })
        .from(delivery)
        .where(eq(delivery.id, ids.delivery));
      return { statusId: row?.statusId ?? 0 };
    }
  }
}

const entityOf: Record<StatusCall['record'], FlowEntity> = {
  quoteRequest: FlowEntity.QUOTE_REQUEST,
  standardizedQuote: FlowEntity.STANDARDIZED_QUOTE,
  quote: FlowEntity.QUOTE,
  order: FlowEntity.ORDER,
  delivery: FlowEntity.ORDER_DELIVERY,
};

function describeState(record: StatusCall['record'], state: State): string {
  const status = flowStatusLabel(entityOf[record], state.statusId);
  return state.returnStatusId === undefined
    ? status
    : `${status} (return ${flowStatusLabel(FlowEntity.QUOTE_RETURN, state.returnStatusId)})`;
}

describe('every status call × every status × every staff role, against the transitions table (decision 193)', () => {
  const cells = CALLS.flatMap((call) =>
    ROLES.map((roleId) => [call.name, Role.labelOf(roleId), call, roleId] as const),
  );
  it.each(cells)('%s as %s', async (_name, _role, call, roleId) => {
    const disagreements: string[] = [];
    for (const state of STATES[call.record]) {
      const { version } = await putIn(call.record, state);
      const expected = expectedAnswer(call, state, roleId);
      const { method, url, payload } = call.request(ids[call.record], version);
      const response = await testApp.app.inject({
        method,
        url,
        headers: { ...headersOf.get(roleId), [VERSION_HEADER]: String(version) },
        ...(payload ? { payload } : {}),
      });
      const after = await stored(call.record);
      const where = `from ${describeState(call.record, state)}`;
      if (response.statusCode !== expected) {
        disagreements.push(`${where}: ${response.statusCode} (table: ${expected}) ${response.body}`);
        continue;
      }
      if (expected === 200) {
        const target = call.steps[0]?.to;
        if (after.statusId !== target)
          disagreements.push(`${where}: moved to ${after.statusId}, not ${target}`);
        continue;
      }
      if (after.statusId !== state.statusId || after.returnStatusId !== state.returnStatusId) {
        disagreements.push(`${where}: refused but changed to ${describeState(call.record, after)}`);
      }
      if (expected === 409) {
        const answer = response.json<{ code: string; message: string }>();
        // The rule, never the outdated notice: the version sent is the record's own.
        // The finance demo account reads the rule in French (decision 199).
        const isRule = answer.message.startsWith('This ') || answer.message.includes(' à l’état ');
        if (answer.code !== ErrorCode.TRANSITION_REFUSED || !isRule) {
          disagreements.push(`${where}: refused with ${answer.code} '${answer.message}'`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('the reinstate calls of issue 34', () => {
  it('refuses to reinstate a Complete standardized quote and a Picked Up request, on the table and the server', () => {
    const reinstateSq = CALLS.find((call) => call.name === 'reinstateStandardizedQuote');
    const reinstateQr = CALLS.find((call) => call.name === 'reinstateQuoteRequest');
    if (!reinstateSq || !reinstateQr) throw new Error('the reinstate calls are not declared');
    // A negative control for the walk: without the call's keys, the table has both moves (another call's rows).
    const sqRows = TRANSITIONS.filter(
      (row) => row.entity === FlowEntity.STANDARDIZED_QUOTE && row.from === SQ.COMPLETE && row.to === SQ.WIP,
    );
    expect(sqRows.map((row) => row.key)).toEqual(['standardizedQuote.moveBackToWip']);
    expect(expectedAnswer(reinstateSq, { statusId: SQ.COMPLETE }, Role.ids.SUPER_ADMIN)).toBe(409);
    expect(expectedAnswer(reinstateSq, { statusId: SQ.CANCELLED }, Role.ids.SUPER_ADMIN)).toBe(200);
    expect(expectedAnswer(reinstateQr, { statusId: QR.PICKED_UP }, Role.ids.SUPER_ADMIN)).toBe(409);
    expect(expectedAnswer(reinstateQr, { statusId: QR.CANCELLED }, Role.ids.SUPER_ADMIN)).toBe(200);
  });

  it('reads a standardized quote with its quote after the walk (the records used are the flow’s own)', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/standardizedQuote/${ids.standardizedQuote}`,
      headers: headersOf.get(Role.ids.SUPER_ADMIN),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: StandardizedQuote }>().data.quoteId).toBe(ids.quote);
  });
});

/** Each record's table, for its version as stored. */
const TABLES = {
  quoteRequest,
  standardizedQuote,
  quote,
  order: customerOrder,
  delivery,
} as const;

async function storedVersion(record: StatusCall['record']): Promise<number> {
  const table = TABLES[record];
  const [row] = await testApp.database.db
    .select({ version: table.version })
    .from(table)
    .where(eq(table.id, ids[record]));
  return row?.version ?? 0;
}

/** Another user's save in between: the record's version moves on, nothing else. */
async function savedByAnother(record: StatusCall['record']): Promise<void> {
  const table = TABLES[record];
  await testApp.database.db
    .update(table)
    .set({ version: sql`${table.version} + 1` })
    .where(eq(table.id, ids[record]));
}

/** For a call, a row of the walk and a state its table lets the super admin move from (the version is all that differs). */
function allowedCell(name: StatusCallName): { call: StatusCall; state: State } {
  for (const call of CALLS.filter((candidate) => candidate.call === name)) {
    const state = STATES[call.record].find(
      (candidate) => expectedAnswer(call, candidate, Role.ids.SUPER_ADMIN) === 200,
    );
    if (state) return { call, state };
  }
  throw new Error(`${name}: no state of the walk lets it through`);
}

describe('every status call refuses a missing or stale version with 409 and changes nothing (decision 204)', () => {
  it('walks every call of the contracts’ map, and no other', () => {
    expect([...new Set(CALLS.map((call) => call.call))].sort()).toEqual([...STATUS_CALL_NAMES].sort());
  });

  const cells = STATUS_CALL_NAMES.flatMap((name) =>
    (['missing', 'stale'] as const).map((kind) => [name, kind] as const),
  );
  for (const [name, kind] of cells) {
    it(`${name}: a ${kind} version`, async () => {
      const { call, state } = allowedCell(name);
      const { version } = await putIn(call.record, state);
      if (kind === 'stale') await savedByAnother(call.record);
      const before = { state: await stored(call.record), version: await storedVersion(call.record) };
      const { method, url, payload } = call.request(ids[call.record], version);
      const headers = headersOf.get(Role.ids.SUPER_ADMIN) ?? {};
      const response = await testApp.app.inject({
        method,
        url,
        headers: kind === 'missing' ? headers : { ...headers, [VERSION_HEADER]: String(version) },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(409);
      const answer = response.json<{ code: string; message: string }>();
      // The spec's outdated notice (a refresh required), never the rule: the move itself is allowed.
      expect(answer.code).toBe(ErrorCode.OUTDATED);
      expect(answer.message).toMatch(/so your view is outdated\. A refresh is required/);
      expect({ state: await stored(call.record), version: await storedVersion(call.record) }).toEqual(before);
      // The same call with the version as stored goes through: the refusal was the version's alone.
      const current = await storedVersion(call.record);
      const allowed = await testApp.app.inject({
        method,
        url,
        headers: { ...headers, [VERSION_HEADER]: String(current) },
        ...(payload ? { payload } : {}),
      });
      expect(allowed.statusCode, allowed.body).toBe(200);
    });
  }
});
