import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  ItemStatus,
  MESSAGES,
  QuoteStatus,
  VERSION_HEADER,
  type ConstructedQuote,
  type DeliveryItemSummary,
  type OrderDelivery,
  type SaveQuoteConstruction,
} from '@portal/contracts';
import { delivery, quoteItem } from '../../db/schema';
import {
  deliveryChangedEvent,
  deliveryExists,
  deliveryLog,
  setUnitValues,
  withEvents,
} from '../../../test/fixtures/deliveries';
import {
  loadQuoteFixtureParties,
  planQuoteDelivery,
  quoteFromIntake,
  readQuote,
  sourceQuote,
  type QuoteFixtureParties,
} from '../../../test/quote-fixtures';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../../test/test-app';

/**
 * When the quote changes under a quote delivery (issue 38; decision 207 as amended in session 25), on both
 * engines: a line whose seller changes, a line deleted, an original substituted and a line marked unavailable
 * leave their quote delivery in the quote save's transaction — the delivery's items, stops, version and action log,
 * a delivery left without a pickup deleted — with the live change event on the delivery after commit; the quote's
 * publish then names the lines left unassigned until they are planned again. And the item summary of a quote
 * delivery.
 */

let testApp: TestApp;
let operations: Record<string, string>;
let parties: QuoteFixtureParties;

interface ErrorAnswer {
  code: string;
  message: string;
  issues?: Array<{ field: string; message: string }>;
}

