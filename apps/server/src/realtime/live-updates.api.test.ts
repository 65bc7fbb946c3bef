// The live-update gateway on the real app, listening on 127.0.0.1, spoken by real @stomp/stompjs clients
// (spec 000 §7 'Live updates', §9; spec 001 §8 'Notices', §9). Every wait is for an event, never for time.
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ActionLogType, STOMP_SUBPROTOCOL, liveEnterDestination, liveTopic } from '@portal/contracts';
import { LiveTestClient, listeningUrl, visitorIds } from '../../test/live-test-client';
import { DEMO_ACCOUNTS, bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { StompParser } from './stomp/stomp-frame';

// Short heart-beats so a silent client is dropped in well under a second instead of after 60 s.
const HEART_BEAT_MS = 100;
const MAX_FRAME_BYTES = 4096;
const MAX_SUBSCRIPTIONS = 3;

let testApp: TestApp;
let app: FastifyInstance;
let url: string;
let clients: LiveTestClient[] = [];
let operationsToken: string;
let adminToken: string;
let operationsUserId: number;

async function userIdOf(token: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  return response.json<{ data: { id: number } }>().data.id;
}

async function connectClient(token: string | undefined): Promise<LiveTestClient> {
  const client = new LiveTestClient({ url, heartBeatMs: HEART_BEAT_MS, ...(token ? { token } : {}) });
  clients.push(client);
  await client.connect();
  return client;
}

/** A bare WebSocket speaking raw STOMP text, for frames no well-behaved client would send. */
async function openRawSocket(): Promise<{ socket: WebSocket; received: string[]; closed: Promise<unknown> }> {
  const socket = new WebSocket(url, [STOMP_SUBPROTOCOL]);
  const received: string[] = [];
  socket.on('message', (data) => received.push(Buffer.isBuffer(data) ? data.toString('utf8') : ''));
  const closed = once(socket, 'close');
  await once(socket, 'open');
  return { socket, received, closed };
}

function connectFrame(token: string, heartBeat = '0,0'): string {
  return `CONNECT\naccept-version:1.2\nhost:portal\nheart-beat:${heartBeat}\nAuthorization:Bearer ${token}\n\n\0`;
}

beforeAll(async () => {
  testApp = await createTestApp();
  app = await buildApp({
    config: testApp.config,
    database: testApp.database,
    logger: false,
    serveWeb: false,
    realtime: {
      heartBeatMs: HEART_BEAT_MS,
      heartBeatGraceMs: 200,
      maxFrameBytes: MAX_FRAME_BYTES,
      maxSubscriptionsPerConnection: MAX_SUBSCRIPTIONS,
    },
  });
  url = listeningUrl(await app.listen({ port: 0, host: '127.0.0.1' }));
  operationsToken = await signIn(app, DEMO_ACCOUNTS.operations);
  adminToken = await signIn(app, DEMO_ACCOUNTS.superAdmin);
  operationsUserId = await userIdOf(operationsToken);
});

afterEach(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  clients = [];
});

afterAll(async () => {
  await app.close();
  await testApp.close();
});

