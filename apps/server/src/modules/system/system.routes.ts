import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { APP_VERSION, dataEnvelope, healthSchema, runtimeConfigSchema } from '@portal/contracts';
import { PUBLIC_ACCESS } from '../../plugins/access-control';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { access: PUBLIC_ACCESS },
    schema: {
      tags,
      security: [],
      response: { 200: dataEnvelope(healthSchema) },
    },
    handler: async () => {
      await app.database.db.execute(sql`select 1`);
      return { data: { status: 'ok' as const, engine: app.database.engine } };
    },
  });

  /** Runtime settings the web app needs before sign-in (idle periods can be shortened for tests). */
  app.get('/config', {
    config: { access: PUBLIC_ACCESS },
    schema: {
      tags,
      security: [],
      response: { 200: dataEnvelope(runtimeConfigSchema) },
    },
    handler: async () => ({
      data: {
        version: APP_VERSION,
        idleTimeoutSeconds: app.config.idleTimeoutSeconds,
        idleWarningSeconds: app.config.idleWarningSeconds,
        keepaliveIntervalMs: app.config.keepaliveIntervalMs,
        mapTileUrl: app.config.mapTileUrl,
        // A client key, not a secret: the web app must send it before sign-in (decision 063).
        supplierApiKey: app.config.supplierApiKey,
      },
    }),
  });
};
