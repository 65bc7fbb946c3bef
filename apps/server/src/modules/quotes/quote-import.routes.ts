import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  dataEnvelope,
  importCandidatePageSchema,
  importQuoteQuerySchema,
} from '@portal/contracts';
import { rolesAccess } from '../../plugins/access-control';

/** spec 001 §2, §6: alternates are imported in the construction workspace, which all staff have. */
const access = rolesAccess(ALL_STAFF);

export const quoteImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.quotes;

  app.get('/importQuote', {
    config: { access },
    schema: {
      tags: ['quotes'],
      description:
        "spec 001 §7: one page of a regular quote's, a QTO quote's, an order's or the catalog's lines, to import as a line's alternates (decision 153).",
      querystring: importQuoteQuerySchema,
      response: { 200: dataEnvelope(importCandidatePageSchema) },
    },
    handler: async (request) => ({ data: await service.importCandidates(request.query) }),
  });
};
