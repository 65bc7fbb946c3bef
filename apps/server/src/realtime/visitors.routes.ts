import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, idParamSchema, type LiveRecordKind, MESSAGES } from '@portal/contracts';
import { rolesAccess } from '../plugins/access-control';

const tags = ['live updates'];

/**
 * spec 000 §7 keys "clear visitors" of a delivery by its delivery number; spec 001 §7 calls it
 * clearOrderDeliveryVisitors/{id}. Deliveries do not exist yet, so a delivery's number is its id, written bare
 * ('1042') or with the 'D-' prefix the screens will show ('D-1042'); anything else is a 400 naming
 * `deliveryNumber` (docs/decisions/062-delivery-reference-data-and-calls.md). The deliveries issue keeps the
 * route and swaps this parse for a lookup if numbers stop being ids.
 */
export const DELIVERY_NUMBER_PATTERN = /^(?:D-)?([1-9]\d{0,9})$/i;

const deliveryNumberParamSchema = z.object({
  deliveryNumber: z
    .string()
    .trim()
    .regex(DELIVERY_NUMBER_PATTERN, {
      message: "A delivery number is digits, optionally after 'D-' (D-1042).",
    })
    .transform((value) => Number(DELIVERY_NUMBER_PATTERN.exec(value)?.[1]))
    .refine((id) => Number.isSafeInteger(id) && id <= 2_147_483_647, {
      message: MESSAGES.deliveryNumberOutOfRange,
    }),
});

// spec 001 §7 'Visitor presence (GET)': clearQuoteVisitors/{id}, clearOrderVisitors/{id}; company and user
// screens use the same presence.
const CLEAR_ROUTES: readonly { path: string; kind: LiveRecordKind }[] = [
  { path: '/clearQuoteVisitors/:id', kind: 'quote' },
  { path: '/clearOrderVisitors/:id', kind: 'order' },
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

  app.get('/clearOrderDeliveryVisitors/:deliveryNumber', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description:
        "Clears a delivery's visitors, keyed by its delivery number: '1042' or 'D-1042' (decision 062).",
      params: deliveryNumberParamSchema,
      response: { 200: dataEnvelope(z.object({})) },
    },
    handler: async (request) => {
      app.realtime.hub.clearVisitors('order-delivery', request.params.deliveryNumber);
      return { data: {} };
    },
  });
};
