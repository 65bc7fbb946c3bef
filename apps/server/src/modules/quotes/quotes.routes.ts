import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  constructedQuoteSchema,
  dataEnvelope,
  idParamSchema,
  saveQuoteConstructionSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';

const tags = ['quotes'];
// spec 001 §2, §6: the construction workspace is opened from the Quote Board and Table, which all staff have.
const access = rolesAccess(ALL_STAFF);

export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.quotes;

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

  for (const [path, change, description] of [
    ['/publishQuote/:id', service.publish, 'spec 001 §7: publishes (or republishes) the quote to the buyer.'],
    [
      '/moveQuoteToWip/:id',
      service.moveToWip,
      'spec 001 §7: back to construction; the publication is withdrawn.',
    ],
    ['/cancelQuote/:id', service.cancel, 'spec 001 §4: cancels the quote (transitions table).'],
    ['/reinstateQuote/:id', service.reinstate, 'spec 001 §4: reinstates a cancelled quote to WIP.'],
  ] as const) {
    app.get(path, {
      config: { access },
      schema: {
        tags,
        description,
        params: idParamSchema,
        response: { 200: dataEnvelope(constructedQuoteSchema) },
      },
      handler: async (request) => ({ data: await change(actorOf(request), request.params.id) }),
    });
  }
};
