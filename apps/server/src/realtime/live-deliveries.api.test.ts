// The deliveries' live kinds (issue 38) on the real app, spoken by a real @stomp/stompjs client on both engines:
// every committed quote-delivery write reaches `/topic/quote-delivery` and the delivery's own topic once, a refused
// one never does, and neither reaches the order deliveries' kind; an order delivery's write reaches its own kind.
// Every wait is for an event, never for time.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  liveKindTopic,
  liveTopic,
  VERSION_HEADER,
  type ChangeEvent,
  type LiveEvent,
  type OrderDelivery,
} from '@portal/contracts';
import { firstTruckLength, publishableDelivery } from '../../test/fixtures/deliveries';
import { LiveTestClient, listeningUrl } from '../../test/live-test-client';
import {
  loadQuoteFixtureParties,
  quoteFromIntake,
  sourceQuote,
  type QuoteFixtureParties,
} from '../../test/quote-fixtures';
import { DEMO_ACCOUNTS, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

let testApp: TestApp;
let url: string;
let clients: LiveTestClient[] = [];
let operationsToken: string;
let operations: Record<string, string>;
let operationsUserId: number;
let parties: QuoteFixtureParties;

beforeAll(async () => {
  testApp = await createTestApp();
  url = listeningUrl(await testApp.app.listen({ port: 0, host: '127.0.0.1' }));
  operationsToken = await signIn(testApp.app, DEMO_ACCOUNTS.operations);
  operations = bearer(operationsToken);
  const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: operations });
  operationsUserId = me.json<{ data: { id: number } }>().data.id;
  parties = await loadQuoteFixtureParties(testApp);
}, 120_000);

afterEach(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  clients = [];
});

afterAll(async () => {
  await testApp.close();
});

async function watcher(): Promise<LiveTestClient> {
  const client = new LiveTestClient({ url, token: operationsToken });
  clients.push(client);
  await client.connect();
  return client;
}

function changeOf(recordId: number, actionId?: number) {
  return (event: LiveEvent): event is ChangeEvent =>
    event.type === 'change' &&
    event.recordId === recordId &&
    (actionId === undefined || event.actionId === actionId);
}

