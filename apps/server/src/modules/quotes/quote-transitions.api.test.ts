import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteReturnStatus, QuoteStatus, VERSION_HEADER, type ConstructedQuote } from '@portal/contracts';
import {
  loadQuoteFixtureParties,
  planQuoteDelivery,
  publishedQuote,
  quoteFromIntake,
  readQuote,
  sourceQuote,
  type QuoteFixtureParties,
} from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * Issue 14 acceptance 2, the quote's own status moves: every call that changes a quote's status, tried from every
 * state a quote can be in, allowed exactly where spec 001 §4 offers it (and §5 lets it) and refused elsewhere,
 * whatever the client sends. The expectations are written from the spec, not read from the transitions table,
 * so a wrong row in the table fails here. Each cell gets a quote of its own, brought to its state by the calls.
 */

type State = 'wip' | 'awaitingReturn' | 'returned' | 'processed' | 'cancelled';
type Call = 'publish' | 'moveToWip' | 'cancel' | 'reinstate' | 'recordReturn' | 'placeOrder';

/**
 * spec 001 §4: publishing from construction (WIP); 'Returned (complete) quote card: place order, move back to
 * WIP, cancel'; 'Cancelled quote: reinstate'; 'Other quote card: cancel' (a processed quote is read-only); a
 * published quote moves back to WIP to change it (decision 150) and is returned by its buyer while pending
 * (decision 152).
 */
const ALLOWED: Readonly<Record<Call, readonly State[]>> = {
  publish: ['wip'],
  moveToWip: ['awaitingReturn', 'returned'],
  cancel: ['wip', 'awaitingReturn', 'returned'],
  reinstate: ['cancelled'],
  recordReturn: ['awaitingReturn'],
  placeOrder: ['returned'],
};

/** What each state looks like once the call succeeded, or unchanged when it was refused. */
const AFTER: Readonly<Record<Call, { statusId: number; returnStatusId: number | 'unchanged' }>> = {
  publish: { statusId: QuoteStatus.ids.COMPLETE, returnStatusId: QuoteReturnStatus.ids.PENDING },
  moveToWip: { statusId: QuoteStatus.ids.WIP, returnStatusId: QuoteReturnStatus.ids.NA },
  cancel: { statusId: QuoteStatus.ids.CANCELLED, returnStatusId: 'unchanged' },
  reinstate: { statusId: QuoteStatus.ids.WIP, returnStatusId: QuoteReturnStatus.ids.NA },
  recordReturn: { statusId: QuoteStatus.ids.COMPLETE, returnStatusId: QuoteReturnStatus.ids.RETURNED },
  placeOrder: { statusId: QuoteStatus.ids.PROCESSED, returnStatusId: QuoteReturnStatus.ids.RETURNED },
};

let testApp: TestApp;
let operations: Record<string, string>;
let parties: QuoteFixtureParties;

beforeAll(async () => {
  testApp = await createTestApp();
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  parties = await loadQuoteFixtureParties(testApp);
});
afterAll(async () => {
  await testApp.close();
});

/** A status call, with the version of the quote read (decision 204). */
function get(path: string, version: number) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/${path}`,
    headers: { ...operations, [VERSION_HEADER]: String(version) },
  });
}

function recordReturn(current: ConstructedQuote) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/quoteReturn',
    headers: { ...operations, [VERSION_HEADER]: String(current.version) },
    payload: {
      id: current.id,
      items: current.items.map((item) => ({ id: item.id, acceptedQuantity: item.quantity })),
    },
  });
}

function placeOrder(current: ConstructedQuote) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: operations,
    payload: { quoteId: current.id },
  });
}

/** A quote brought to the state through the calls: sourced (publishable), then published, returned, ordered… */
async function quoteIn(state: State): Promise<ConstructedQuote> {
  if (state === 'wip' || state === 'cancelled') {
    const made = await quoteFromIntake(testApp, operations, parties);
    const sourced = await sourceQuote(
      testApp,
      operations,
      made,
      made.items.map(() => ({
        sellerCompanyId: parties.sellers[0],
        sellerUnitPrice: 10,
        buyerUnitPrice: 13,
      })),
    );
    // A delivery quote publishes with its lines on a quote delivery (spec 001 §5, decision 209).
    await planQuoteDelivery(testApp, operations, sourced.id);
    if (state === 'wip') return sourced;
    expect((await get(`cancelQuote/${sourced.id}`, sourced.version)).statusCode).toBe(200);
    return readQuote(testApp, operations, sourced.id);
  }
  const published = await publishedQuote(testApp, operations, parties);
  if (state === 'awaitingReturn') return published;
  const returned = await recordReturn(published);
  expect(returned.statusCode, returned.body).toBe(200);
  if (state === 'returned') return returned.json<{ data: ConstructedQuote }>().data;
  const ordered = await placeOrder(published);
  expect(ordered.statusCode, ordered.body).toBe(200);
  return readQuote(testApp, operations, published.id);
}

function call(name: Call, current: ConstructedQuote) {
  switch (name) {
    case 'publish':
      return get(`publishQuote/${current.id}`, current.version);
    case 'moveToWip':
      return get(`moveQuoteToWip/${current.id}`, current.version);
    case 'cancel':
      return get(`cancelQuote/${current.id}`, current.version);
    case 'reinstate':
      return get(`reinstateQuote/${current.id}`, current.version);
    case 'recordReturn':
      return recordReturn(current);
    case 'placeOrder':
      return placeOrder(current);
  }
}

const STATES: readonly State[] = ['wip', 'awaitingReturn', 'returned', 'processed', 'cancelled'];
const CELLS = (Object.keys(ALLOWED) as Call[]).flatMap((name) =>
  STATES.map((state) => [name, state, ALLOWED[name].includes(state)] as const),
);

describe("a quote's status moves from every state (issue 14 acceptance 2; spec 001 §4)", () => {
  it.each(CELLS)('%s from %s: allowed %s', async (name, state, allowed) => {
    const before = await quoteIn(state);
    const response = await call(name, before);
    const after = await readQuote(testApp, operations, before.id);
    if (allowed) {
      expect(response.statusCode, response.body).toBe(200);
      const expected = AFTER[name];
      expect(after.statusId).toBe(expected.statusId);
      // Cancelling keeps whatever return status the quote had (a reinstated one withdraws it).
      expect(after.returnStatusId).toBe(
        expected.returnStatusId === 'unchanged' ? before.returnStatusId : expected.returnStatusId,
      );
    } else {
      // Refused as a conflict with the quote's state, never applied: nothing about it changed.
      expect(response.statusCode, response.body).toBe(409);
      expect(after).toMatchObject({
        statusId: before.statusId,
        returnStatusId: before.returnStatusId,
        version: before.version,
      });
    }
  });
});
