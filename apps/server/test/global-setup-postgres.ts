import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { seedDemoData } from '../src/db/seed/demo-data';
import { seedReferenceData } from '../src/db/seed/reference-data';
import { startTemporaryPostgres, type TemporaryPostgres } from './postgres-server';

export const TEMPLATE_DATABASE = 'portal_test_template';
/** The run's 20,000-order template, built by the first test file that asks for it (test/generated-orders.ts). */
export const GENERATED_ORDERS_TEMPLATE = 'portal_test_orders_20k';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Once per run: a PostgreSQL server (TEST_DATABASE_URL, or a temporary one) and a template database that is
 * migrated and seeded, so each test file gets a fresh copy in milliseconds (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  let server: TemporaryPostgres | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL ?? (server = await startTemporaryPostgres()).url;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${GENERATED_ORDERS_TEMPLATE} WITH (FORCE)`);
  await admin.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DATABASE);
  const handle = await openDatabase({ databaseUrl: templateUrl, maxConnections: 2 });
  await runMigrations(handle, templateUrl);
  await seedReferenceData(handle.db);
  await seedDemoData(handle.db);
  await handle.close();
  await admin.end();
  project.provide('postgresAdminUrl', adminUrl);
  return async () => {
    await server?.stop();
  };
}