async function send<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  version?: number,
): Promise<T> {
  const response = await testApp.app.inject({
    method,
    url: `/api/${path}`,
    headers: version === undefined ? operations : { ...operations, [VERSION_HEADER]: String(version) },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

const changesOf = (client: LiveTestClient, destination: string, recordId: number) =>
  (client.events.get(destination) ?? []).filter(changeOf(recordId)).map((event) => event.actionId);

describe('the quote delivery kind /topic/quote-delivery', () => {
  it('hears every committed quote-delivery write once, on the kind and the record, and no refused one', async () => {
    const [first, second] = parties.sellers;
    const made = await quoteFromIntake(testApp, operations, parties);
    const sourced = await sourceQuote(testApp, operations, made, [
      { sellerCompanyId: first, sellerUnitPrice: 10, buyerUnitPrice: 13 },
      { sellerCompanyId: first, sellerUnitPrice: 20, buyerUnitPrice: 26 },
      { sellerCompanyId: second, sellerUnitPrice: 30, buyerUnitPrice: 39 },
    ]);
    const [l1, l2, l3] = sourced.items.map((item) => item.id);
    const client = await watcher();
    const kind = liveKindTopic('quote-delivery');
    const orderKind = liveKindTopic('order-delivery');
    await client.subscribe(kind);
    await client.subscribe(orderKind);

    // Create: heard on the kind, after commit, with the actor.
    const [created] = await send<OrderDelivery[]>('POST', 'quoteDelivery', {
      quoteId: sourced.id,
      quoteItemIds: [l1, l2],
    });
    if (!created) throw new Error('no quote delivery');
    const createdEvent = await client.waitForEvent(kind, changeOf(created.id));
    expect(createdEvent).toEqual({
      type: 'change',
      recordType: ActionLogType.ids.QUOTE_DELIVERY,
      recordId: created.id,
      actionId: ActionLogAction.ids.CREATE_QUOTE_DELIVERY,
      actorUserId: operationsUserId,
      actorName: expect.any(String) as string,
      occurredAt: expect.any(String) as string,
    });
    const record = liveTopic('quote-delivery', created.id);
    await client.subscribe(record);

    // A refused save (stale version) sends nothing; the save after it is the next event on both topics.
    const length = await firstTruckLength(testApp);
    const stale = await testApp.app.inject({
      method: 'PUT',
      url: '/api/quoteDelivery',
      headers: { ...operations, [VERSION_HEADER]: String(created.version + 1) },
      payload: { id: created.id, truckLengthId: length.id },
    });
    expect(stale.statusCode).toBe(409);
    const saved = await send<OrderDelivery>(
      'PUT',
      'quoteDelivery',
      {
        id: created.id,
        truckTypeId: length.typeId,
        truckSubTypeId: length.subTypeId,
        truckLengthId: length.id,
      },
      created.version,
    );
    await client.waitForEvent(record, changeOf(created.id, ActionLogAction.ids.SAVE));
    await client.waitForEvent(kind, changeOf(created.id, ActionLogAction.ids.SAVE));

    // Items added and a pickup's items changed: each a change.
    const added = await send<OrderDelivery>(
      'PUT',
      'addQuoteDeliveryItems',
      { quoteDeliveryId: created.id, quoteItemIds: [l3] },
      saved.version,
    );
    expect(added.itemCount).toBe(3);
    await client.waitForEvent(record, changeOf(created.id));
    const firstPickup = added.deliveryVehicles[0]?.deliveryStops.find((stop) => !stop.dropOff);
    const updated = await send<{ delivery: OrderDelivery }>(
      'PUT',
      'updateQuoteDeliveryItems',
      { quoteDeliveryId: created.id, pickupStopId: firstPickup?.id, quoteItemIds: [l1] },
      added.version,
    );
    await client.waitForEvent(record, changeOf(created.id));

    // Delete: the last change, heard on both.
    await send('DELETE', `quoteDelivery/${created.id}`, undefined, updated.delivery.version);
    await client.waitForEvent(record, changeOf(created.id, ActionLogAction.ids.DELETE));
    await client.waitForEvent(kind, changeOf(created.id, ActionLogAction.ids.DELETE));

    // Five writes, five changes, in order — the refused save none; nothing on the order deliveries' kind.
    const writes = changesOf(client, kind, created.id);
    expect(writes).toHaveLength(5);
    expect(writes[0]).toBe(ActionLogAction.ids.CREATE_QUOTE_DELIVERY);
    expect(writes[1]).toBe(ActionLogAction.ids.SAVE);
    expect(writes[4]).toBe(ActionLogAction.ids.DELETE);
    expect(changesOf(client, record, created.id)).toEqual(writes.slice(1));
    expect(changesOf(client, orderKind, created.id)).toEqual([]);
  });
});

describe('the order delivery kind /topic/order-delivery', () => {
  it('hears an order delivery’s status call on the kind and the record, not on the quote deliveries’ kind', async () => {
    const planned = await publishableDelivery(testApp, operations, parties);
    const client = await watcher();
    const kind = liveKindTopic('order-delivery');
    const record = liveTopic('order-delivery', planned.id);
    const quoteKind = liveKindTopic('quote-delivery');
    await client.subscribe(kind);
    await client.subscribe(record);
    await client.subscribe(quoteKind);

    await send('GET', `updateOrderDeliveryStatus/${planned.id}/2`, undefined, planned.version);
    const heard = await client.waitForEvent(record, changeOf(planned.id, ActionLogAction.ids.PUBLISH));
    expect(heard).toMatchObject({
      recordType: ActionLogType.ids.ORDER_DELIVERY,
      actorUserId: operationsUserId,
    });
    await client.waitForEvent(kind, changeOf(planned.id, ActionLogAction.ids.PUBLISH));
    expect(changesOf(client, quoteKind, planned.id)).toEqual([]);
  });
});
