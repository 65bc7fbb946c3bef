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
} from '@portal/contracts';
import { readRecordVersion } from '../../lib/record-version';
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
    handler: async (request) => ({ data: await service.listTransporters(request.query) }),
  });

  app.get('/transporter/:id', {
    config: { access: rolesAccess() },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(transporterSchema) } },
    handler: async (request) => ({ data: await service.getTransporter(request.params.id) }),
  });

  app.post('/transporter', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      body: createTransporterRequestSchema,
      response: { 200: dataEnvelope(transporterSchema) },
    },
    handler: async (request) => ({
      data: await service.createTransporter(actorOf(request), request.body),
    }),
  });

  app.put('/transporter', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      body: updateTransporterRequestSchema,
      response: { 200: dataEnvelope(transporterSchema) },
    },
    handler: async (request) => ({
      data: await service.updateTransporter(actorOf(request), request.body, readRecordVersion(request)),
    }),
  });

  app.delete('/transporter/:id', {
    config: { access: rolesAccess() },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(z.object({})) } },
    handler: async (request) => {
      await service.deleteTransporter(actorOf(request), request.params.id);
      return { data: {} };
    },
  });
};
