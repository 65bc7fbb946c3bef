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
} from '@portal/contracts';
import { readRecordVersion } from '../../lib/record-version';
import { requireSession, rolesAccess } from '../../plugins/access-control';

const tags = ['settings: discounts'];

/** spec 001 §2: Discount Settings is open to every staff role. */
export const discountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.discounts;

  app.get('/discounts', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      querystring: discountsQuerySchema,
      response: { 200: dataEnvelope(pageSchema(discountSchema)) },
    },
    handler: async (request) => {
      const { rows, total } = await service.listDiscounts(request.query);
      return { data: { rows, total, page: request.query.page, size: request.query.size } };
    },
  });

  app.post('/discount', {
    config: { access: rolesAccess() },
    schema: { tags, body: createDiscountRequestSchema, response: { 200: dataEnvelope(discountSchema) } },
    handler: async (request) => ({
      data: await service.createDiscount({ userId: requireSession(request).userId }, request.body),
    }),
  });

  app.put('/discount', {
    config: { access: rolesAccess() },
    schema: { tags, body: updateDiscountRequestSchema, response: { 200: dataEnvelope(discountSchema) } },
    handler: async (request) => ({
      data: await service.updateDiscount(
        { userId: requireSession(request).userId },
        request.body,
        readRecordVersion(request),
      ),
    }),
  });

  app.delete('/discount/:id', {
    config: { access: rolesAccess() },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(z.object({})) } },
    handler: async (request) => {
      await service.deleteDiscount({ userId: requireSession(request).userId }, request.params.id);
      return { data: {} };
    },
  });
};
