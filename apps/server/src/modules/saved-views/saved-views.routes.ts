import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSavedViewRequestSchema,
  dataEnvelope,
  idParamSchema,
  savedViewSchema,
  savedViewsQuerySchema,
  updateSavedViewRequestSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['saved views'];

/**
 * Saved views (issue 12, decision 100; not in the spec, named in its style). Every staff role keeps their own;
 * each call works on the caller's views only.
 */
export const savedViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.savedViews;

  app.get('/savedViews', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description: "The caller's own saved views of one table, by name.",
      querystring: savedViewsQuerySchema,
      response: { 200: dataEnvelope(z.array(savedViewSchema)) },
    },
    handler: async (request) => ({
      data: await service.listSavedViews(actorOf(request), request.query.tableKey),
    }),
  });

  app.post('/savedView', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description: 'Saves a table view (its URL query without the page) under a name, for the caller.',
      body: createSavedViewRequestSchema,
      response: { 200: dataEnvelope(savedViewSchema) },
    },
    handler: async (request) => ({
      data: await service.createSavedView(actorOf(request), request.body),
    }),
  });

  app.put('/savedView/:id', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description: "Renames one of the caller's views, or replaces its query.",
      params: idParamSchema,
      headers: versionHeaderSchema,
      body: updateSavedViewRequestSchema,
      response: { 200: dataEnvelope(savedViewSchema) },
    },
    handler: async (request) => ({
      data: await service.updateSavedView(
        actorOf(request),
        request.params.id,
        request.body,
        request.headers[VERSION_HEADER],
      ),
    }),
  });

  app.delete('/savedView/:id', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description: "Deletes one of the caller's views.",
      params: idParamSchema,
      response: { 200: dataEnvelope(z.object({})) },
    },
    handler: async (request) => {
      await service.deleteSavedView(actorOf(request), request.params.id);
      return { data: {} };
    },
  });
};
