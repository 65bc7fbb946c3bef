import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addOrderDeliveryItemsSchema,
  addQuoteDeliveryItemsSchema,
  ALL_STAFF,
  createOrderDeliverySchema,
  createQuoteDeliverySchema,
  dataEnvelope,
  deletedDeliverySchema,
  DELIVERY_BILLED_WRITERS,
  deliveryItemSummarySchema,
  deliveryStatusParamsSchema,
  deliveryValidationSchema,
  deliveryWizardPageSchema,
  idParamSchema,
  orderDeliverySchema,
  orderDeliverySubOrderQuerySchema,
  quoteDeliveryPlanSchema,
  updateDeliverySchema,
  updateOrderDeliveryItemsSchema,
  updateQuoteDeliveryItemsSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { outdated } from '../../lib/app-error';
import { actorOf, rolesAccess } from '../../plugins/access-control';
import { statusCallHeaderSchema } from '../../plugins/status-call-route';
import { deliveryOperationsRoutes } from './delivery-operations.routes';
import { deliveryTableRoutes } from './delivery-table.routes';

const tags = ['deliveries'];
// spec 001 §2, §6: the Delivery Table and the delivery workspaces are every staff role's.
const access = rolesAccess(ALL_STAFF);
// A vehicle's billed flag is finance's record, as an order's invoiced flag (decision 209).
const billingAccess = rolesAccess(DELIVERY_BILLED_WRITERS);

const updatedItemsSchema = z.object({
  /** Null when the last pickup stop was emptied and the delivery deleted with it (spec 001 §8). */
  delivery: orderDeliverySchema.nullable(),
  deleted: z.boolean(),
});

/** A status call's version: required, a missing one answered as a stale one (decision 204). */
function statusVersion(value: number | undefined): number {
  if (value === undefined) throw outdated();
  return value;
}

/**
 * The delivery calls (issue 38; spec 000 §7 'Order delivery calls', spec 001 §7 Deliveries): the wizard's page and
 * create, the workspace's read, update, items, delete, status, billed toggle and item summary, for order and quote
 * deliveries, and the quote's two validations; the Delivery Table's (delivery-table.routes.ts); the routes, merge
 * and bills of lading (delivery-operations.routes.ts).
 */
