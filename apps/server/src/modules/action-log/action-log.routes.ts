import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionLogPageSchema, actionLogQuerySchema, dataEnvelope, ownerUserSchema } from '@portal/contracts';
import { rolesAccess } from '../../plugins/access-control';

const tags = ['settings: action log'];

/** spec 001 §2: the Action Log is open to every staff role. GET only: entries are append-only. */
export const actionLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.actionLog;

  app.get('/transaction/actionLogs', {
    config: { access: rolesAccess() },
    schema: { tags, querystring: actionLogQuerySchema, response: { 200: dataEnvelope(actionLogPageSchema) } },
    handler: async (request) => ({ data: await service.listEntries(request.query) }),
  });

  app.get('/transaction/ownerUsers', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(ownerUserSchema)) } },
    handler: async () => ({ data: await service.listOwnerUsers() }),
  });
};
