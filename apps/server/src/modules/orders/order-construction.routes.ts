import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  dataEnvelope,
  idParamSchema,
  orderRecordSchema,
  saveOrderCommentSchema,
  saveOrderConstructionSchema,
  SUPER_ADMIN_AND_FINANCE,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['orders'];
// spec 001 §2, §6: the order construction workspace is opened from the dashboards, board and table: all staff.
const access = rolesAccess(ALL_STAFF);
/**
 * spec 001 §6 'Super admin and finance only: order management': whether an order is invoiced is finance's
 * record (decision 164), so operations may see the flag but not flip it.
 */
const invoicingAccess = rolesAccess(SUPER_ADMIN_AND_FINANCE);

export const orderConstructionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.orderConstruction;

  app.put('/orderConstruction', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: saves the items' sourcing (seller, prices, contacted, secured), item actions, discounts, transport costs and the buyer delivery fee; the server prices them (decisions 148, 163).",
      headers: versionHeaderSchema,
      body: saveOrderConstructionSchema,
      response: { 200: dataEnvelope(orderRecordSchema) },
    },
    handler: async (request) => ({
      data: await service.save(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });

  app.put('/orderComment', {
    config: { access },
    schema: {
      tags,
      description: "spec 001 §7: saves the order's comment alone (version-checked).",
      headers: versionHeaderSchema,
      body: saveOrderCommentSchema,
      response: { 200: dataEnvelope(orderRecordSchema) },
    },
    handler: async (request) => ({
      data: await service.saveComment(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });

  app.get('/toggleOrderInvoiced/:id', {
    config: { access: invoicingAccess },
    schema: {
      tags,
      description: "spec 001 §7: flips the order's invoiced flag (super admin and finance, decision 164).",
      params: idParamSchema,
      response: { 200: dataEnvelope(orderRecordSchema) },
    },
    handler: async (request) => ({
      data: await service.toggleInvoiced(actorOf(request), request.params.id),
    }),
  });
};
