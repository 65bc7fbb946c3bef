import cluster, { type Worker } from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';
import { prepareDatabase } from './bootstrap';
import type { AppConfig } from './config';

/**
 * SERVER_WORKERS > 1 (docs/decisions/177): this process prepares the database once (migrations under their
 * advisory lock, reference and demo data), then forks that many server processes that share the port — Node's
 * cluster hands each new connection to the next worker in turn. Each worker is a full instance of
 * docs/operations.md 'Scale-out' (its own pool, session cache, live hub and job workers; presence, change events
 * and session invalidations reach the others through PostgreSQL), so the primary serves nothing itself: it only
 * replaces a worker that dies and stops them all on SIGTERM or SIGINT.
 */

/** A worker that dies before it listens is a start-up failure (configuration, database): do not fork it forever. */
const MAX_START_FAILURES = 3;
/** A worker that dies while serving is replaced after this pause, so a crash loop cannot spin the CPU. */
const RESTART_DELAY_MS = 1_000;

export async function runClusterPrimary(config: AppConfig): Promise<void> {
  const database = await prepareDatabase(config);
  await database.close();

  const listening = new WeakSet<Worker>();
  let startFailures = 0;
  let isStopping = false;

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening.add(worker);
      startFailures = 0;
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    if (isStopping) return;
    const wasServing = listening.has(worker);
    console.error(
      `server worker ${worker.process.pid ?? '?'} exited (${signal ?? `code ${code}`})${wasServing ? '' : ' before listening'}`,
    );
    if (!wasServing) {
      startFailures += 1;
      if (startFailures >= MAX_START_FAILURES) {
        console.error(`${startFailures} server workers failed to start; stopping`);
        void stopAll(1);
        return;
      }
    }
    void sleep(RESTART_DELAY_MS).then(() => {
      if (!isStopping) fork();
    });
  });

  const stopAll = async (exitCode: number) => {
    if (isStopping) return;
    isStopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) {
              resolve();
              return;
            }
            worker.once('exit', () => resolve());
            // Each worker closes its server and database on SIGTERM (server.ts).
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  for (let index = 0; index < config.workers; index += 1) fork();
  // The workers log through Fastify's logger; the primary has none, and this line is what an operator looks for.
  process.stdout.write(
    `Management Portal on http://localhost:${config.port} (PostgreSQL server, ${config.workers} server workers)\n`,
  );
}
