import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALL_STAFF, orderRecordSchema } from '@portal/contracts';
import { rolesAccess } from '../../plugins/access-control';
import { statusCallRoute } from '../../plugins/status-call-route';

const tags = ['orders'];
// spec 001 §4, §6: the order status menus are every staff role's (the transitions table's rows, decision 086).
const access = rolesAccess(ALL_STAFF);

export const orderStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.orderStatus;
  const route = { access, tags, response: orderRecordSchema };

  statusCallRoute(app, 'updateOrderStatus', {
    ...route,
    description:
      "spec 001 §7: moves the order through the transitions table's order rows; WIP → Planning Delivery finishes setup (§5 checks, decision 164).",
    change: (actor, { id, statusId }, version) =>
      service.updateStatus(actor, { id, statusId: statusId ?? 0 }, version),
  });
  statusCallRoute(app, 'cancelOrder', {
    ...route,
    description: 'spec 001 §4, §7: cancels the order (transitions table).',
    change: (actor, { id }, version) => service.cancel(actor, id, version),
  });
  statusCallRoute(app, 'reinstateOrder', {
    ...route,
    description: 'spec 001 §4, §7: reinstates a cancelled order to New Order (transitions table).',
    change: (actor, { id }, version) => service.reinstate(actor, id, version),
  });
};
