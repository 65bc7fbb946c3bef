import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  dataEnvelope,
  idParamSchema,
  orderRecordSchema,
  updateOrderStatusSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['orders'];
// spec 001 §4, §6: the order status menus are every staff role's (the transitions table's rows, decision 086).
const access = rolesAccess(ALL_STAFF);

export const orderStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.orderStatus;

  app.put('/updateOrderStatus', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: moves the order through the transitions table's order rows; WIP → Planning Delivery finishes setup (§5 checks, decision 164).",
      headers: versionHeaderSchema,
      body: updateOrderStatusSchema,
      response: { 200: dataEnvelope(orderRecordSchema) },
    },
    handler: async (request) => ({
      data: await service.updateStatus(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });

  for (const [path, change, description] of [
    ['/cancelOrder/:id', service.cancel, 'spec 001 §4, §7: cancels the order (transitions table).'],
    [
      '/reinstateOrder/:id',
      service.reinstate,
      'spec 001 §4, §7: reinstates a cancelled order to New Order (transitions table).',
    ],
  ] as const) {
    app.get(path, {
      config: { access },
      schema: {
        tags,
        description,
        params: idParamSchema,
        response: { 200: dataEnvelope(orderRecordSchema) },
      },
      handler: async (request) => ({ data: await change(actorOf(request), request.params.id) }),
    });
  }
};
