import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, idParamSchema, SUPER_ADMIN_ONLY } from '@portal/contracts';
import { requireSession, rolesAccess } from '../../plugins/access-control';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.users;

  app.put('/unlockUser/:id', {
    config: { access: rolesAccess(SUPER_ADMIN_ONLY) },
    schema: {
      tags,
      description: 'Super admin only: lifts the lockout after too many failed sign-ins.',
      params: idParamSchema,
      response: { 200: dataEnvelope(z.object({})) },
    },
    handler: async (request) => {
      await service.unlockUser({ userId: requireSession(request).userId }, request.params.id);
      return { data: {} };
    },
  });
};
