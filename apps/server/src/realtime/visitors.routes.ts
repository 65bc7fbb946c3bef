import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, idParamSchema, type LiveRecordKind } from '@portal/contracts';
import { rolesAccess } from '../plugins/access-control';

const tags = ['live updates'];

// spec 001 §9 'Visitor presence (GET)': clearQuoteVisitors/{id}, clearOrderVisitors/{id},
// clearOrderDeliveryVisitors/{id}; company and user screens use the same presence.
const CLEAR_ROUTES: readonly { path: string; kind: LiveRecordKind }[] = [
  { path: '/clearQuoteVisitors/:id', kind: 'quote' },
  { path: '/clearOrderVisitors/:id', kind: 'order' },
  { path: '/clearOrderDeliveryVisitors/:id', kind: 'order-delivery' },
];

export const visitorsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, kind } of CLEAR_ROUTES) {
    app.get(path, {
      config: { access: rolesAccess() },
      schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(z.object({})) } },
      handler: async (request) => {
        app.realtime.hub.clearVisitors(kind, request.params.id);
        return { data: {} };
      },
    });
  }
};
