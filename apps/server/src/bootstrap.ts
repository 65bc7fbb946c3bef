import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { runMigrations } from './db/migrate';
import { seedDemoData } from './db/seed/demo-data';
import { seedReferenceData } from './db/seed/reference-data';
import { seedDemoQuoteRequests } from './modules/quote-requests';

/** Opens the configured database, applies migrations and seeds; shared by the server, the CLI and tests. */
export async function prepareDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDirectory: config.dataDirectory,
    preparedStatements: config.databasePreparedStatements,
  });
  try {
    await runMigrations(database, config.databaseUrl);
    await seedReferenceData(database.db);
    if (config.seedDemo) {
      await seedDemoData(database.db);
      // Its own step (matched by the engine as it is written); API tests keep a database without requests.
      await seedDemoQuoteRequests(database.db);
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
