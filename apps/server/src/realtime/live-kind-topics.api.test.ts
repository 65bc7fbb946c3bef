// The lists' topics (`/topic/order`, `/topic/quote`; docs/decisions/174-live-list-notices.md) on the real app,
// spoken by real @stomp/stompjs clients on both engines: every committed change of a record of the kind arrives
// once, a rolled-back one never does, and only staff sessions may listen. Every wait is for an event, never for time.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ActionLogAction,
  ActionLogType,
  Role,
  liveKindTopic,
  liveTopic,
  type ChangeEvent,
  type LiveEvent,
} from '@portal/contracts';
import { LiveTestClient, listeningUrl } from '../../test/live-test-client';
import { placedOrder } from '../../test/order-fixtures';
import { loadQuoteFixtureParties } from '../../test/quote-fixtures';
import { DEMO_ACCOUNTS, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { LiveGatewayError, type LiveConnection } from './stomp-gateway';

let testApp: TestApp;
let url: string;
let clients: LiveTestClient[] = [];
let operationsToken: string;
let financeToken: string;
let financeUserId: number;
let orderIds: number[];
let subOrderOf: { id: number; orderId: number };

async function connectClient(token: string | undefined): Promise<LiveTestClient> {
  const client = new LiveTestClient({ url, ...(token ? { token } : {}) });
  clients.push(client);
  await client.connect();
  return client;
}

function isChangeOf(recordId: number) {
  return (event: LiveEvent): event is ChangeEvent => event.type === 'change' && event.recordId === recordId;
}

beforeAll(async () => {
  testApp = await createTestApp();
  // The change requests below go through this very app, so its DomainEventBus is the one the gateway hears.
  url = listeningUrl(await testApp.app.listen({ port: 0, host: '127.0.0.1' }));
  operationsToken = await signIn(testApp.app, DEMO_ACCOUNTS.operations);
  financeToken = await signIn(testApp.app, DEMO_ACCOUNTS.finance);
  const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: bearer(financeToken) });
  financeUserId = me.json<{ data: { id: number } }>().data.id;
  const operations = bearer(operationsToken);
  const parties = await loadQuoteFixtureParties(testApp);
  const orders = [
    await placedOrder(testApp, operations, parties),
    await placedOrder(testApp, operations, parties),
  ];
  orderIds = orders.map((order) => order.id);
  const [firstSubOrder] = orders[0]?.subOrders ?? [];
  if (!firstSubOrder) throw new Error('a placed order has a sub-order per seller');
  subOrderOf = { id: firstSubOrder.id, orderId: orderIds[0] as number };
});

afterEach(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  clients = [];
});

afterAll(async () => {
  await testApp.close();
});

async function toggleInvoiced(orderId: number): Promise<void> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/toggleOrderInvoiced/${orderId}`,
    headers: bearer(financeToken),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the order kind topic /topic/order', () => {
  it('gets the change of any order after commit, with the actor and no row data', async () => {
    const [orderId] = orderIds as [number];
    const watcher = await connectClient(operationsToken);
    await watcher.subscribe(liveKindTopic('order'));

    await toggleInvoiced(orderId);

    const change = await watcher.waitForEvent(liveKindTopic('order'), isChangeOf(orderId));
    expect(change).toEqual({
      type: 'change',
      recordType: ActionLogType.ids.ORDER,
      recordId: orderId,
      actionId: expect.any(Number) as number,
      actorUserId: financeUserId,
      actorName: expect.any(String) as string,
      occurredAt: expect.any(String) as string,
    });
  });

  it("gets a sub-order's change as its order's", async () => {
    const watcher = await connectClient(operationsToken);
    await watcher.subscribe(liveKindTopic('order'));
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/toggleSubOrderBilled/${subOrderOf.id}`,
      headers: bearer(financeToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    await watcher.waitForEvent(liveKindTopic('order'), isChangeOf(subOrderOf.orderId));
  });

  it('sends one message per committed change, beside the record topic', async () => {
    const [first, second] = orderIds as [number, number];
    const watcher = await connectClient(operationsToken);
    await watcher.subscribe(liveKindTopic('order'));
    await watcher.subscribe(liveTopic('order', first));

    await toggleInvoiced(first);
    await toggleInvoiced(second);
    await watcher.waitForEvent(liveKindTopic('order'), isChangeOf(second));

    const onKindTopic = (watcher.events.get(liveKindTopic('order')) ?? []).map((event) =>
      event.type === 'change' ? event.recordId : null,
    );
    expect(onKindTopic).toEqual([first, second]);
    const onRecordTopic = (watcher.events.get(liveTopic('order', first)) ?? []).filter(
      (event) => event.type === 'change',
    );
    expect(onRecordTopic).toHaveLength(1);
  });

  it("tells the lists, not the record's workspace, of a value the server derived (listsOnly)", async () => {
    const [first] = orderIds as [number];
    const watcher = await connectClient(operationsToken);
    await watcher.subscribe(liveKindTopic('order'));
    await watcher.subscribe(liveTopic('order', first));

    // A job's derived write (as the delivery route distance's): no actor, no version, lists only.
    testApp.app.events.publish([
      {
        type: 'record.changed',
        recordType: ActionLogType.ids.ORDER,
        recordId: first,
        recordNumber: null,
        actionId: ActionLogAction.ids.UPDATE,
        actorUserId: null,
        occurredAt: new Date().toISOString(),
        listsOnly: true,
      },
    ]);
    await watcher.waitForEvent(liveKindTopic('order'), isChangeOf(first));
    // Then an edit, heard on both: by the time it reaches the record topic, the derived one would have too.
    await toggleInvoiced(first);
    await watcher.waitForEvent(liveTopic('order', first), isChangeOf(first));
    await watcher.waitForEvent(
      liveKindTopic('order'),
      (event) => event.type === 'change' && event.actorUserId === financeUserId,
    );

    const onRecordTopic = (watcher.events.get(liveTopic('order', first)) ?? []).filter(
      (event) => event.type === 'change',
    );
    expect(onRecordTopic.map((event) => (event.type === 'change' ? event.actorUserId : 'visit'))).toEqual([
      financeUserId,
    ]);
    expect(
      watcher.events.get(liveKindTopic('order'))?.filter((event) => event.type === 'change'),
    ).toHaveLength(2);
  });

  it('never hears a rolled-back change', async () => {
    const [first, second] = orderIds as [number, number];
    const watcher = await connectClient(operationsToken);
    await watcher.subscribe(liveKindTopic('order'));

    await expect(
      testApp.app.services.runUnitOfWork(
        { userId: financeUserId, roleId: Role.ids.FINANCE },
        async (unit) => {
          await unit.recordChange({
            recordType: ActionLogType.ids.ORDER,
            actionId: ActionLogAction.ids.SAVE,
            recordId: first,
            recordNumber: null,
          });
          throw new Error('the change fails after its log row');
        },
      ),
    ).rejects.toThrow('the change fails after its log row');
    // A committed change after it: events leave in commit order, so the rolled-back one would be ahead of it.
    await toggleInvoiced(second);
    await watcher.waitForEvent(liveKindTopic('order'), isChangeOf(second));

    const heard = (watcher.events.get(liveKindTopic('order')) ?? []).map((event) =>
      event.type === 'change' ? event.recordId : null,
    );
    expect(heard).toEqual([second]);
  });

  it('carries no presence: entering an order sends nothing on the kind topic', async () => {
    const [orderId] = orderIds as [number];
    const watcher = await connectClient(operationsToken);
    await watcher.subscribe(liveKindTopic('order'));
    await watcher.subscribe(liveTopic('order', orderId));
    const visitor = await connectClient(financeToken);
    await visitor.send(`/app/order/${orderId}/enter`);
    await watcher.waitForEvent(liveTopic('order', orderId), (event) => event.type === 'visit');

    await toggleInvoiced(orderId);
    await watcher.waitForEvent(liveKindTopic('order'), isChangeOf(orderId));
    expect((watcher.events.get(liveKindTopic('order')) ?? []).map((event) => event.type)).toEqual(['change']);
  });
});

