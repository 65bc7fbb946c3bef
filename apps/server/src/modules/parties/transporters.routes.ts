import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  transporterListQuerySchema,
  transporterPageSchema,
  transporterSchema,
  createTransporterRequestSchema,
  dataEnvelope,
  idParamSchema,
  updateTransporterRequestSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['transporters'];

/** spec 001 §2: Transporter Management is open to all staff; §7 transporter calls. */
export const transportersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.transporters;

  app.get('/transporters', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description: 'spec 001 §7 transporters: paged, sorted and filtered on the server (decision 035).',
      querystring: transporterListQuerySchema,
      response: { 200: dataEnvelope(transporterPageSchema) },
    },
    handler: async (request) => ({ data: await service.list(request.query) }),
  });

  app.get('/transporter/:id', {
    config: { access: rolesAccess() },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(transporterSchema) } },
    handler: async (request) => ({ data: await service.get(request.params.id) }),
  });

  app.post('/transporter', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      body: createTransporterRequestSchema,
      response: { 200: dataEnvelope(transporterSchema) },
    },
    handler: async (request) => ({
      data: await service.create(actorOf(request), request.body),
    }),
  });

  app.put('/transporter', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      headers: versionHeaderSchema,
      body: updateTransporterRequestSchema,
      response: { 200: dataEnvelope(transporterSchema) },
    },
    handler: async (request) => ({
      data: await service.update(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });

  app.delete('/transporter/:id', {
    config: { access: rolesAccess() },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(z.object({})) } },
    handler: async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { data: {} };
    },
  });
};
