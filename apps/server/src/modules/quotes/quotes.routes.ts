import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALL_STAFF,
  constructedQuoteSchema,
  dataEnvelope,
  idParamSchema,
  quoteListQuerySchema,
  quotePageSchema,
  quoteViewsSchema,
  subQuoteSchema,
  SUPER_ADMIN_ONLY,
  saveQuoteConstructionSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';
import { statusCallRoute } from '../../plugins/status-call-route';
import { quoteImportRoutes } from './quote-import.routes';
import { sellerCandidatesRoutes } from './seller-candidates.routes';

const tags = ['quotes'];
// spec 001 §2, §6: the construction workspace is opened from the Quote Board and Table, which all staff have.
const access = rolesAccess(ALL_STAFF);
/** spec 001 §2, §6: Quote Management is the super admin's. */
const managementAccess = rolesAccess(SUPER_ADMIN_ONLY);

export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.quotes;
  // A line's alternates and sellers (decisions 153, 154): their own files, served with the quote calls.
  await app.register(quoteImportRoutes);
  await app.register(sellerCandidatesRoutes);

  app.get('/quotePageableResult', {
    config: { access: managementAccess },
    schema: {
      tags,
      description: 'spec 001 §7: one page of quotes (Quote Management), sorted and filtered on the server.',
      querystring: quoteListQuerySchema,
      response: { 200: dataEnvelope(quotePageSchema) },
    },
    handler: async (request) => ({ data: await service.list(request.query) }),
  });

  app.get('/quoteViews', {
    config: { access: managementAccess },
    schema: {
      tags,
      description: 'spec 001 §7: how many quotes each status has.',
      response: { 200: dataEnvelope(quoteViewsSchema) },
    },
    handler: async () => ({ data: await service.views() }),
  });

  app.get('/subQuotesByQuoteId/:id', {
    config: { access },
    schema: {
      tags,
      description: "spec 001 §7: the quote's sub-quotes, one per seller, with their totals.",
      params: idParamSchema,
      response: { 200: dataEnvelope(z.array(subQuoteSchema)) },
    },
    handler: async (request) => ({ data: await service.subQuotes(request.params.id) }),
  });

  app.delete('/quote/:id', {
    config: { access: managementAccess },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(z.object({})) } },
    handler: async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { data: {} };
    },
  });

  app.get('/quote/:id', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §7: the quote construction workspace — lines, discounts, transport costs, sub-quotes, totals.',
      params: idParamSchema,
      response: { 200: dataEnvelope(constructedQuoteSchema) },
    },
    handler: async (request) => ({ data: await service.get(request.params.id) }),
  });

  app.put('/quoteConstruction', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: saves the lines' sourcing and the quote's discounts and transport costs; the server prices them (decision 148).",
      headers: versionHeaderSchema,
      body: saveQuoteConstructionSchema,
      response: { 200: dataEnvelope(constructedQuoteSchema) },
    },
    handler: async (request) => ({
      data: await service.save(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });

  const route = { access, tags, response: constructedQuoteSchema };
  statusCallRoute(app, 'publishQuote', {
    ...route,
    description: 'spec 001 §7: publishes (or republishes) the quote to the buyer.',
    change: (actor, { id }, version) => service.publish(actor, id, version),
  });
  statusCallRoute(app, 'moveQuoteToWip', {
    ...route,
    description: 'spec 001 §7: back to construction; the publication is withdrawn.',
    change: (actor, { id }, version) => service.moveToWip(actor, id, version),
  });
  statusCallRoute(app, 'cancelQuote', {
    ...route,
    description: 'spec 001 §4: cancels the quote (transitions table).',
    change: (actor, { id }, version) => service.cancel(actor, id, version),
  });
  statusCallRoute(app, 'reinstateQuote', {
    ...route,
    description: 'spec 001 §4: reinstates a cancelled quote to WIP.',
    change: (actor, { id }, version) => service.reinstate(actor, id, version),
  });
};
