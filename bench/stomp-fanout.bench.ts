/**
 * STOMP fan-out benchmark (issue 3): N real WebSocket connections (default 1,000), each a STOMP 1.2 session
 * subscribed to `/topic/order/42` on one server instance (embedded database, in memory) on loopback. Change events
 * are published on the server's DomainEventBus, exactly as a committed change does, and every subscriber must
 * receive every event.
 * - burst: EVENTS events back to back; deliveries per second until the last subscriber has them all.
 * - paced: one event every PACE_MS; p50/p99/max delivery latency (publish → MESSAGE read by the client socket).
 * Clients and server share the process and its CPU, so the figures are a floor for a dedicated server.
 * Bounded: BENCH_CONNECTIONS ≤ 5000, BENCH_EVENTS ≤ 1000, and the whole run stops after BENCH_TIME_LIMIT_MS.
 * Run: `npx tsx bench/stomp-fanout.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { ActionLogAction, ActionLogType, STOMP_SUBPROTOCOL, liveTopic } from '@portal/contracts';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import { runMigrations } from '../apps/server/src/db/migrate';
import { DEMO_PASSWORD, seedDemoData } from '../apps/server/src/db/seed/demo-data';
import { seedReferenceData } from '../apps/server/src/db/seed/reference-data';

const CONNECTIONS = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 1000), 5000);
const EVENTS = Math.min(Number(process.env.BENCH_EVENTS ?? 100), 1000);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 100);
const TIME_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_MS ?? 120_000);
const CONNECT_BATCH = 100;
const RECORD_ID = 42;
const TOPIC = liveTopic('order', RECORD_ID);

interface Subscriber {
  socket: WebSocket;
  received: number;
  /** Receive time of each MESSAGE, in arrival order (= publish order: STOMP delivery is ordered per socket). */
  receivedAt: number[];
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

function connectSubscriber(url: string, token: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, [STOMP_SUBPROTOCOL], { perMessageDeflate: false });
    const subscriber: Subscriber = { socket, received: 0, receivedAt: [] };
    socket.on('error', reject);
    socket.on('open', () => {
      socket.send(`CONNECT\naccept-version:1.2\nheart-beat:0,0\nAuthorization:Bearer ${token}\n\n\0`);
      socket.send(`SUBSCRIBE\nid:1\ndestination:${TOPIC}\nreceipt:ready\n\n\0`);
    });
    socket.on('message', (data: Buffer) => {
      // Each server frame is one WebSocket message; only the command line matters here.
      // The visit event every new subscriber gets first is not part of the measure.
      if (data[0] === 0x4d /* M */ && !data.includes('"type":"visit"')) {
        subscriber.received += 1;
        subscriber.receivedAt.push(performance.now());
      } else if (data.toString('utf8', 0, 7) === 'RECEIPT') {
        resolve(subscriber);
      } else if (data.toString('utf8', 0, 5) === 'ERROR') {
        reject(new Error(data.toString('utf8')));
      }
    });
  });
}

async function main(): Promise<void> {
  const deadline = setTimeout(() => {
    console.error(`time limit of ${TIME_LIMIT_MS} ms reached`);
    process.exit(1);
  }, TIME_LIMIT_MS);

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
  });
  const database = await openDatabase({ dataDirectory: 'memory://' });
  await runMigrations(database);
  await seedReferenceData(database.db);
  await seedDemoData(database.db);
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address.replace('http', 'ws')}/ws`;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'ops@example.com', password: DEMO_PASSWORD },
  });
  const token = signIn.json<{ data: { token: string } }>().data.token;

  const connectStart = performance.now();
  const subscribers: Subscriber[] = [];
  for (let start = 0; start < CONNECTIONS; start += CONNECT_BATCH) {
    const batch = Math.min(CONNECT_BATCH, CONNECTIONS - start);
    subscribers.push(
      ...(await Promise.all(Array.from({ length: batch }, () => connectSubscriber(url, token)))),
    );
  }
  const connectMs = performance.now() - connectStart;
  if (app.realtime.gateway.subscriberCount(TOPIC) !== CONNECTIONS)
    throw new Error('not every client subscribed');

  const publish = () =>
    app.events.publish([
      {
        type: 'record.changed',
        recordType: ActionLogType.ids.ORDER,
        recordId: RECORD_ID,
        recordNumber: null,
        actionId: ActionLogAction.options[0]?.id ?? 1,
        actorUserId: null,
        occurredAt: new Date().toISOString(),
      },
    ]);
  const allReceived = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () =>
        subscribers.every((subscriber) => subscriber.received >= count) ? resolve() : setTimeout(check, 1);
      check();
    });

  // Burst: throughput.
  const burstStart = performance.now();
  for (let index = 0; index < EVENTS; index += 1) publish();
  await allReceived(EVENTS);
  const burstMs = performance.now() - burstStart;

  // Paced: latency, one event every PACE_MS.
  const publishedAt: number[] = [];
  for (let index = 0; index < EVENTS; index += 1) {
    publishedAt.push(performance.now());
    publish();
    await new Promise((resolve) => setTimeout(resolve, PACE_MS));
  }
  await allReceived(EVENTS * 2);
  const latencies = subscribers
    .flatMap((subscriber) =>
      subscriber.receivedAt.slice(EVENTS).map((at, index) => at - (publishedAt[index] ?? at)),
    )
    .sort((left, right) => left - right);

  const deliveries = CONNECTIONS * EVENTS;
  console.table([
    {
      connections: CONNECTIONS,
      events: EVENTS,
      'connect+subscribe ms': Math.round(connectMs),
      'burst deliveries/s': Math.round(deliveries / (burstMs / 1000)),
      'burst events/s': Math.round(EVENTS / (burstMs / 1000)),
      'paced p50 ms': Number(percentile(latencies, 0.5).toFixed(2)),
      'paced p99 ms': Number(percentile(latencies, 0.99).toFixed(2)),
      'paced max ms': Number(percentile(latencies, 1).toFixed(2)),
      'rss MiB': Math.round(process.memoryUsage().rss / 1024 / 1024),
    },
  ]);

  for (const subscriber of subscribers) subscriber.socket.terminate();
  await app.close();
  await database.close();
  clearTimeout(deadline);
}

await main();
