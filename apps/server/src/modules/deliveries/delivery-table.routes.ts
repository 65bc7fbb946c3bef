import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  dataEnvelope,
  idParamSchema,
  orderDeliveryRowFilterSchema,
  orderDeliveryRowPageSchema,
  orderDeliveryRowQuerySchema,
  orderDeliveryRowsSchema,
} from '@portal/contracts';
import { rolesAccess } from '../../plugins/access-control';

const tags = ['deliveries'];
// spec 001 §2: the Delivery Table is the super admin's, operations' and finance's (every staff role).
const access = rolesAccess(ALL_STAFF);

/** The Delivery Table's calls (issue 38; spec 001 §7; decision 209), registered by the delivery routes. */
export const deliveryTableRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.deliveryTable;

  app.get('/orderDeliveryRowView', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: the Delivery Table — one row per order delivery (spec 000 §3 'Delivery row view': owners, co-owners, logistic owner, their names, fill rate, distance; and the planner's columns), server-paged, sorted and filtered on the delivery's own columns and indexes (decision 209).",
      querystring: orderDeliveryRowQuerySchema,
      response: { 200: dataEnvelope(orderDeliveryRowPageSchema) },
    },
    handler: async (request) => ({ data: await service.rowPage(request.query) }),
  });

  app.get('/orderDeliveryRowFilter', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: what the Delivery Table's filters offer, each with its count of order deliveries (delivery and tracking statuses, owners, co-owners, logistic owners, buyers, sellers, late and billed).",
      response: { 200: dataEnvelope(orderDeliveryRowFilterSchema) },
    },
    handler: async () => ({ data: await service.rowFilter() }),
  });

  app.get('/orderDeliveryRowsByOrderId/:id', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: the Order Dashboard's list of an order's deliveries — every order delivery with a stop of the order, as Delivery Table rows, by number.",
      params: idParamSchema,
      response: { 200: dataEnvelope(orderDeliveryRowsSchema) },
    },
    handler: async (request) => ({ data: await service.rowsByOrder(request.params.id) }),
  });
};
