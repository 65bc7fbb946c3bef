import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  ErrorCode,
  ItemStatus,
  MESSAGES,
  QuoteReturnStatus,
  QuoteStatus,
  VERSION_HEADER,
  type ConstructedQuote,
  type RecordQuoteReturn,
} from '@portal/contracts';
import { actionLog, quoteItem } from '../../db/schema';
import {
  publishedQuote,
  quoteFromIntake,
  readQuote,
  type QuoteFixtureParties,
} from '../../../test/quote-fixtures';
import { openStaffApi, type ErrorAnswer } from '../../../test/fixtures/staff-api';
import type { TestApp } from '../../../test/test-app';

let testApp: TestApp;
let operations: Record<string, string>;
let finance: Record<string, string>;
let parties: QuoteFixtureParties;

beforeAll(async () => {
  ({ testApp, operations, finance, parties } = await openStaffApi());
});
afterAll(async () => {
  await testApp.close();
});

function recordReturn(
  current: ConstructedQuote,
  items: RecordQuoteReturn['items'],
  headers = operations,
  version = current.version,
) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/quoteReturn',
    headers: { ...headers, [VERSION_HEADER]: String(version) },
    payload: { id: current.id, items },
  });
}

async function acceptedQuantities(quoteId: number) {
  const rows = await testApp.database.db
    .select({ accepted: quoteItem.acceptedQuantity })
    .from(quoteItem)
    .where(eq(quoteItem.quoteId, quoteId))
    .orderBy(asc(quoteItem.sequenceNumber), asc(quoteItem.id));
  return rows.map((row) => row.accepted);
}

