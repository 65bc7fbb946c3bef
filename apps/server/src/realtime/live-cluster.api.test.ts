// Several server instances on one PostgreSQL database share presence and change events through LISTEN/NOTIFY
// (issue 3 acceptance 2; docs/operations.md 'Live updates across instances'). With the embedded database the
// live updates are in-process by design, which is asserted instead.
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ActionLogType, liveEnterDestination, liveKindTopic, liveTopic } from '@portal/contracts';
import { LiveTestClient, listeningUrl, visitorIds } from '../../test/live-test-client';
import { DEMO_ACCOUNTS, bearer, createTestApp, signIn, testEngine, type TestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/database';

let testApp: TestApp;
const instances: { app: FastifyInstance; database: DatabaseHandle; url: string }[] = [];
let clients: LiveTestClient[] = [];

/** One more server process on the same database: its own connection pool, LISTEN connection and sockets. */
async function startInstance(name: string) {
  const database = await openDatabase({ databaseUrl: testApp.config.databaseUrl, maxConnections: 3 });
  const app = await buildApp({
    config: testApp.config,
    database,
    logger: false,
    serveWeb: false,
    // Fast peer heart-beats so a silent instance expires in a fraction of a second.
    realtime: { instanceId: name, clusterHeartbeatMs: 100, clusterPresenceTtlMs: 400 },
  });
  const url = listeningUrl(await app.listen({ port: 0, host: '127.0.0.1' }));
  const instance = { app, database, url };
  instances.push(instance);
  return instance;
}

async function connectClient(url: string, token: string): Promise<LiveTestClient> {
  const client = new LiveTestClient({ url, token });
  clients.push(client);
  await client.connect();
  return client;
}

async function userIdOf(app: FastifyInstance, token: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
  return response.json<{ data: { id: number } }>().data.id;
}

beforeAll(async () => {
  testApp = await createTestApp();
});

afterEach(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  clients = [];
});

afterAll(async () => {
  for (const { app, database } of instances) {
    await app.close();
    await database.close().catch(() => undefined);
  }
  await testApp.close();
});

describe('live updates across instances', () => {
  it('use the fan-out only with a PostgreSQL server', () => {
    expect(testApp.app.realtime.mode).toBe(testApp.engine === 'postgres' ? 'postgres' : 'in-process');
  });

  // Registered only on the PostgreSQL project (not skipped): the embedded engine asserts in-process mode above.
  if (testEngine() !== 'postgres') return;

  describe('on PostgreSQL', () => {
    let first: Awaited<ReturnType<typeof startInstance>>;
    let second: Awaited<ReturnType<typeof startInstance>>;
    let operationsToken: string;
    let adminToken: string;
    let operationsUserId: number;

    beforeAll(async () => {
      first = await startInstance('instance-1');
      second = await startInstance('instance-2');
      operationsToken = await signIn(second.app, DEMO_ACCOUNTS.operations);
      adminToken = await signIn(first.app, DEMO_ACCOUNTS.superAdmin);
      operationsUserId = await userIdOf(first.app, operationsToken);
    });

    it('a client on instance 1 sees presence caused through instance 2, then its drop', async () => {
      const topic = liveTopic('order', 42);
      const watcher = await connectClient(first.url, adminToken);
      await watcher.subscribe(topic);
      const visitor = await connectClient(second.url, operationsToken);
      await visitor.send(liveEnterDestination('order', 42));

      const entered = await watcher.waitForEvent(topic, (event) =>
        (visitorIds(event) ?? []).includes(operationsUserId),
      );
      expect(entered).toMatchObject({
        type: 'visit',
        recordId: 42,
        visitors: [{ userId: operationsUserId }],
      });

      visitor.socket?.terminate();
      await watcher.waitForEvent(topic, (event) => visitorIds(event)?.length === 0);
    });

    it('a client on instance 1 gets the change event of a change made through instance 2', async () => {
      const topic = liveTopic('user', operationsUserId);
      const watcher = await connectClient(first.url, adminToken);
      await watcher.subscribe(topic);

      const response = await second.app.inject({
        method: 'PUT',
        url: '/api/account',
        headers: bearer(operationsToken),
        payload: { firstName: 'Oscar', lastName: 'Second', phoneNumber: null, languageId: 1 },
      });
      expect(response.statusCode).toBe(200);

      const change = await watcher.waitForEvent(topic, (event) => event.type === 'change');
      expect(change).toMatchObject({
        type: 'change',
        recordType: ActionLogType.ids.USER,
        recordId: operationsUserId,
        actorUserId: operationsUserId,
        actorName: 'Oscar Second',
      });
    });

    it("a list's kind topic on instance 1 gets each change made through instance 2 once (decision 174)", async () => {
      const topic = liveKindTopic('user');
      const watcher = await connectClient(first.url, adminToken);
      await watcher.subscribe(topic);
      const rename = async (firstName: string) => {
        const response = await second.app.inject({
          method: 'PUT',
          url: '/api/account',
          headers: bearer(operationsToken),
          payload: { firstName, lastName: 'Second', phoneNumber: null, languageId: 1 },
        });
        expect(response.statusCode).toBe(200);
      };

      await rename('Olga');
      await watcher.waitForEvent(topic, (event) => event.type === 'change');
      await rename('Omar');
      await watcher.waitForEvent(
        topic,
        (event) => event.type === 'change' && event.actorName === 'Omar Second',
      );
      // Events keep their order per topic: a duplicate of the first would sit between the two.
      const heard = (watcher.events.get(topic) ?? []).map((event) =>
        event.type === 'change' ? `${event.recordId} ${event.actorName}` : event.type,
      );
      expect(heard).toEqual([`${operationsUserId} Olga Second`, `${operationsUserId} Omar Second`]);
    });

    it('clearOrderVisitors through instance 2 clears visitors held by instance 1', async () => {
      const topic = liveTopic('order', 46);
      const watcher = await connectClient(second.url, adminToken);
      await watcher.subscribe(topic);
      const visitor = await connectClient(first.url, operationsToken);
      await visitor.send(liveEnterDestination('order', 46));
      await watcher.waitForEvent(topic, (event) => (visitorIds(event) ?? []).includes(operationsUserId));

      const response = await second.app.inject({
        method: 'GET',
        url: '/api/clearOrderVisitors/46',
        headers: bearer(adminToken),
      });
      expect(response.statusCode).toBe(200);
      await watcher.waitForEvent(topic, (event) => visitorIds(event)?.length === 0);
    });

    it('an instance started later learns the current presence; a dead instance expires', async () => {
      const topic = liveTopic('order', 47);
      const visitor = await connectClient(second.url, operationsToken);
      await visitor.send(liveEnterDestination('order', 47));

      const late = await startInstance('instance-3');
      const watcher = await connectClient(late.url, adminToken);
      await watcher.subscribe(topic);
      await watcher.waitForEvent(topic, (event) => (visitorIds(event) ?? []).includes(operationsUserId));

      // Instance 2 loses its database (crash, network split): no goodbye, its heart-beats just stop.
      await second.database.close();
      await watcher.waitForEvent(topic, (event) => visitorIds(event)?.length === 0);
    });
  });
});