export const deliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.deliveries;
  await app.register(deliveryTableRoutes);
  await app.register(deliveryOperationsRoutes);

  app.get('/orderDeliverySubOrderPageableResult', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 000 §7: the wizard's page of an order's items (sub-order items that count), each with its seller, product, quantity, unit weight and floor space, and the delivery that has it (disabled: spec 000 §4).",
      querystring: orderDeliverySubOrderQuerySchema,
      response: { 200: dataEnvelope(deliveryWizardPageSchema) },
    },
    handler: async (request) => ({ data: await service.wizardPage(request.query) }),
  });

  app.post('/orderDelivery', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 000 §7 POST create delivery: the items on truckCount new draft deliveries (one pickup per seller and order, one drop-off per order; decision 209).',
      body: createOrderDeliverySchema,
      response: { 200: dataEnvelope(z.array(orderDeliverySchema)) },
    },
    handler: async (request) => ({
      data: await service.create(actorOf(request), 'order', {
        itemIds: request.body.subOrderItemIds,
        truckCount: request.body.truckCount,
      }),
    }),
  });

  app.get('/orderDelivery/:id', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 000 §3, §7: the delivery with its vehicles (checks: weight and fill rate on success only), stops, stop items and candidates.',
      params: idParamSchema,
      response: { 200: dataEnvelope(orderDeliverySchema) },
    },
    handler: async (request) => ({ data: await service.get('order', request.params.id) }),
  });

  app.put('/orderDelivery', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 000 §3 update payload (version header): vehicle, transport, truck (length required), add-ons, stops, owners; deliveryStatusId booked publishes (spec 000 §4).',
      headers: versionHeaderSchema,
      body: updateDeliverySchema,
      response: { 200: dataEnvelope(orderDeliverySchema) },
    },
    handler: async (request) => ({
      data: await service.update(actorOf(request), 'order', request.body, request.headers[VERSION_HEADER]),
    }),
  });

  app.delete('/orderDelivery/:id', {
    config: { access },
    schema: {
      tags,
      description: 'spec 000 §7, spec 001 §4: deletes a draft or booked delivery (version header).',
      params: idParamSchema,
      headers: versionHeaderSchema,
      response: { 200: dataEnvelope(deletedDeliverySchema) },
    },
    handler: async (request) => {
      await service.remove(actorOf(request), 'order', request.params.id, request.headers[VERSION_HEADER]);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  });

  app.put('/addOrderDeliveryItems', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 000 §3 item add payload (version header): the items join the delivery, new stops as needed.',
      headers: versionHeaderSchema,
      body: addOrderDeliveryItemsSchema,
      response: { 200: dataEnvelope(orderDeliverySchema) },
    },
    handler: async (request) => ({
      data: await service.addItems(
        actorOf(request),
        'order',
        {
          deliveryId: request.body.orderDeliveryId,
          itemIds: request.body.subOrderItemIds,
          startTimestamp: request.body.startTimestamp,
        },
        request.headers[VERSION_HEADER],
      ),
    }),
  });

  app.put('/updateOrderDeliveryItems', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 000 §3 item update payload (version header): a pickup stop's whole item list; an emptied pickup is removed, and with it the delivery when it was the last.",
      headers: versionHeaderSchema,
      body: updateOrderDeliveryItemsSchema,
      response: { 200: dataEnvelope(updatedItemsSchema) },
    },
    handler: async (request) => {
      const updated = await service.updateItems(
        actorOf(request),
        'order',
        {
          deliveryId: request.body.orderDeliveryId,
          pickupStopId: request.body.pickupStopId,
          itemIds: request.body.subOrderItemIds,
          startTimestamp: request.body.startTimestamp,
        },
        request.headers[VERSION_HEADER],
      );
      return { data: { delivery: updated, deleted: updated === null } };
    },
  });

  app.get('/updateOrderDeliveryStatus/:id', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §7: publishes the delivery (a booked one is republished; decision 209). Version header required.',
      params: idParamSchema,
      headers: statusCallHeaderSchema,
      response: { 200: dataEnvelope(orderDeliverySchema) },
    },
    handler: async (request) => ({
      data: await service.changeStatus(
        actorOf(request),
        request.params.id,
        null,
        statusVersion(request.headers[VERSION_HEADER]),
      ),
    }),
  });

  app.get('/updateOrderDeliveryStatus/:deliveryId/:deliveryStatusId', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 000 §7: booked (2) publishes, draft (1) moves a booked delivery back (tracking reset, spec 001 §4). Version header required.',
      params: deliveryStatusParamsSchema,
      headers: statusCallHeaderSchema,
      response: { 200: dataEnvelope(orderDeliverySchema) },
    },
    handler: async (request) => ({
      data: await service.changeStatus(
        actorOf(request),
        request.params.deliveryId,
        request.params.deliveryStatusId,
        statusVersion(request.headers[VERSION_HEADER]),
      ),
    }),
  });

  app.get('/toggleOrderDeliveryVehicleBilled/:id', {
    config: { access: billingAccess },
    schema: {
      tags,
      description:
        "spec 000 §7: flips the first vehicle's billed flag (super admin and finance, decision 209).",
      params: idParamSchema,
      response: { 200: dataEnvelope(orderDeliverySchema) },
    },
    handler: async (request) => ({ data: await service.toggleBilled(actorOf(request), request.params.id) }),
  });

  app.get('/orderDeliveryItemSummary/:id', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 000 §7: the delivery's items with their pickup and drop-off, the known weight and floor space, and the items without values (invalid).",
      params: idParamSchema,
      response: { 200: dataEnvelope(deliveryItemSummarySchema) },
    },
    handler: async (request) => ({ data: await service.itemSummary(request.params.id) }),
  });

  // ——— Quote deliveries (spec 001 §2, §7): the same workspace on a quote's lines ———

  app.post('/quoteDelivery', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: the quote delivery wizard's create (lines whose sourcing is complete only, spec 001 §5).",
      body: createQuoteDeliverySchema,
      response: { 200: dataEnvelope(z.array(orderDeliverySchema)) },
    },
    handler: async (request) => ({
      data: await service.create(actorOf(request), 'quote', {
        quoteId: request.body.quoteId,
        itemIds: request.body.quoteItemIds,
        truckCount: request.body.truckCount,
      }),
    }),
  });

  app.put('/quoteDelivery', {
    config: { access },
    schema: {
      tags,
      description: 'spec 001 §7: the quote delivery workspace save (the order delivery update payload).',
      headers: versionHeaderSchema,
      body: updateDeliverySchema,
      response: { 200: dataEnvelope(orderDeliverySchema) },
    },
    handler: async (request) => ({
      data: await service.update(actorOf(request), 'quote', request.body, request.headers[VERSION_HEADER]),
    }),
  });

  app.get('/quoteDelivery/:id', {
    config: { access },
    schema: {
      tags,
      description: 'spec 001 §7: a quote delivery (quote items on its stops).',
      params: idParamSchema,
      response: { 200: dataEnvelope(orderDeliverySchema) },
    },
    handler: async (request) => ({ data: await service.get('quote', request.params.id) }),
  });

  app.delete('/quoteDelivery/:id', {
    config: { access },
    schema: {
      tags,
      description: 'spec 001 §7: deletes a quote delivery (version header).',
      params: idParamSchema,
      headers: versionHeaderSchema,
      response: { 200: dataEnvelope(deletedDeliverySchema) },
    },
    handler: async (request) => {
      await service.remove(actorOf(request), 'quote', request.params.id, request.headers[VERSION_HEADER]);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  });

  app.put('/addQuoteDeliveryItems', {
    config: { access },
    schema: {
      tags,
      description: "spec 001 §7: adds the quote's lines to the delivery (version header).",
      headers: versionHeaderSchema,
      body: addQuoteDeliveryItemsSchema,
      response: { 200: dataEnvelope(orderDeliverySchema) },
    },
    handler: async (request) => ({
      data: await service.addItems(
        actorOf(request),
        'quote',
        {
          deliveryId: request.body.quoteDeliveryId,
          itemIds: request.body.quoteItemIds,
          startTimestamp: request.body.startTimestamp,
        },
        request.headers[VERSION_HEADER],
      ),
    }),
  });

  app.put('/updateQuoteDeliveryItems', {
    config: { access },
    schema: {
      tags,
      description: "spec 001 §7: a pickup stop's whole list of the quote's lines (version header).",
      headers: versionHeaderSchema,
      body: updateQuoteDeliveryItemsSchema,
      response: { 200: dataEnvelope(updatedItemsSchema) },
    },
    handler: async (request) => {
      const updated = await service.updateItems(
        actorOf(request),
        'quote',
        {
          deliveryId: request.body.quoteDeliveryId,
          pickupStopId: request.body.pickupStopId,
          itemIds: request.body.quoteItemIds,
          startTimestamp: request.body.startTimestamp,
        },
        request.headers[VERSION_HEADER],
      );
      return { data: { delivery: updated, deleted: updated === null } };
    },
  });

  app.get('/validateDeliveryAssignment/:id', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §5, §7: whether every counted line of the quote is on a delivery; the lines that are not.',
      params: idParamSchema,
      response: { 200: dataEnvelope(deliveryValidationSchema) },
    },
    handler: async (request) => ({ data: await service.validateAssignment(request.params.id) }),
  });

  app.get('/quoteDeliveryLines/:id', {
    config: { access },
    schema: {
      tags,
      description:
        "Ours (decision 218): the quote delivery wizard's read — the quote's counted lines with their sourcing (spec 001 §5) and the delivery that has each (disabled, spec 000 §4), the count on no delivery, and the quote's deliveries.",
      params: idParamSchema,
      response: { 200: dataEnvelope(quoteDeliveryPlanSchema) },
    },
    handler: async (request) => ({ data: await service.quoteLines(request.params.id) }),
  });

  app.get('/validateDeliveryAssociated/:id', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §5, §7: whether the quote has no delivery (it may switch to pickup); its deliveries.',
      params: idParamSchema,
      response: { 200: dataEnvelope(deliveryValidationSchema) },
    },
    handler: async (request) => ({ data: await service.validateAssociation(request.params.id) }),
  });
};
