import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  dataEnvelope,
  idParamSchema,
  subOrderPartyFilterQuerySchema,
  subOrderPartyFilterSchema,
  subOrderRowFilterSchema,
  subOrderRowPageSchema,
  subOrderRowQuerySchema,
  subOrderRowSchema,
  subOrderRowUpdateSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['orders'];
// spec 001 §2: the SubOrder Dashboard is all staff's; §6 narrows nothing on it, so its edits and the billed
// toggle are all staff's too (decision 166).
const access = rolesAccess(ALL_STAFF);

/** The SubOrder Dashboard's calls (spec 001 §7; decision 166), registered by the orders routes. */
export const subOrderDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.subOrderDashboard;

  app.get('/subOrderRowView', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: the SubOrder Dashboard — one row per sub-order (spec 001 §3 Sub-order row), server-paged, sorted and filtered on the sub-order's own indexes (decision 166).",
      querystring: subOrderRowQuerySchema,
      response: { 200: dataEnvelope(subOrderRowPageSchema) },
    },
    handler: async (request) => ({ data: await service.rowPage(request.query) }),
  });

  app.get('/subOrderRowFilter', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: what the SubOrder Dashboard's fixed filters offer (sub-order, inventory and delivery statuses; transporters named on a sub-order).",
      response: { 200: dataEnvelope(subOrderRowFilterSchema) },
    },
    handler: async () => ({ data: await service.rowFilter() }),
  });

  app.get('/subOrderRowBuyerFilter', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §7: the buyer companies with a sub-order whose name contains the search, by name, bounded.',
      querystring: subOrderPartyFilterQuerySchema,
      response: { 200: dataEnvelope(subOrderPartyFilterSchema) },
    },
    handler: async (request) => ({ data: await service.parties('buyer', request.query) }),
  });

  app.get('/subOrderRowSellerFilter', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §7: the seller companies with a sub-order whose name contains the search, by name, bounded.',
      querystring: subOrderPartyFilterQuerySchema,
      response: { 200: dataEnvelope(subOrderPartyFilterSchema) },
    },
    handler: async (request) => ({ data: await service.parties('seller', request.query) }),
  });

  app.get('/subOrder/:id', {
    config: { access },
    schema: {
      tags,
      description: 'spec 001 §7: one sub-order as its dashboard row (spec 001 §3 Sub-order row).',
      params: idParamSchema,
      response: { 200: dataEnvelope(subOrderRowSchema) },
    },
    handler: async (request) => ({ data: await service.get(request.params.id) }),
  });

  app.put('/subOrderRow/:id', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: an inline edit of a sub-order row — comment, pick days, delivery days — at the row's version (409 when outdated); answers the row.",
      params: idParamSchema,
      headers: versionHeaderSchema,
      body: subOrderRowUpdateSchema,
      response: { 200: dataEnvelope(subOrderRowSchema) },
    },
    handler: async (request) => ({
      data: await service.updateRow(
        actorOf(request),
        request.params.id,
        request.headers[VERSION_HEADER],
        request.body,
      ),
    }),
  });

  app.get('/toggleSubOrderBilled/:id', {
    config: { access },
    schema: {
      tags,
      description: "spec 001 §7: a GET that flips the sub-order's billed flag; answers the row.",
      params: idParamSchema,
      response: { 200: dataEnvelope(subOrderRowSchema) },
    },
    handler: async (request) => ({
      data: await service.toggleBilled(actorOf(request), request.params.id),
    }),
  });
};
