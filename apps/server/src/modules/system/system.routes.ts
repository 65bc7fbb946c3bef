import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { APP_VERSION, dataEnvelope } from '@portal/contracts';
import { PUBLIC_ACCESS } from '../../plugins/access-control';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { access: PUBLIC_ACCESS },
    schema: {
      tags,
      security: [],
      response: { 200: dataEnvelope(z.object({ status: z.literal('ok'), engine: z.string() })) },
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
      response: {
        200: dataEnvelope(
          z.object({
            version: z.string(),
            idleTimeoutSeconds: z.number(),
            idleWarningSeconds: z.number(),
            keepaliveIntervalMs: z.number(),
          }),
        ),
      },
    },
    handler: async () => ({
      data: {
        version: APP_VERSION,
        idleTimeoutSeconds: app.config.idleTimeoutSeconds,
        idleWarningSeconds: app.config.idleWarningSeconds,
        keepaliveIntervalMs: app.config.keepaliveIntervalMs,
      },
    }),
  });
};
