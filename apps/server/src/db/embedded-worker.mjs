// The embedded PostgreSQL (PGlite, WebAssembly) runs on this worker thread so its queries never stall the
// server's event loop (docs/decisions/002-embedded-database.md). The main thread relays the PostgreSQL wire
// protocol to it (embedded-bridge.ts); this side only runs protocol bytes and answers with protocol bytes.
// Plain JavaScript: a worker file is loaded by Node as is, from src/ in tests and from dist/ in production.
import fs from 'node:fs/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('embedded-worker.mjs must run as a worker thread');
const port = parentPort;

let database;
try {
  // pg_trgm backs the catalog search (migration 0001, docs/decisions/051).
  // A data directory dump to start from instead of an empty cluster (the API tests' migrated, seeded template).
  const loadDataDir = workerData.initialDataFile
    ? new Blob([await fs.readFile(workerData.initialDataFile)])
    : undefined;
  database = await PGlite.create(workerData.dataDirectory, { extensions: { pg_trgm }, loadDataDir });
} catch (error) {
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

/**
 * Runs protocol bytes and answers the bytes PostgreSQL wrote, untouched (decision 183). `execProtocolRaw` would
 * also parse every message of the answer and keep each one in a list that only `execProtocol` empties: on this
 * relay it grew by every row ever answered (about 19 KB a query of 100 rows) and the parsing cost more than
 * running the query. The stream variant hands the bytes over as PostgreSQL writes them, parsing nothing.
 */
async function runProtocol(bytes) {
  const chunks = [];
  let length = 0;
  await database.execProtocolRawStream(bytes, {
    onRawData: (chunk) => {
      // A chunk views PGlite's own memory, reused by the next write: copy it.
      chunks.push(chunk.slice());
      length += chunk.length;
    },
  });
  if (chunks.length === 1) return chunks[0];
  // Not Buffer.concat: a small Buffer shares Node's pool, whose whole ArrayBuffer the transfer would hand over.
  const answer = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    answer.set(chunk, offset);
    offset += chunk.length;
  }
  return answer;
}

let gc;
/** A full collection, asked for only by 'heap' (the collector is exposed to a context of its own then). */
function collectGarbage() {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc');
  }
  gc();
}

/** Answers request `id` with the bytes `produce` gives (handed over, not copied), or with its error's message. */
async function answerBytes(id, produce) {
  try {
    const bytes = await produce();
    port.postMessage({ type: 'answer', id, bytes }, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ type: 'answer', id, error: error instanceof Error ? error.message : String(error) });
  }
}

port.on('message', async (message) => {
  if (message.type === 'exec') {
    await answerBytes(message.id, () => runProtocol(message.bytes));
  } else if (message.type === 'reset') {
    // A client that went away mid-transaction must not leave the single session inside it, nor leave its named
    // prepared statements behind (each connection names its own: they would only pile up; docs/decisions/091).
    await database.exec('ROLLBACK').catch(() => undefined);
    for (const name of message.statements ?? []) {
      await database.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => undefined);
    }
    port.postMessage({ type: 'answer', id: message.id, bytes: new Uint8Array(0) });
  } else if (message.type === 'heap') {
    // What stays on the heap once the garbage is gone (the bridge's tests: answering keeps nothing).
    collectGarbage();
    port.postMessage({ type: 'answer', id: message.id, heapUsed: v8.getHeapStatistics().used_heap_size });
  } else if (message.type === 'dump') {
    // The whole data directory as one tar file (PGlite's own format, what `loadDataDir` reads back).
    await answerBytes(
      message.id,
      async () => new Uint8Array(await (await database.dumpDataDir('none')).arrayBuffer()),
    );
  } else if (message.type === 'close') {
    await database.close();
    port.postMessage({ type: 'closed' });
  }
});

port.postMessage({ type: 'ready' });
