import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  dataEnvelope,
  IDEMPOTENCY_HEADER,
  idempotencyHeaderSchema,
  orderPhaseResultSchema,
  orderPhaseSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['orders'];
// spec 001 §2, §6: the phasing wizard is a workspace of orders, which all staff open (§6 restricts only Order
// Management).
const access = rolesAccess(ALL_STAFF);

/** The phasing wizard's call (decision 171), registered by the orders routes. */
export const orderPhasingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.orderPhasing;

  app.post('/orderPhase', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §7: splits an order — the items and quantities of newPhase become the next phase of its number (OR-10001-P2), the balance stays in the original; discounts, transport costs and the delivery fee are shared by the goods each phase holds (decision 171).',
      headers: versionHeaderSchema.extend(idempotencyHeaderSchema.shape),
      body: orderPhaseSchema,
      response: { 200: dataEnvelope(orderPhaseResultSchema) },
    },
    handler: async (request) => ({
      data: await service.phase(
        actorOf(request),
        request.body,
        request.headers[VERSION_HEADER],
        request.headers[IDEMPOTENCY_HEADER],
      ),
    }),
  });
};
