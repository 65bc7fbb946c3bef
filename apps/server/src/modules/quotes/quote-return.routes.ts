import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  constructedQuoteSchema,
  dataEnvelope,
  recordQuoteReturnSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['quotes'];
// spec 001 §2, §6: quotes are opened from the Quote Board and Table, which all staff have.
const access = rolesAccess(ALL_STAFF);

/** The buyer's return (decision 152 names the call: the spec lists none). */
export const quoteReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.quoteReturn;

  app.put('/quoteReturn', {
    config: { access },
    schema: {
      tags,
      description:
        "Decision 152: records the buyer's return of a published quote — each line's accepted quantity (0 or left out: not accepted); the return status becomes returned.",
      headers: versionHeaderSchema,
      body: recordQuoteReturnSchema,
      response: { 200: dataEnvelope(constructedQuoteSchema) },
    },
    handler: async (request) => ({
      data: await service.record(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });
};
