import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALL_STAFF,
  dataEnvelope,
  idParamSchema,
  orderCardQuerySchema,
  orderCardsSchema,
  orderInfoViewsQuerySchema,
  orderInfoViewsSchema,
  orderRowFilterSchema,
  orderRowPageSchema,
  orderRowQuerySchema,
  SUPER_ADMIN_AND_FINANCE,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['orders'];
// spec 001 §2, §6: Order Board and Order Table are every staff member's.
const access = rolesAccess(ALL_STAFF);
// spec 001 §2, §6: 'Super admin and finance only: order management' — its list, views and delete.
const managementAccess = rolesAccess(SUPER_ADMIN_AND_FINANCE);

/** Order Board, Order Table and Order Management (decision 167), registered by the orders routes. */
export const orderBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.orderBoard;

  app.get('/orderCards', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: the Order Board's cards by order status, each column's first cards and exact count (decision 167).",
      querystring: orderCardQuerySchema,
      response: { 200: dataEnvelope(orderCardsSchema) },
    },
    handler: async (request) => ({ data: await service.cards(request.query) }),
  });

  app.get('/orderRow', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §7: the Order Table — one row per order with its sellers, server-paged, sorted and filtered on the order indexes.',
      querystring: orderRowQuerySchema,
      response: { 200: dataEnvelope(orderRowPageSchema) },
    },
    handler: async (request) => ({ data: await service.rows(request.query) }),
  });

  app.get('/orderRowFilter', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: what the Order Table's filters offer (statuses, owners, buyers and provinces with an order).",
      response: { 200: dataEnvelope(orderRowFilterSchema) },
    },
    handler: async () => ({ data: await service.rowFilter() }),
  });

  app.get('/orderPageableResult', {
    config: { access: managementAccess },
    schema: {
      tags,
      description: 'spec 001 §7: one page of orders (Order Management), sorted and filtered on the server.',
      querystring: orderRowQuerySchema,
      response: { 200: dataEnvelope(orderRowPageSchema) },
    },
    handler: async (request) => ({ data: await service.managementPage(request.query) }),
  });

  app.get('/orderInfoViews', {
    config: { access: managementAccess },
    schema: {
      tags,
      description:
        "spec 001 §7: Order Management's views — how many orders each status holds under the list's other filters.",
      querystring: orderInfoViewsQuerySchema,
      response: { 200: dataEnvelope(orderInfoViewsSchema) },
    },
    handler: async (request) => ({ data: await service.infoViews(request.query) }),
  });

  app.delete('/order/:id', {
    config: { access: managementAccess },
    schema: {
      tags,
      description:
        'spec 001 §7: deletes an order in New Order or Cancelled with no item on a delivery and no phase split from it (decision 167).',
      params: idParamSchema,
      response: { 200: dataEnvelope(z.object({})) },
    },
    handler: async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { data: {} };
    },
  });
};