beforeAll(async () => {
  testApp = await createTestApp();
  operations = bearer(await signIn(testApp.app, DEMO_ACCOUNTS.operations));
  parties = await loadQuoteFixtureParties(testApp);
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, version?: number) {
  return testApp.app.inject({
    method,
    url: `/api/${url}`,
    headers: version === undefined ? operations : { ...operations, [VERSION_HEADER]: String(version) },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T>(response: Awaited<ReturnType<typeof call>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

/** The default lines: the first two from the first seller, the third from the second — each fully priced. */
async function sourcedQuote(): Promise<ConstructedQuote> {
  const [first, second] = parties.sellers;
  const made = await quoteFromIntake(testApp, operations, parties);
  return sourceQuote(testApp, operations, made, [
    { sellerCompanyId: first, sellerUnitPrice: 10, buyerUnitPrice: 13 },
    { sellerCompanyId: first, sellerUnitPrice: 20, buyerUnitPrice: 26 },
    { sellerCompanyId: second, sellerUnitPrice: 30, buyerUnitPrice: 39 },
  ]);
}

function lineIdsOf(record: ConstructedQuote): [number, number, number] {
  const [l1, l2, l3] = record.items.map((item) => item.id);
  if (l1 === undefined || l2 === undefined || l3 === undefined) throw new Error('three lines expected');
  return [l1, l2, l3];
}

async function plan(quoteId: number, quoteItemIds: readonly number[]): Promise<OrderDelivery> {
  const [created] = await ok<OrderDelivery[]>(await call('POST', 'quoteDelivery', { quoteId, quoteItemIds }));
  if (!created) throw new Error('no quote delivery');
  return created;
}

/** The delivery's stops in order: [drop-off?, seller id, its lines] — a pickup's lines, or a drop-off's. */
async function stopsOf(id: number) {
  const found = await ok<OrderDelivery>(await call('GET', `quoteDelivery/${id}`));
  return {
    version: found.version,
    stops: (found.deliveryVehicles[0]?.deliveryStops ?? []).map((stop) => [
      stop.sequenceNumber,
      stop.dropOff,
      stop.sellerCompany?.id ?? null,
      (stop.dropOff ? stop.dropOffStopItems : stop.pickupStopItems)
        .map((row) => row.quoteItem?.id as number)
        .sort((a, b) => a - b),
    ]),
  };
}

/** The quote save's body: every line as it stands (its sourcing unchanged), no discount, no transport. */
function bodyOf(record: ConstructedQuote): SaveQuoteConstruction {
  return {
    id: record.id,
    items: record.items.map((item) => ({
      id: item.id,
      sellerCompanyId: item.sellerCompanyId,
      sellerUnitPrice: item.sellerUnitPrice,
      markupRate: item.markupRate,
      buyerUnitPrice: item.buyerUnitPrice,
      sellerContacted: item.sellerContacted,
      inventoryAvailable: item.inventoryAvailable,
    })),
    discounts: [],
    transportCosts: [],
  };
}

async function save(record: ConstructedQuote, body: SaveQuoteConstruction) {
  return ok<ConstructedQuote>(await call('PUT', 'quoteConstruction', body, record.version));
}

const logOf = (recordId: number) => deliveryLog(testApp, ActionLogType.ids.QUOTE_DELIVERY, recordId);

const exists = (id: number) => deliveryExists(testApp, id);

const changedEvent = (recordId: number, actionId: number) =>
  deliveryChangedEvent(ActionLogType.ids.QUOTE_DELIVERY, recordId, actionId);

/** The publish with the version the quote now reads. */
async function publish(quoteId: number) {
  const current = await readQuote(testApp, operations, quoteId);
  return call('GET', `publishQuote/${quoteId}`, undefined, current.version);
}

/** The publish refused with the spec's 'items not assigned to deliveries', naming exactly these lines. */
async function expectPublishRefusedFor(quoteId: number, lineIds: readonly number[]) {
  const refused = await publish(quoteId);
  expect(refused.statusCode, refused.body).toBe(409);
  expect(refused.json<ErrorAnswer>()).toEqual({
    code: ErrorCode.CONFLICT,
    message: MESSAGES.itemsNotAssignedToDeliveries,
    issues: lineIds.map((id) => ({ field: `items.${id}`, message: MESSAGES.itemsNotAssignedToDeliveries })),
  });
  expect((await readQuote(testApp, operations, quoteId)).statusId).toBe(QuoteStatus.ids.WIP);
}

async function expectPublished(quoteId: number) {
  const published = await publish(quoteId);
  expect(published.statusCode, published.body).toBe(200);
  expect(published.json<{ data: ConstructedQuote }>().data.statusId).toBe(QuoteStatus.ids.COMPLETE);
}

describe('the quote save (PUT quoteConstruction) under a quote delivery', () => {
  it('takes a line whose seller changes off the old seller’s pickup, removes that emptied pickup, and the publish names the line until it is planned again', async () => {
    const [first, second] = parties.sellers;
    const record = await sourcedQuote();
    const [l1, l2, l3] = lineIdsOf(record);
    const planned = await plan(record.id, [l1, l2, l3]);
    expect((await stopsOf(planned.id)).stops).toEqual([
      [1, false, first, [l1, l2]],
      [2, false, second, [l3]],
      [3, true, null, [l1, l2, l3]],
    ]);

    // A save that changes only a price moves nothing: the delivery and its version stay.
    const repriced = await save(record, {
      ...bodyOf(record),
      items: bodyOf(record).items.map((item) => (item.id === l3 ? { ...item, sellerUnitPrice: 31 } : item)),
    });
    expect(await stopsOf(planned.id)).toEqual({
      version: planned.version,
      stops: [
        [1, false, first, [l1, l2]],
        [2, false, second, [l3]],
        [3, true, null, [l1, l2, l3]],
      ],
    });

    const { events } = await withEvents(testApp, () =>
      save(repriced, {
        ...bodyOf(repriced),
        items: bodyOf(repriced).items.map((item) =>
          item.id === l3 ? { ...item, sellerCompanyId: first ?? null } : item,
        ),
      }),
    );
    // The third line is no longer picked up at the second seller's: that pickup had nothing else and goes.
    expect(await stopsOf(planned.id)).toEqual({
      version: planned.version + 1,
      stops: [
        [1, false, first, [l1, l2]],
        [2, true, null, [l1, l2]],
      ],
    });
    expect((await logOf(planned.id)).at(-1)).toEqual({
      actionId: ActionLogAction.ids.SAVE,
      details: { reason: 'item seller changed', removedItems: [l3] },
    });
    expect(events).toEqual(expect.arrayContaining([changedEvent(planned.id, ActionLogAction.ids.SAVE)]));
    const lines = await ok<{
      unassignedCount: number;
      rows: Array<{ id: number; deliveryId: number | null }>;
    }>(await call('GET', `quoteDeliveryLines/${record.id}`));
    expect(lines.unassignedCount).toBe(1);
    expect(lines.rows.map((row) => [row.id, row.deliveryId])).toEqual([
      [l1, planned.id],
      [l2, planned.id],
      [l3, null],
    ]);

    await expectPublishRefusedFor(record.id, [l3]);
    // Planned again (on a truck of its own): the quote publishes.
    const again = await planQuoteDelivery(testApp, operations, record.id);
    expect(again?.deliveryVehicles[0]?.deliveryStops.map((stop) => stop.sellerCompany?.id ?? null)).toEqual([
      first,
      null,
    ]);
    await expectPublished(record.id);
  });

  it('takes deleted lines off their deliveries and deletes a delivery left without a pickup', async () => {
    const [first] = parties.sellers;
    const record = await sourcedQuote();
    const [l1, l2, l3] = lineIdsOf(record);
    const kept = await plan(record.id, [l1, l2]);
    const emptied = await plan(record.id, [l3]);

    const { events } = await withEvents(testApp, () =>
      save(record, { ...bodyOf(record), items: [], deletedItemIds: [l2, l3] }),
    );
    expect(await stopsOf(kept.id)).toEqual({
      version: kept.version + 1,
      stops: [
        [1, false, first, [l1]],
        [2, true, null, [l1]],
      ],
    });
    expect((await logOf(kept.id)).at(-1)).toEqual({
      actionId: ActionLogAction.ids.SAVE,
      details: { reason: 'item deleted', removedItems: [l2] },
    });

    expect(await exists(emptied.id)).toBe(false);
    expect((await call('GET', `quoteDelivery/${emptied.id}`)).statusCode).toBe(404);
    expect((await logOf(emptied.id)).at(-1)).toEqual({
      actionId: ActionLogAction.ids.DELETE,
      details: { reason: 'item deleted', removedItems: [l3] },
    });
    expect(events).toEqual(
      expect.arrayContaining([
        changedEvent(kept.id, ActionLogAction.ids.SAVE),
        changedEvent(emptied.id, ActionLogAction.ids.DELETE),
      ]),
    );
    // What is left is all on the kept delivery.
    await expectPublished(record.id);
  });

  it('takes a substituted original off its delivery and leaves its substitute unassigned', async () => {
    const [first, second] = parties.sellers;
    const record = await sourcedQuote();
    const [l1, l2, l3] = lineIdsOf(record);
    const planned = await plan(record.id, [l1, l2, l3]);

    const saved = await save(record, {
      ...bodyOf(record),
      items: [],
      substitutions: [
        {
          itemId: l1,
          productSizeId: record.items[1]?.productSizeId ?? null,
          sellerCompanyId: first ?? null,
          sellerUnitPrice: 7,
          buyerUnitPrice: 9,
        },
      ],
    });
    const substitute = saved.items.find((item) => item.replacesItemId === l1);
    expect(substitute?.statusId).toBe(ItemStatus.ids.SUBSTITUTED);
    expect(saved.items.find((item) => item.id === l1)?.statusId).toBe(ItemStatus.ids.ORIGINAL);

    expect(await stopsOf(planned.id)).toEqual({
      version: planned.version + 1,
      stops: [
        [1, false, first, [l2]],
        [2, false, second, [l3]],
        [3, true, null, [l2, l3]],
      ],
    });
    expect((await logOf(planned.id)).at(-1)).toEqual({
      actionId: ActionLogAction.ids.SAVE,
      details: { reason: 'item substituted', removedItems: [l1] },
    });
    await expectPublishRefusedFor(record.id, [substitute?.id as number]);
  });

  it('takes a line marked unavailable off its delivery: it no longer counts, so the publish does not ask for it', async () => {
    const [first, second] = parties.sellers;
    const record = await sourcedQuote();
    const [l1, l2, l3] = lineIdsOf(record);
    const planned = await plan(record.id, [l1, l2, l3]);

    await save(record, {
      ...bodyOf(record),
      items: bodyOf(record)
        .items.filter((item) => item.id === l2)
        .map((item) => ({
          ...item,
          statusId: ItemStatus.ids.UNAVAILABLE,
        })),
    });
    expect(await stopsOf(planned.id)).toEqual({
      version: planned.version + 1,
      stops: [
        [1, false, first, [l1]],
        [2, false, second, [l3]],
        [3, true, null, [l1, l3]],
      ],
    });
    expect((await logOf(planned.id)).at(-1)).toEqual({
      actionId: ActionLogAction.ids.SAVE,
      details: { reason: 'item marked unavailable', removedItems: [l2] },
    });
    // The delivery's own roll-ups follow: one pickup item fewer.
    const [row] = await testApp.database.db
      .select({ stopCount: delivery.stopCount, itemCount: delivery.itemCount })
      .from(delivery)
      .where(eq(delivery.id, planned.id));
    expect(row).toEqual({ stopCount: 3, itemCount: 2 });
    await expectPublished(record.id);
  });
});

describe('GET orderDeliveryItemSummary/{id} of a quote delivery', () => {
  it('answers its lines with their stops, the totals of what is known and the lines without a weight', async () => {
    const [first, second] = parties.sellers;
    const record = await sourcedQuote();
    const [l1, l2, l3] = lineIdsOf(record);
    const db = testApp.database.db;
    const lines = await db
      .select({
        id: quoteItem.id,
        productId: quoteItem.productId,
        productSizeId: quoteItem.productSizeId,
        quantity: quoteItem.quantity,
      })
      .from(quoteItem)
      .where(eq(quoteItem.quoteId, record.id))
      .orderBy(asc(quoteItem.sequenceNumber));
    await setUnitValues(testApp, lines);
    const [q1 = 0, q2 = 0, q3 = 0] = lines.map((line) => Number(line.quantity));
    const planned = await plan(record.id, [l1, l2, l3]);

    const summary = await ok<DeliveryItemSummary>(
      await call('GET', `orderDeliveryItemSummary/${planned.id}`),
    );
    expect(summary).toMatchObject({
      deliveryId: planned.id,
      deliveryNumber: planned.deliveryNumber,
      itemCount: 3,
      totalQuantity: q1 + q2 + q3,
      knownWeightLb: Math.round((q1 * 40 + q2 * 10) * 100) / 100,
      knownFloorSpaceSqft: Math.round((q1 * 2 + q2 * 0.5) * 1000) / 1000,
      invalidItemIds: [l3],
    });
    expect(
      summary.items.map((item) => [
        item.id,
        item.orderId,
        item.sellerCompany?.id ?? null,
        item.pickupStopSequence,
        item.dropOffStopSequence,
        item.deliveryId,
      ]),
    ).toEqual([
      [l1, null, first, 1, 3, planned.id],
      [l2, null, first, 1, 3, planned.id],
      [l3, null, second, 2, 3, planned.id],
    ]);
  });
});
