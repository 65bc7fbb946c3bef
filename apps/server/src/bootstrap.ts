import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './db/seed/demo-data';
import { seedDemoLineSizes } from './db/seed/demo-line-sizes';
import { seedReferenceData } from './db/seed/reference-data';
import { DomainEventBus } from './events/domain-events';
import { seedDemoQuoteRequests } from './modules/quote-requests';
import { seedDemoOrders } from './modules/orders/demo-seed';
import { seedDemoQuotes } from './modules/quotes/demo-seed';
import { seedDemoStandardizedQuotes } from './modules/standardized-quotes/demo-seed';
import { createServices } from './services';

/** Opens the configured database as it is: a cluster worker's, whose primary prepared it (docs/decisions/177). */
export function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDirectory: config.dataDirectory,
    preparedStatements: config.databasePreparedStatements,
    maxConnections: config.databasePoolSize,
  });
}

/** Opens the configured database, applies migrations and seeds; shared by the server, the CLI and tests. */
export async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database, config.databaseUrl);
    await seedReferenceData(database.db);
    if (config.seedDemo) {
      await seedDemoData(database.db);
      // The quote demo goes through the services, so it obeys every rule and writes the action log; before the
      // server starts, so nobody is told of it live. API tests keep a database without requests.
      const services = createServices(config, database, new DomainEventBus());
      await seedDemoQuoteRequests({ ...services, db: database.db });
      await seedDemoStandardizedQuotes({ ...services, db: database.db });
      await seedDemoLineSizes({ ...services, db: database.db });
      await seedDemoQuotes({ ...services, db: database.db });
      await seedDemoOrders({ ...services, db: database.db });
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
