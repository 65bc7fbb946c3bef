import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import postgres from 'postgres';

/**
 * Runs the embedded PostgreSQL (PGlite) on a worker thread and serves it on a private Unix socket, so the app
 * reaches it with the same driver as a PostgreSQL server (postgres.js) while its queries run off the event loop
 * (docs/decisions/002-embedded-database.md).
 *
 * PGlite is a single session: the bridge serves one connection at a time (the client pool is sized 1), relays
 * whole protocol messages in order, and rolls back whatever a connection that drops mid-transaction left open and
 * deallocates the named prepared statements it made (the extended protocol works as on a server, decision 091).
 */
export interface EmbeddedBridge {
  /** The directory holding the socket, as postgres.js wants it (`host`), with `port` naming the socket file. */
  readonly socketDirectory: string;
  readonly port: number;
  /**
   * The worker's used JavaScript heap after a full collection, in bytes: what the relay keeps between queries
   * (its tests check that answering queries keeps nothing, decision 183).
   */
  workerHeapUsed(): Promise<number>;
  /**
   * The data directory as one file (PGlite's tar dump), which `startEmbeddedBridge`'s `initialDataFile` starts
   * from: the API tests migrate and seed one database and give each test file a copy of it.
   */
  dumpDataDirectory(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface EmbeddedBridgeOptions {
  /** A dump of a data directory (`dumpDataDirectory`) to start from instead of an empty cluster. */
  readonly initialDataFile?: string | undefined;
}

interface WorkerAnswer {
  type: 'answer';
  id: number;
  bytes?: Uint8Array;
  heapUsed?: number;
  error?: string;
}

type WorkerMessage =
  WorkerAnswer | { type: 'ready' } | { type: 'closed' } | { type: 'failed'; message: string };

/** The socket file is `.s.PGSQL.<port>` (PostgreSQL's convention, which postgres.js follows). */
const SOCKET_PORT = 5432;
/** PostgreSQL protocol: the Terminate message's type byte ('X'). */
const TERMINATE = 0x58;
/** PostgreSQL protocol: the Parse message's type byte ('P'); a named one creates a prepared statement. */
const PARSE = 0x50;

/** Runs protocol bytes on the worker, or resets the session after a connection ended (its named statements). */
type BridgeRequest = {
  (type: 'exec', bytes: Uint8Array): Promise<Uint8Array>;
  (type: 'reset', statements: string[]): Promise<Uint8Array>;
};

type WorkerRequest =
  | { type: 'exec'; bytes: Uint8Array }
  | { type: 'reset'; statements: string[] }
  | { type: 'heap' }
  | { type: 'dump' };

/** The statement name of a Parse message (type, length, name, query, …); '' for the unnamed statement. */
export function parsedStatementName(message: Buffer): string {
  const end = message.indexOf(0, 5);
  return end < 0 ? '' : message.toString('utf8', 5, end);
}

export async function startEmbeddedBridge(
  dataDirectory: string,
  options: EmbeddedBridgeOptions = {},
): Promise<EmbeddedBridge> {
  const worker = new Worker(new URL('./embedded-worker.mjs', import.meta.url), {
    workerData: { dataDirectory, initialDataFile: options.initialDataFile },
  });
  const pending = new Map<
    number,
    { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let workerError: Error | undefined;

  const failPending = (error: Error) => {
    workerError = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: WorkerMessage) => {
      if (message.type === 'ready') {
        worker.off('error', reject);
        worker.off('message', onMessage);
        resolve();
      } else if (message.type === 'failed') {
        reject(new Error(`The embedded database could not start: ${message.message}`));
      }
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });

  worker.on('message', (message: WorkerMessage) => {
    if (message.type !== 'answer') return;
    const waiter = pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error !== undefined) waiter.reject(new Error(message.error));
    else waiter.resolve(message);
  });
  worker.on('error', (error) => failPending(error));
  worker.on('exit', (code) => failPending(new Error(`The embedded database stopped (exit code ${code})`)));

  const ask = (message: WorkerRequest): Promise<WorkerAnswer> => {
    if (workerError) return Promise.reject(workerError);
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      if (message.type === 'exec') {
        worker.postMessage({ ...message, id }, [message.bytes.buffer as ArrayBuffer]);
      } else {
        worker.postMessage({ ...message, id });
      }
    });
  };
  const request = (async (type: 'exec' | 'reset', payload: Uint8Array | string[]) => {
    const answer = await (payload instanceof Uint8Array
      ? ask({ type: 'exec', bytes: payload })
      : ask({ type: 'reset', statements: payload }));
    return answer.bytes ?? new Uint8Array(0);
  }) as BridgeRequest;

  // One queue for all connections: the single session must see each connection's messages whole and in order.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  };

  // A private directory (0700) keeps other local users away from a socket that asks for no password.
  const socketDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-'));
  const server = net.createServer((socket) => serveConnection(socket, enqueue, request));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path.join(socketDirectory, `.s.PGSQL.${SOCKET_PORT}`), () => resolve());
  });

  return {
    socketDirectory,
    port: SOCKET_PORT,
    async workerHeapUsed() {
      const answer = await ask({ type: 'heap' });
      return answer.heapUsed ?? 0;
    },
    async dumpDataDirectory() {
      // Queued as a statement is: a dump taken between a connection's messages would cut its transaction.
      return enqueue(async () => (await ask({ type: 'dump' })).bytes ?? new Uint8Array(0));
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!workerError) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 10_000);
          worker.on('message', (message: WorkerMessage) => {
            if (message.type === 'closed') {
              clearTimeout(timer);
              resolve();
            }
          });
          worker.postMessage({ type: 'close' });
        });
      }
      await worker.terminate();
      fs.rmSync(socketDirectory, { recursive: true, force: true });
    },
  };
}