describe('STOMP gateway on /ws', () => {
  it('runs in-process with the embedded database and fans out through PostgreSQL otherwise', () => {
    expect(app.realtime.mode).toBe(testApp.engine === 'postgres' ? 'postgres' : 'in-process');
  });

  it('accepts a staff token with the v12.stomp subprotocol and negotiated heart-beats', async () => {
    const client = new LiveTestClient({ url, token: operationsToken, heartBeatMs: 60_000 });
    clients.push(client);
    const connected = await client.connect();
    expect(connected.headers.version).toBe('1.2');
    // The test app offers 100 ms each way; the client asked 60000: the slower wins (STOMP 1.2 §Heart-beating).
    expect(connected.headers['heart-beat']).toBe('60000,60000');
    expect(client.socket?.protocol).toBe(STOMP_SUBPROTOCOL);
  });

  it('A enters order 42 and B gets the visit event; A drops abruptly and B sees A leave', async () => {
    const topic = liveTopic('order', 42);
    const visitorB = await connectClient(adminToken);
    await visitorB.subscribe(topic);
    const visitorA = await connectClient(operationsToken);
    await visitorA.send(liveEnterDestination('order', 42));

    const entered = await visitorB.waitForEvent(topic, (event) =>
      (visitorIds(event) ?? []).includes(operationsUserId),
    );
    expect(entered).toMatchObject({
      type: 'visit',
      kind: 'order',
      recordId: 42,
      visitors: [{ userId: operationsUserId }],
    });
    // Demo staff have first and last names: the event carries them for the avatar strip.
    expect(entered.type === 'visit' ? entered.visitors[0]?.initials : '').toMatch(/^[A-Z]{2}$/);

    // No DISCONNECT, no close handshake: the TCP connection just dies.
    visitorA.socket?.terminate();
    const left = await visitorB.waitForEvent(
      topic,
      (event) => event.type === 'visit' && !(visitorIds(event) ?? []).includes(operationsUserId),
    );
    expect(left).toMatchObject({ type: 'visit', recordId: 42, visitors: [] });
  });

  it('tells a new subscriber who is already in the record', async () => {
    const topic = liveTopic('order', 48);
    const visitor = await connectClient(operationsToken);
    await visitor.send(liveEnterDestination('order', 48));
    const latecomer = await connectClient(adminToken);
    await latecomer.subscribe(topic);
    const first = await latecomer.waitForEvent(topic, () => true);
    expect(visitorIds(first)).toEqual([operationsUserId]);
  });

  it('drops a client that goes silent past the heart-beat window and cleans its presence', async () => {
    const topic = liveTopic('order', 43);
    const watcher = await connectClient(adminToken);
    await watcher.subscribe(topic);
    const { socket, received, closed } = await openRawSocket();
    // Promises a heart-beat every 100 ms, then never sends another byte (a laptop lid closed).
    socket.send(connectFrame(operationsToken, `${HEART_BEAT_MS},0`));
    socket.send(`SEND\ndestination:${liveEnterDestination('order', 43)}\n\n\0`);
    await watcher.waitForEvent(topic, (event) => (visitorIds(event) ?? []).includes(operationsUserId));

    await closed;
    expect(received[0]).toMatch(/^CONNECTED\n/);
    await watcher.waitForEvent(topic, (event) => visitorIds(event)?.length === 0);
  });

  it('delivers a change event after a real change commits', async () => {
    const topic = liveTopic('user', operationsUserId);
    const watcher = await connectClient(adminToken);
    await watcher.subscribe(topic);

    const response = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(operationsToken),
      payload: { firstName: 'Olivia', lastName: 'Ops', phoneNumber: null, languageId: 1 },
    });
    expect(response.statusCode).toBe(200);

    const change = await watcher.waitForEvent(topic, (event) => event.type === 'change');
    expect(change).toMatchObject({
      type: 'change',
      recordType: ActionLogType.ids.USER,
      recordId: operationsUserId,
      actorUserId: operationsUserId,
      actorName: 'Olivia Ops',
    });
  });

  it('clearOrderVisitors empties a record and tells its subscribers', async () => {
    const topic = liveTopic('order', 44);
    const watcher = await connectClient(adminToken);
    await watcher.subscribe(topic);
    const visitor = await connectClient(operationsToken);
    await visitor.send(liveEnterDestination('order', 44));
    await watcher.waitForEvent(topic, (event) => (visitorIds(event) ?? []).includes(operationsUserId));

    const response = await app.inject({
      method: 'GET',
      url: '/api/clearOrderVisitors/44',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    await watcher.waitForEvent(topic, (event) => visitorIds(event)?.length === 0);

    const anonymous = await app.inject({ method: 'GET', url: '/api/clearQuoteVisitors/44' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('STOMP gateway refusals', () => {
  /** After each refusal, a new client still connects and gets presence: the server neither crashed nor stalled. */
  async function expectServerStillServes(): Promise<void> {
    const topic = liveTopic('quote', 7);
    const watcher = await connectClient(adminToken);
    await watcher.subscribe(topic);
    await watcher.send(liveEnterDestination('quote', 7));
    await watcher.waitForEvent(topic, (event) => visitorIds(event)?.length === 1);
  }

  it('refuses a missing or bad token with an ERROR frame and closes', async () => {
    for (const token of [undefined, 'not-a-real-session-token-at-all']) {
      const client = new LiveTestClient({ url, ...(token ? { token } : {}) });
      clients.push(client);
      const connecting = client.connect();
      const error = await client.nextError();
      await expect(connecting).rejects.toThrow('socket closed before CONNECTED');
      expect(error.headers.message).toBe(
        token ? 'Session expired' : 'Authorization header with a bearer token expected',
      );
    }
    await expectServerStillServes();
  });

  it('cuts off a session signed out elsewhere at its next SEND', async () => {
    const token = await signIn(app, DEMO_ACCOUNTS.finance);
    const client = await connectClient(token);
    const signOut = await app.inject({ method: 'GET', url: '/api/signout', headers: bearer(token) });
    expect(signOut.statusCode).toBe(200);
    client.client.publish({ destination: liveEnterDestination('order', 45) });
    expect((await client.nextError()).headers.message).toBe('Session expired');
    await client.closed();
  });

  it('cuts off a session signed out elsewhere at the periodic check, without any frame from the client', async () => {
    const checking = await buildApp({
      config: testApp.config,
      database: testApp.database,
      logger: false,
      serveWeb: false,
      realtime: { sessionRecheckMs: 100 },
    });
    try {
      const checkingUrl = listeningUrl(await checking.listen({ port: 0, host: '127.0.0.1' }));
      const token = await signIn(app, DEMO_ACCOUNTS.operations);
      const client = new LiveTestClient({ url: checkingUrl, token });
      clients.push(client);
      await client.connect();
      await app.inject({ method: 'GET', url: '/api/signout', headers: bearer(token) });
      expect((await client.nextError()).headers.message).toBe('Session expired');
      await client.closed();
    } finally {
      await checking.close();
    }
  });

  it('answers an unknown destination with an ERROR frame', async () => {
    const subscriber = await connectClient(operationsToken);
    subscriber.client.subscribe('/topic/secrets', () => undefined);
    expect((await subscriber.nextError()).headers.message).toBe('Unknown destination: /topic/secrets');

    const sender = await connectClient(operationsToken);
    sender.client.publish({ destination: '/app/order/42/dance', headers: { receipt: 'r-1' } });
    const error = await sender.nextError();
    expect(error.headers.message).toBe('Unknown destination: /app/order/42/dance');
    expect(error.headers['receipt-id']).toBe('r-1');
    await expectServerStillServes();
  });

  it('answers an oversized frame and too many subscriptions with an ERROR frame', async () => {
    const big = await connectClient(operationsToken);
    big.client.publish({ destination: liveEnterDestination('order', 1), body: 'x'.repeat(MAX_FRAME_BYTES) });
    expect((await big.nextError()).headers.message).toBe(`Frame exceeds ${MAX_FRAME_BYTES} bytes`);

    const greedy = await connectClient(operationsToken);
    for (let id = 1; id <= MAX_SUBSCRIPTIONS + 1; id += 1) {
      greedy.client.subscribe(liveTopic('order', id), () => undefined);
    }
    expect((await greedy.nextError()).headers.message).toBe(
      `At most ${MAX_SUBSCRIPTIONS} subscriptions per connection`,
    );
    await expectServerStillServes();
  });

  it('answers malformed bytes, a frame before CONNECT and a wrong version with an ERROR frame', async () => {
    const cases: { frames: string[]; message: string }[] = [
      { frames: ['HELLO\n\n\0'], message: 'Unknown command "HELLO"' },
      {
        frames: [`SUBSCRIBE\nid:1\ndestination:${liveTopic('order', 1)}\n\n\0`],
        message: 'CONNECT frame expected',
      },
      {
        frames: [`CONNECT\naccept-version:1.0,1.1\nAuthorization:Bearer ${operationsToken}\n\n\0`],
        message: 'Supported protocol version is 1.2',
      },
      {
        frames: [connectFrame(operationsToken), 'SEND\ndestination:/app/x\nbad\\tescape:1\n\n\0'],
        message: String.raw`Invalid escape sequence "\\t" in header`,
      },
    ];
    for (const { frames, message } of cases) {
      const { socket, received, closed } = await openRawSocket();
      for (const frame of frames) socket.send(frame);
      await closed;
      const parser = new StompParser();
      const items = received.flatMap((text) => parser.push(text));
      const error = items.find((item) => item.type === 'frame' && item.frame.command === 'ERROR');
      expect(error?.type === 'frame' ? error.frame.headers.message : undefined).toBe(message);
    }
    await expectServerStillServes();
  });
});
