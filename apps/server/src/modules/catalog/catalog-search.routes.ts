import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  catalogSearchQuerySchema,
  catalogSearchResultSchema,
  dataEnvelope,
} from '@portal/contracts';
import { rolesAccess } from '../../plugins/access-control';

/**
 * GET /api/catalogSearch (not in the spec, docs/decisions/051): the catalog search service over HTTP, for the
 * product pickers and, later, the matching of quote lines. Open to every staff role, like Product Management
 * (spec 001 §2); it changes nothing, so it writes no action log.
 */
export const catalogSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.catalogSearch;

  app.get('/catalogSearch', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: {
      tags: ['catalog: search'],
      description:
        'Ranked products and sizes for one free-text line (Latin or common name, cultivar, SKU, size), typo-tolerant.',
      querystring: catalogSearchQuerySchema,
      response: { 200: dataEnvelope(catalogSearchResultSchema) },
    },
    handler: async (request) => ({
      data: await service.search(request.query.text, {
        limit: request.query.limit,
        linkableOnly: request.query.linkableOnly ?? false,
      }),
    }),
  });
};
