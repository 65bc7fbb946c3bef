import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALL_STAFF,
  dataEnvelope,
  IDEMPOTENCY_HEADER,
  idempotencyHeaderSchema,
  idParamSchema,
  orderDashFilterSchema,
  orderDashPageSchema,
  orderDashQuerySchema,
  orderGroupSummaryQuerySchema,
  orderGroupSummarySchema,
  orderRecordSchema,
  placeOrderSchema,
  subOrderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';
import { orderConstructionRoutes } from './order-construction.routes';
import { orderStatusRoutes } from './order-status.routes';
import { orderBoardRoutes } from './order-board.routes';
import { orderPhasingRoutes } from './order-phasing.routes';
import { subOrderDashboardRoutes } from './sub-order-dashboard.routes';

const tags = ['orders'];
// spec 001 §2, §6: orders are opened from the dashboards, board and table, which all staff have; the returned
// quote card that places an order is all staff's too (§4).
const access = rolesAccess(ALL_STAFF);

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.orders;
  // Order construction and the status calls (decisions 163, 164): their own files, served with the order calls.
  await app.register(orderConstructionRoutes);
  await app.register(orderStatusRoutes);
  await app.register(orderBoardRoutes);
  await app.register(orderPhasingRoutes);
  await app.register(subOrderDashboardRoutes);

  app.post('/order', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §7: places the order of a returned quote — New Order, one sub-order per seller, the accepted lines at their accepted quantities (decision 152).',
      headers: idempotencyHeaderSchema,
      body: placeOrderSchema,
      response: { 200: dataEnvelope(orderRecordSchema) },
    },
    handler: async (request) => ({
      data: await service.place(actorOf(request), request.body, request.headers[IDEMPOTENCY_HEADER]),
    }),
  });

  app.get('/order/:id', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §7: the order — sub-orders, items with prices, statuses and alternates, discounts, transport costs, totals.',
      params: idParamSchema,
      response: { 200: dataEnvelope(orderRecordSchema) },
    },
    handler: async (request) => ({ data: await service.get(request.params.id) }),
  });

  app.get('/subOrdersByOrderId/:id', {
    config: { access },
    schema: {
      tags,
      description: "spec 001 §7: the order's sub-orders, one per seller, with their row fields and roll-ups.",
      params: idParamSchema,
      response: { 200: dataEnvelope(z.array(subOrderSchema)) },
    },
    handler: async (request) => ({ data: await service.subOrders(request.params.id) }),
  });

  app.get('/orderDashView', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §7: the Order Dashboard — one row per order, server-paged, sorted and filtered on the stored roll-ups (decision 160).',
      querystring: orderDashQuerySchema,
      response: { 200: dataEnvelope(orderDashPageSchema) },
    },
    handler: async (request) => ({ data: await service.dashboardPage(request.query) }),
  });

  app.get('/orderDashViewFilter', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: what the Order Dashboard's filters offer (statuses, the inventory status's dashboard variant, owners, buyers, provinces).",
      response: { 200: dataEnvelope(orderDashFilterSchema) },
    },
    handler: async () => ({ data: await service.dashboardFilter() }),
  });

  app.get('/orderGroupSummary', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: how many orders each order status holds under the dashboard's other filters, for the dashboard's header.",
      querystring: orderGroupSummaryQuerySchema,
      response: { 200: dataEnvelope(orderGroupSummarySchema) },
    },
    handler: async (request) => ({ data: await service.groupSummary(request.query) }),
  });
};
