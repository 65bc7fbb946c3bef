import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  sessionUserSchema,
  updateAccountRequestSchema,
  updatePasswordRequestSchema,
} from '@portal/contracts';
import { actorOf, requireSession, rolesAccess } from '../../plugins/access-control';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.account;

  app.get('/me', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(sessionUserSchema) } },
    // The session check read the user with the session (cached a few seconds, dropped on any change of the user:
    // docs/decisions/090), so this answer costs no query of its own.
    handler: async (request) => ({ data: requireSession(request).user }),
  });

  app.put('/account', {
    config: { access: rolesAccess() },
    schema: { tags, body: updateAccountRequestSchema, response: { 200: dataEnvelope(sessionUserSchema) } },
    handler: async (request) => ({
      data: await service.updateAccount(actorOf(request), request.body),
    }),
  });

  app.put('/updatePassword', {
    config: { access: rolesAccess() },
    schema: { tags, body: updatePasswordRequestSchema, response: { 200: dataEnvelope(z.object({})) } },
    handler: async (request) => {
      // The session that changed the password stays; the user's others end (issue 35).
      await service.updatePassword(actorOf(request), request.body, requireSession(request).sessionId);
      return { data: {} };
    },
  });
};
