import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALL_STAFF,
  dataEnvelope,
  idParamSchema,
  quoteRevisionComparisonQuerySchema,
  quoteRevisionComparisonSchema,
  quoteRevisionSummarySchema,
} from '@portal/contracts';
import { rolesAccess } from '../../plugins/access-control';

const tags = ['quotes'];
// spec 001 §2, §6: the construction workspace, where revisions are compared, is all staff's.
const access = rolesAccess(ALL_STAFF);

/** Published revisions compared (issue 14 'Versions'; decision 157 names the calls, which the spec does not). */
export const quoteRevisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.quoteRevisions;

  app.get('/quoteRevisions/:id', {
    config: { access },
    schema: {
      tags,
      description:
        "Decision 157: the quote's published revisions, oldest first, with who published them and their totals.",
      params: idParamSchema,
      response: { 200: dataEnvelope(z.array(quoteRevisionSummarySchema)) },
    },
    handler: async (request) => ({ data: await service.list(request.params.id) }),
  });

  app.get('/quoteRevisionComparison/:id', {
    config: { access },
    schema: {
      tags,
      description:
        'Decision 157: what changed from revision `from` to revision `to` (left out: the quote as it is now) — lines added, removed, re-priced, re-sourced, quantities, statuses, discounts, transport costs, totals.',
      params: idParamSchema,
      querystring: quoteRevisionComparisonQuerySchema,
      response: { 200: dataEnvelope(quoteRevisionComparisonSchema) },
    },
    handler: async (request) => ({
      data: await service.compare(request.params.id, request.query.from, request.query.to),
    }),
  });
};