describe("the buyer's return (PUT quoteReturn; spec 001 §4 quote return pending → returned; decision 152)", () => {
  it('records the accepted lines and quantities; a line left out is not accepted; logged as a Save', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    expect(published.returnStatusId).toBe(QuoteReturnStatus.ids.PENDING);
    const [acer, thuja] = published.items;
    const response = await recordReturn(
      published,
      [
        { id: acer!.id, acceptedQuantity: 25 },
        { id: thuja!.id, acceptedQuantity: 100.5 },
      ],
      finance,
    );
    expect(response.statusCode, response.body).toBe(200);
    const returned = response.json<{ data: ConstructedQuote }>().data;
    expect(returned).toMatchObject({
      statusId: QuoteStatus.ids.COMPLETE,
      returnStatusId: QuoteReturnStatus.ids.RETURNED,
      version: published.version + 1,
    });
    expect(returned.returnedAt).not.toBeNull();
    expect(returned.items.map((item) => item.acceptedQuantity)).toEqual([25, 100.5, 0]);
    expect(await acceptedQuantities(published.id)).toEqual([25, 100.5, 0]);

    const logged = await testApp.database.db
      .select({
        actionId: actionLog.actionId,
        details: actionLog.details,
        entityNumber: actionLog.entityNumber,
      })
      .from(actionLog)
      .where(and(eq(actionLog.actionTypeId, ActionLogType.ids.QUOTE), eq(actionLog.entityId, published.id)))
      .orderBy(asc(actionLog.id));
    expect(logged.at(-1)).toMatchObject({
      actionId: ActionLogAction.ids.SAVE,
      entityNumber: `CQ-${published.quoteNumber}`,
      details: { transition: 'quoteReturn.return' },
    });
  });

  it('refuses a quote that is not published (WIP, or cancelled after publishing) and writes nothing', async () => {
    const wip = await quoteFromIntake(testApp, operations, parties);
    const refused = await recordReturn(wip, [{ id: wip.items[0]!.id, acceptedQuantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: MESSAGES.quoteNotPublished,
    });
    expect(await acceptedQuantities(wip.id)).toEqual([null, null, null]);

    const published = await publishedQuote(testApp, operations, parties);
    const cancelled = await testApp.app.inject({
      method: 'GET',
      url: `/api/cancelQuote/${published.id}`,
      headers: { ...operations, [VERSION_HEADER]: String(published.version) },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = cancelled.json<{ data: ConstructedQuote }>().data;
    const refusedCancelled = await recordReturn(afterCancel, [
      { id: afterCancel.items[0]!.id, acceptedQuantity: 1 },
    ]);
    expect(refusedCancelled.statusCode).toBe(409);
    expect(refusedCancelled.json<ErrorAnswer>().message).toBe(MESSAGES.quoteNotPublished);
  });

  it('refuses a second return of a returned quote (the transitions table has no returned → returned)', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    const first = await recordReturn(published, [{ id: published.items[0]!.id, acceptedQuantity: 5 }]);
    expect(first.statusCode, first.body).toBe(200);
    const returned = first.json<{ data: ConstructedQuote }>().data;
    const second = await recordReturn(returned, [{ id: returned.items[0]!.id, acceptedQuantity: 25 }]);
    expect(second.statusCode).toBe(409);
    // The rule, not the outdated notice: the client's version was current (decision 193).
    expect(second.json<ErrorAnswer>()).toMatchObject({ code: ErrorCode.TRANSITION_REFUSED });
    expect(await acceptedQuantities(published.id)).toEqual([5, 0, 0]);
  });

  it('a returned quote cancelled then reinstated is back in WIP with its return withdrawn, and publishes again', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    const returned = await recordReturn(published, [{ id: published.items[0]!.id, acceptedQuantity: 5 }]);
    expect(returned.statusCode, returned.body).toBe(200);
    // Each status call with the version of the quote as the previous answer left it (decision 204).
    const call = (path: string, version: number) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/${path}/${published.id}`,
        headers: { ...operations, [VERSION_HEADER]: String(version) },
      });
    const cancelled = await call('cancelQuote', returned.json<{ data: ConstructedQuote }>().data.version);
    expect(cancelled.statusCode).toBe(200);
    const reinstated = await call(
      'reinstateQuote',
      cancelled.json<{ data: ConstructedQuote }>().data.version,
    );
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(reinstated.json<{ data: ConstructedQuote }>().data).toMatchObject({
      statusId: QuoteStatus.ids.WIP,
      returnStatusId: QuoteReturnStatus.ids.NA,
      returnedAt: null,
    });
    const republished = await call(
      'publishQuote',
      reinstated.json<{ data: ConstructedQuote }>().data.version,
    );
    expect(republished.statusCode, republished.body).toBe(200);
    expect(republished.json<{ data: ConstructedQuote }>().data).toMatchObject({
      statusId: QuoteStatus.ids.COMPLETE,
      returnStatusId: QuoteReturnStatus.ids.PENDING,
    });
  });

  it('refuses more than the quoted quantity, a line of another quote, and a line not offered, naming each', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    const other = await quoteFromIntake(testApp, operations, parties);
    // The third line made unavailable behind the workspace's back: it was not offered to the buyer.
    await testApp.database.db
      .update(quoteItem)
      .set({ statusId: ItemStatus.ids.UNAVAILABLE })
      .where(eq(quoteItem.id, published.items[2]!.id));
    const response = await recordReturn(published, [
      { id: published.items[0]!.id, acceptedQuantity: 25.001 },
      { id: other.items[0]!.id, acceptedQuantity: 1 },
      { id: published.items[2]!.id, acceptedQuantity: 1 },
      { id: published.items[1]!.id, acceptedQuantity: 120 },
    ]);
    expect(response.statusCode).toBe(400);
    const answer = response.json<ErrorAnswer>();
    expect(answer.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(answer.issues).toEqual([
      { field: 'items.0.acceptedQuantity', message: MESSAGES.acceptedMoreThanQuoted },
      { field: 'items.1.id', message: 'This line is not one of this quote.' },
      { field: 'items.2.acceptedQuantity', message: MESSAGES.lineNotOffered },
    ]);
    const unchanged = await readQuote(testApp, operations, published.id);
    expect(unchanged).toMatchObject({
      returnStatusId: QuoteReturnStatus.ids.PENDING,
      version: published.version,
    });
    // A line that was not offered may be listed as not accepted: it keeps no quantity.
    const accepted = await recordReturn(published, [
      { id: published.items[2]!.id, acceptedQuantity: 0 },
      { id: published.items[1]!.id, acceptedQuantity: 120 },
    ]);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await acceptedQuantities(published.id)).toEqual([0, 120, null]);
  });

  it('refuses a line listed twice, a negative quantity and more than three decimals (400 from the schema)', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    const line = published.items[0]!.id;
    for (const items of [
      [
        { id: line, acceptedQuantity: 1 },
        { id: line, acceptedQuantity: 2 },
      ],
      [{ id: line, acceptedQuantity: -1 }],
      [{ id: line, acceptedQuantity: 1.0001 }],
    ]) {
      const response = await recordReturn(published, items);
      expect(response.statusCode, JSON.stringify(items)).toBe(400);
    }
  });

  it('refuses a stale version with the outdated notice (409)', async () => {
    const published = await publishedQuote(testApp, operations, parties);
    const stale = await recordReturn(
      published,
      [{ id: published.items[0]!.id, acceptedQuantity: 1 }],
      operations,
      published.version - 1,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorAnswer>()).toMatchObject({
      code: ErrorCode.OUTDATED,
      message: MESSAGES.outdatedRecord,
    });
    expect((await readQuote(testApp, operations, published.id)).returnStatusId).toBe(
      QuoteReturnStatus.ids.PENDING,
    );
  });

  it('answers 401 without a session and 404 for a quote that does not exist', async () => {
    const anonymous = await testApp.app.inject({
      method: 'PUT',
      url: '/api/quoteReturn',
      headers: { [VERSION_HEADER]: '1' },
      payload: { id: 1, items: [] },
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await testApp.app.inject({
      method: 'PUT',
      url: '/api/quoteReturn',
      headers: { ...operations, [VERSION_HEADER]: '1' },
      payload: { id: 999_999, items: [] },
    });
    expect(missing.statusCode).toBe(404);
  });
});
