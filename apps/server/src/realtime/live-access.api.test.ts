// Issue 35, decision 194: a live topic is followed, and a record entered, only by the roles that may read it through
// the API, and only pages of the portal's own origin open the live connection. Real @stomp/stompjs clients on the
// real app, on both engines; every wait is for a frame, never for time.
import { WebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_STAFF,
  Role,
  STOMP_SUBPROTOCOL,
  SUPER_ADMIN_ONLY,
  liveEnterDestination,
  liveKindTopic,
  liveTopic,
  type LiveRecordKind,
} from '@portal/contracts';
import { LiveTestClient, listeningUrl, visitorIds } from '../../test/live-test-client';
import { DEMO_ACCOUNTS, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { LIVE_KIND_READERS, resolveLiveReadRoles } from './live-access';

let testApp: TestApp;
let url: string;
let address: string;
let clients: LiveTestClient[] = [];
const tokens: Record<'superAdmin' | 'operations' | 'finance', string> = {
  superAdmin: '',
  operations: '',
  finance: '',
};

beforeAll(async () => {
  testApp = await createTestApp();
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  url = listeningUrl(address);
  for (const who of ['superAdmin', 'operations', 'finance'] as const) {
    tokens[who] = await signIn(testApp.app, DEMO_ACCOUNTS[who]);
  }
});
afterEach(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  clients = [];
});
afterAll(async () => {
  await testApp.close();
});

async function connectAs(who: keyof typeof tokens, origin?: string): Promise<LiveTestClient> {
  const client = new LiveTestClient({ url, token: tokens[who], ...(origin ? { origin } : {}) });
  clients.push(client);
  await client.connect();
  return client;
}

// A standardized quote is read by every staff role in the standardization workspace (decision 200).
const SUPER_ADMIN_KINDS: LiveRecordKind[] = ['quote-request'];

describe('who may follow a record live', () => {
  it.each(
    SUPER_ADMIN_KINDS.flatMap((kind) => [
      { kind, who: 'operations' as const },
      { kind, who: 'finance' as const },
    ]),
  )('refuses $who a subscription to a $kind record topic', async ({ kind, who }) => {
    const client = await connectAs(who);
    client.client.subscribe(liveTopic(kind, 1), () => undefined);
    expect((await client.nextError()).headers.message).toBe(`Forbidden: ${liveTopic(kind, 1)}`);
    await client.closed();
  });

  it('refuses operations entering a quote request, so it never shows among its visitors', async () => {
    const admin = await connectAs('superAdmin');
    const topic = liveTopic('quote-request', 7);
    await admin.subscribe(topic);
    await admin.waitForEvent(topic, (event) => visitorIds(event)?.length === 0);

    const operations = await connectAs('operations');
    operations.client.publish({ destination: liveEnterDestination('quote-request', 7) });
    expect((await operations.nextError()).headers.message).toBe(
      `Forbidden: ${liveEnterDestination('quote-request', 7)}`,
    );
    await operations.closed();

    // The super admin may enter: the next visit event names the admin alone, never operations.
    await admin.send(liveEnterDestination('quote-request', 7));
    const visit = await admin.waitForEvent(topic, (event) => (visitorIds(event)?.length ?? 0) > 0);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(tokens.superAdmin),
    });
    expect(visitorIds(visit)).toEqual([me.json<{ data: { id: number } }>().data.id]);
  });

  it('lets operations follow what they read: the Quote Table’s kinds, a quote, an order', async () => {
    const client = await connectAs('operations');
    for (const destination of [
      liveKindTopic('quote-request'),
      liveKindTopic('standardized-quote'),
      liveTopic('quote', 1),
      liveTopic('order', 1),
      liveTopic('company', 1),
    ]) {
      await client.subscribe(destination);
    }
    await client.send(liveEnterDestination('quote', 1));
    expect(client.errors).toEqual([]);
  });

  it('takes each kind’s roles from the routes that read it', () => {
    const roles = resolveLiveReadRoles(testApp.app.registeredRoutes);
    expect(roles.record['quote-request']).toEqual(SUPER_ADMIN_ONLY);
    for (const kind of [
      'standardized-quote',
      'quote',
      'order',
      'order-delivery',
      'quote-delivery',
      'company',
      'user',
    ] as const) {
      expect([...roles.record[kind]].sort()).toEqual([...ALL_STAFF].sort());
    }
    expect([...roles.list['quote-request']].sort()).toEqual([...ALL_STAFF].sort());
    expect(roles.record['quote-request']).not.toContain(Role.ids.OPERATIONS);
    expect(() =>
      resolveLiveReadRoles(testApp.app.registeredRoutes, {
        ...LIVE_KIND_READERS,
        quote: { record: [{ route: 'GET /api/noSuchRoute/:id' }], list: [] },
      }),
    ).toThrow('GET /api/noSuchRoute/:id');
  });
});

describe('the live connection’s origin', () => {
  /** The HTTP status of a bare WebSocket upgrade with this Origin (101 when it is accepted). */
  function upgradeStatus(origin: string | undefined): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, [STOMP_SUBPROTOCOL], origin === undefined ? {} : { origin });
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('error', (error) => reject(error));
    });
  }

  it('refuses a page of another origin', async () => {
    expect(await upgradeStatus('https://attacker.example')).toBe(403);
    expect(await upgradeStatus('null')).toBe(403);
    const client = new LiveTestClient({ url, token: tokens.operations, origin: 'https://attacker.example' });
    clients.push(client);
    await expect(client.connect()).rejects.toThrow('socket closed before CONNECTED');
  });

  it('accepts the portal’s own origin, and a client that sends none', async () => {
    expect(await upgradeStatus(address)).toBe(101);
    expect(await upgradeStatus(undefined)).toBe(101);
    const client = await connectAs('operations', address);
    await client.subscribe(liveTopic('order', 1));
  });
});