function serveConnection(
  socket: net.Socket,
  enqueue: <T>(task: () => Promise<T>) => Promise<T>,
  request: BridgeRequest,
): void {
  let buffered: Buffer = Buffer.alloc(0);
  // The first message (startup) has no type byte; every later one does.
  let isStarted = false;
  let isClosed = false;
  // The named statements this connection prepared: the single session forgets them when it goes.
  const statements = new Set<string>();

  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    const messages: Buffer[] = [];
    for (;;) {
      if (!isStarted) {
        if (buffered.length < 4) break;
        const length = buffered.readInt32BE(0);
        if (buffered.length < length) break;
        messages.push(buffered.subarray(0, length));
        buffered = buffered.subarray(length);
        isStarted = true;
        continue;
      }
      if (buffered.length < 5) break;
      const length = buffered.readInt32BE(1) + 1;
      if (buffered.length < length) break;
      const message = buffered.subarray(0, length);
      buffered = buffered.subarray(length);
      if (message[0] === TERMINATE) {
        socket.end();
        return;
      }
      if (message[0] === PARSE) {
        const name = parsedStatementName(message);
        if (name !== '') statements.add(name);
      }
      messages.push(message);
    }
    if (messages.length === 0) return;
    const bytes = new Uint8Array(Buffer.concat(messages));
    enqueue(async () => {
      const answer = await request('exec', bytes);
      if (!isClosed && answer.length > 0) socket.write(answer);
    }).catch(() => socket.destroy());
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    isClosed = true;
    enqueue(() => request('reset', [...statements])).catch(() => undefined);
  });
}

/**
 * A postgres.js client on the bridge: one connection, as PGlite is one session (the client's pool queues the rest,
 * transactions included). The app's database handle, the bridge's tests and the order benches' generator use it.
 */
export function connectToBridge(bridge: EmbeddedBridge): postgres.Sql {
  return postgres({
    host: bridge.socketDirectory,
    port: bridge.port,
    username: 'postgres',
    database: 'postgres',
    max: 1,
    onnotice: () => undefined,
  });
}
