import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALL_STAFF, dataEnvelope, idParamSchema, jobStatusSchema } from '@portal/contracts';
import { rolesAccess } from '../../plugins/access-control';

const tags = ['jobs'];

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/jobs/:id', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: {
      tags,
      description:
        "A background job's status (spec 001 §4 background-process status: success 1, pending 2, failed 3); screens poll it.",
      params: idParamSchema,
      response: { 200: dataEnvelope(jobStatusSchema) },
    },
    handler: async (request) => ({ data: await app.services.jobs.getJobStatus(request.params.id) }),
  });
};
