import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  gomatchCorrectionListQuerySchema,
  gomatchCorrectionPageSchema,
  idParamSchema,
  SUPER_ADMIN_ONLY,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['gomatch'];
const access = rolesAccess(SUPER_ADMIN_ONLY);

/** What GoMatch learned from staff's corrections (issue 13; decision 140): listed and removed by a super admin. */
export const gomatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.gomatchCorrections;

  app.get('/gomatchCorrections', {
    config: { access },
    schema: {
      tags,
      querystring: gomatchCorrectionListQuerySchema,
      response: { 200: dataEnvelope(gomatchCorrectionPageSchema) },
    },
    handler: async (request) => ({ data: await service.list(request.query) }),
  });

  app.delete('/gomatchCorrection/:id', {
    config: { access },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(z.object({})) } },
    handler: async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { data: {} };
    },
  });
};
