import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDiscountRequestSchema,
  dataEnvelope,
  discountSchema,
  discountsQuerySchema,
  idParamSchema,
  pageSchema,
  updateDiscountRequestSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['settings: discounts'];

/** spec 001 §2: Discount Settings is open to every staff role. */
export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.discounts;

  app.get('/discounts', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description:
        "spec 000 §7 'GET all': every discount type by name (the order-discount dropdown); a bounded list.",
      response: { 200: dataEnvelope(z.array(discountSchema)) },
    },
    handler: async () => ({ data: await service.listAllDiscounts() }),
  });

  // Discount Settings' paged, searched table (decision 062).
  app.get('/discountPageableResult', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      querystring: discountsQuerySchema,
      response: { 200: dataEnvelope(pageSchema(discountSchema)) },
    },
    handler: async (request) => ({ data: await service.listDiscounts(request.query) }),
  });

  app.post('/discount', {
    config: { access: rolesAccess() },
    schema: { tags, body: createDiscountRequestSchema, response: { 200: dataEnvelope(discountSchema) } },
    handler: async (request) => ({
      data: await service.createDiscount(actorOf(request), request.body),
    }),
  });

  app.put('/discount', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      headers: versionHeaderSchema,
      body: updateDiscountRequestSchema,
      response: { 200: dataEnvelope(discountSchema) },
    },
    handler: async (request) => ({
      data: await service.updateDiscount(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });

  app.delete('/discount/:id', {
    config: { access: rolesAccess() },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(z.object({})) } },
    handler: async (request) => {
      await service.deleteDiscount(actorOf(request), request.params.id);
      return { data: {} };
    },
  });
};
