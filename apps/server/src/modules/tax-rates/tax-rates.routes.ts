import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  SUPER_ADMIN_ONLY,
  taxRateSchema,
  updateTaxRateRequestSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['settings: tax rates'];

export const taxRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.taxRates;

  // Read by every staff role: quotes and orders show the tax; only the settings screen is super admin only.
  app.get('/taxRates', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(taxRateSchema)) } },
    handler: async () => ({ data: await service.listTaxRates() }),
  });

  // spec 001 §2/§6: Tax Rate Settings is super admin only.
  app.put('/updateTaxRate', {
    config: { access: rolesAccess(SUPER_ADMIN_ONLY) },
    schema: {
      tags,
      headers: versionHeaderSchema,
      body: updateTaxRateRequestSchema,
      response: { 200: dataEnvelope(taxRateSchema) },
    },
    handler: async (request) => ({
      data: await service.updateTaxRate(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });
};
