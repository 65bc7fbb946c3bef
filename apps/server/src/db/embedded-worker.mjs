// The embedded PostgreSQL (PGlite, WebAssembly) runs on this worker thread so its queries never stall the
// server's event loop (docs/decisions/002-embedded-database.md). The main thread relays the PostgreSQL wire
// protocol to it (embedded-bridge.ts); this side only runs protocol bytes and answers with protocol bytes.
// Plain JavaScript: a worker file is loaded by Node as is, from src/ in tests and from dist/ in production.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('embedded-worker.mjs must run as a worker thread');
const port = parentPort;

let database;
try {
  // pg_trgm backs the catalog search (migration 0001, docs/decisions/051).
  database = await PGlite.create(workerData.dataDirectory, { extensions: { pg_trgm } });
} catch (error) {
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

port.on('message', async (message) => {
  if (message.type === 'exec') {
    try {
      const answer = await database.execProtocolRaw(message.bytes);
      // The answer may view PGlite's own memory: copy it before handing the buffer over.
      const copy = answer.slice();
      port.postMessage({ type: 'answer', id: message.id, bytes: copy }, [copy.buffer]);
    } catch (error) {
      port.postMessage({
        type: 'answer',
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  } else if (message.type === 'reset') {
    // A client that went away mid-transaction must not leave the single session inside it, nor leave its named
    // prepared statements behind (each connection names its own: they would only pile up; docs/decisions/091).
    await database.exec('ROLLBACK').catch(() => undefined);
    for (const name of message.statements ?? []) {
      await database.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => undefined);
    }
    port.postMessage({ type: 'answer', id: message.id, bytes: new Uint8Array(0) });
  } else if (message.type === 'close') {
    await database.close();
    port.postMessage({ type: 'closed' });
  }
});

port.postMessage({ type: 'ready' });