describe('the kind topics refuse who the record topics refuse', () => {
  it('refuses a connection without a session before any subscription', async () => {
    const client = new LiveTestClient({ url });
    clients.push(client);
    const connecting = client.connect();
    const error = await client.nextError();
    await expect(connecting).rejects.toThrow('socket closed before CONNECTED');
    expect(error.headers.message).toBe('Authorization header with a bearer token expected');
  });

  it('refuses a non-staff principal on a kind topic as on a record topic', () => {
    const buyer: LiveConnection = {
      id: 'buyer-connection',
      principal: { sessionId: 1, userId: 1, roleId: Role.ids.BUYER },
    };
    const { hooks } = testApp.app.realtime.hub;
    expect(() => hooks.checkSubscription(buyer, liveTopic('order', 1))).toThrow(LiveGatewayError);
    expect(() => hooks.checkSubscription(buyer, liveKindTopic('order'))).toThrow(LiveGatewayError);
    const staff: LiveConnection = {
      ...buyer,
      principal: { ...buyer.principal, roleId: Role.ids.OPERATIONS },
    };
    expect(() => hooks.checkSubscription(staff, liveKindTopic('quote'))).not.toThrow();
    expect(() => hooks.checkSubscription(staff, '/topic/invoice')).toThrow(
      'Unknown destination: /topic/invoice',
    );
  });

  it('answers an unknown kind with an ERROR frame', async () => {
    const subscriber = await connectClient(operationsToken);
    subscriber.client.subscribe('/topic/invoice', () => undefined);
    expect((await subscriber.nextError()).headers.message).toBe('Unknown destination: /topic/invoice');
  });
});

describe('the quote kind topic /topic/quote', () => {
  it('hears a committed quote change and no order change', async () => {
    const [orderId] = orderIds as [number];
    const watcher = await connectClient(operationsToken);
    await watcher.subscribe(liveKindTopic('quote'));
    await watcher.subscribe(liveKindTopic('order'));
    await toggleInvoiced(orderId);
    await watcher.waitForEvent(liveKindTopic('order'), isChangeOf(orderId));
    // Any committed unit of work announces its changes; a quote's goes to the quote list's topic only.
    await testApp.app.services.runUnitOfWork(
      { userId: financeUserId, roleId: Role.ids.FINANCE },
      async (unit) => {
        await unit.recordChange({
          recordType: ActionLogType.ids.QUOTE,
          actionId: ActionLogAction.ids.SAVE,
          recordId: 987_654,
          recordNumber: null,
        });
      },
    );
    await watcher.waitForEvent(liveKindTopic('quote'), isChangeOf(987_654));
    expect((watcher.events.get(liveKindTopic('quote')) ?? []).map((event) => event.type)).toEqual(['change']);
    expect(watcher.events.get(liveKindTopic('order'))).toHaveLength(1);
  });
});
