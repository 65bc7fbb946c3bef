import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_STAFF, dataEnvelope, idParamSchema, sellerCandidateSchema } from '@portal/contracts';
import { rolesAccess } from '../../plugins/access-control';

/** spec 001 §2, §6: the construction workspace, where a line is sourced, is all staff's. */
const access = rolesAccess(ALL_STAFF);

export const sellerCandidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.quotes;

  app.get('/sellerCandidates/:id', {
    config: { access },
    schema: {
      tags: ['quotes'],
      description:
        'Issue 14 (who can supply this line): sellers that quoted or sold the quote line’s product and size, with their last price and distance to the job site, nearest then cheapest (decision 154).',
      params: idParamSchema,
      response: { 200: dataEnvelope(z.array(sellerCandidateSchema)) },
    },
    handler: async (request) => ({ data: await service.sellerCandidates(request.params.id) }),
  });
};
