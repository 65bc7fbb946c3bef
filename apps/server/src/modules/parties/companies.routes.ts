import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyListQuerySchema,
  companyOptionSchema,
  companyPageSchema,
  companyPickerQuerySchema,
  companySchema,
  createCompanyRequestSchema,
  dataEnvelope,
  idParamSchema,
  updateCompanyRequestSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['companies'];

/** spec 001 §2: Company Management is open to all staff; §7 company calls. */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.companies;

  app.get('/companies', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description: 'spec 001 §7 companies: paged, sorted and filtered on the server (decision 035).',
      querystring: companyListQuerySchema,
      response: { 200: dataEnvelope(companyPageSchema) },
    },
    handler: async (request) => ({ data: await service.list(request.query) }),
  });

  app.get('/company/:id', {
    config: { access: rolesAccess() },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(companySchema) } },
    handler: async (request) => ({ data: await service.get(request.params.id) }),
  });

  app.post('/company', {
    config: { access: rolesAccess() },
    schema: { tags, body: createCompanyRequestSchema, response: { 200: dataEnvelope(companySchema) } },
    handler: async (request) => ({
      data: await service.create(actorOf(request), request.body),
    }),
  });

  app.put('/company', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      headers: versionHeaderSchema,
      body: updateCompanyRequestSchema,
      response: { 200: dataEnvelope(companySchema) },
    },
    handler: async (request) => ({
      data: await service.update(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });

  app.delete('/company/:id', {
    config: { access: rolesAccess() },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(z.object({})) } },
    handler: async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { data: {} };
    },
  });

  app.get('/companiesByTypeId/:id', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description:
        'spec 001 §7: companies of one type for pickers, filtered by ?search= and capped by ?limit=.',
      params: idParamSchema,
      querystring: companyPickerQuerySchema,
      response: { 200: dataEnvelope(z.array(companyOptionSchema)) },
    },
    handler: async (request) => ({
      data: await service.listOptions(request.params.id, request.query.search, request.query.limit),
    }),
  });
};
