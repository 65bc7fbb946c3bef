import cluster from 'node:cluster';
import { buildApp } from './app';
import { openConfiguredDatabase, prepareDatabase } from './bootstrap';
import { runClusterPrimary } from './cluster-primary';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    await runClusterPrimary(config);
    return;
  }
  // A cluster worker's database was migrated and seeded by its primary before the fork.
  const database = cluster.isWorker ? await openConfiguredDatabase(config) : await prepareDatabase(config);
  const app = await buildApp({ config, database });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) return;
  app.log.info(
    `Management Portal on http://localhost:${config.port} (${database.engine === 'pglite' ? `embedded database in ${config.dataDirectory}` : 'PostgreSQL server'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
