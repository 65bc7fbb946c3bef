import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { connectToEmbeddedDatabase, openDatabase, type DatabaseHandle } from '../src/db/database';
import { startEmbeddedBridge, type EmbeddedBridge } from '../src/db/embedded-bridge';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data';
import { TEMPLATE_DATABASE } from './global-setup-postgres';
import { restoreTemplate } from './template-snapshot';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  const engine = process.env.TEST_DB_ENGINE;
  if (engine !== 'pglite' && engine !== 'postgres') {
    throw new Error('TEST_DB_ENGINE must be pglite or postgres (the vitest projects set it)');
  }
  return engine;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  engine: TestEngine;
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

let embeddedEngine: Promise<EmbeddedBridge> | undefined;
/** Whether a test app of this worker is on its engine now (a file's second app at once gets an engine of its own). */
let isWorkerEngineInUse = false;

/**
 * This test worker's embedded engine, started once from the run's template dump and shared by the files the worker
 * runs one after another (the API projects keep a worker's modules between files: `isolate: false`). Each file
 * connects to it and restores the template first; the engine ends with the worker's process.
 */
function workerEmbeddedEngine(): Promise<EmbeddedBridge> {
  embeddedEngine ??= startEmbeddedBridge('memory://', { initialDataFile: inject('pgliteTemplateFile') }).then(
    (bridge) => {
      process.once('exit', () => fs.rmSync(bridge.socketDirectory, { recursive: true, force: true }));
      return bridge;
    },
  );
  return embeddedEngine;
}

/**
 * The real app on a real, fresh database with reference and demo data: the run's migrated and seeded template,
 * restored in place on the worker's embedded engine or copied as a database of the PostgreSQL server. One per test
 * file (in beforeAll); a second one alive at once in a file gets an embedded engine of its own.
 */
export interface TestAppOptions {
  /**
   * PostgreSQL server only: the template database to copy instead of the run's seeded one (a larger data set built
   * once per run, as test/generated-orders.ts's `createTestAppWithGeneratedOrders` does).
   */
  readonly templateDatabase?: string;
  /** PostgreSQL server only: work on this database itself, as it is, and leave it when closed (a template's build). */
  readonly database?: string;
}

export async function createTestApp(
  environment: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const engine = testEngine();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    // Suites sign in many times from one address; the rate limit has its own test with a low limit.
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
    ...environment,
  });
  let database: DatabaseHandle;
  let dropDatabase = async () => {};
  if ((options.templateDatabase !== undefined || options.database !== undefined) && engine !== 'postgres') {
    throw new Error('a template database of its own is for the PostgreSQL server suite only');
  }
  if (engine === 'pglite' && !isWorkerEngineInUse) {
    // The worker's engine, put back as the run's migrated and seeded template (test/global-setup-pglite.ts).
    isWorkerEngineInUse = true;
    const connection = connectToEmbeddedDatabase(await workerEmbeddedEngine());
    try {
      await restoreTemplate(connection.db);
    } catch (error) {
      await connection.close();
      isWorkerEngineInUse = false;
      throw error;
    }
    database = {
      ...connection,
      close: async () => {
        await connection.close();
        isWorkerEngineInUse = false;
      },
    };
  } else if (engine === 'pglite') {
    // A second app of the same file, alive beside the first: a database of its own, from the template's dump.
    database = await openDatabase({
      dataDirectory: 'memory://',
      initialDataFile: inject('pgliteTemplateFile'),
    });
  } else {
    const adminUrl = inject('postgresAdminUrl');
    const name = options.database ?? `portal_test_${randomBytes(6).toString('hex')}`;
    if (options.database === undefined) {
      const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
      await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${options.templateDatabase ?? TEMPLATE_DATABASE}`);
      await admin.end();
    }
    config.databaseUrl = withDatabase(adminUrl, name);
    database = await openDatabase({ databaseUrl: config.databaseUrl, maxConnections: 5 });
    if (options.database === undefined)
      dropDatabase = async () => {
        const cleanup = postgres(adminUrl, { max: 1, onnotice: () => undefined });
        await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      };
  }
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  return {
    app,
    database,
    config,
    engine,
    async close() {
      await app.close();
      // A test may have closed the database on purpose (failure paths); closing twice is not an error here.
      await database.close().catch(() => undefined);
      await dropDatabase();
    },
  };
}

export const DEMO_ACCOUNTS = {
  superAdmin: 'superadmin@example.com',
  operations: 'ops@example.com',
  finance: 'finance@example.com',
  buyer: 'buyer@example.com',
  seller: 'seller@example.com',
} as const;

export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return response.json<{ data: { token: string } }>().data.token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
