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
} from '@portal/contracts';
import { readRecordVersion } from '../../lib/record-version';
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
    handler: async (request) => ({ data: await service.listCompanies(request.query) }),
  });

  app.get('/company/:id', {
    config: { access: rolesAccess() },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(companySchema) } },
    handler: async (request) => ({ data: await service.getCompany(request.params.id) }),
  });

  app.post('/company', {
    config: { access: rolesAccess() },
    schema: { tags, body: createCompanyRequestSchema, response: { 200: dataEnvelope(companySchema) } },
    handler: async (request) => ({
      data: await service.createCompany(actorOf(request), request.body),
    }),
  });

  app.put('/company', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      body: updateCompanyRequestSchema,
      response: { 200: dataEnvelope(companySchema) },
    },
    handler: async (request) => ({
      data: await service.updateCompany(actorOf(request), request.body, readRecordVersion(request)),
    }),
  });

  app.delete('/company/:id', {
    config: { access: rolesAccess() },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(z.object({})) } },
    handler: async (request) => {
      await service.deleteCompany(actorOf(request), request.params.id);
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
      data: await service.listCompanyOptions(request.params.id, request.query.search, request.query.limit),
    }),
  });
};
