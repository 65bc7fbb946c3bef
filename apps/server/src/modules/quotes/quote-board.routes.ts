import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  dataEnvelope,
  genericQuoteFilterSchema,
  genericQuotePageSchema,
  genericQuoteQuerySchema,
  quoteCallQuerySchema,
  quoteCallsSchema,
  quoteCardQuerySchema,
  quoteCardsSchema,
} from '@portal/contracts';
import { rolesAccess } from '../../plugins/access-control';

const tags = ['quotes'];
// spec 001 §2, §6: Quote Board and Quote Table are every staff member's.
const access = rolesAccess(ALL_STAFF);

export const quoteBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.quoteBoard;

  app.get('/quoteCards', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: the Quote Board's cards by column (status and return status), each column's first cards and total (decision 156).",
      querystring: quoteCardQuerySchema,
      response: { 200: dataEnvelope(quoteCardsSchema) },
    },
    handler: async (request) => ({ data: await service.cards(request.query) }),
  });

  app.get('/genericQuoteView', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §7: the Quote Table — quote requests, standardized quotes and quotes in one server-paged list.',
      querystring: genericQuoteQuerySchema,
      response: { 200: dataEnvelope(genericQuotePageSchema) },
    },
    handler: async (request) => ({ data: await service.genericView(request.query) }),
  });

  app.get('/genericQuoteFilter', {
    config: { access },
    schema: {
      tags,
      description: "spec 001 §7: what the Quote Table's filters offer (stages, statuses per stage, owners).",
      response: { 200: dataEnvelope(genericQuoteFilterSchema) },
    },
    handler: async () => ({ data: await service.genericFilter() }),
  });

  app.get('/quoteCalls', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7 (decision 156): the follow-up calls — published quotes awaiting the buyer's return, longest waiting first.",
      querystring: quoteCallQuerySchema,
      response: { 200: dataEnvelope(quoteCallsSchema) },
    },
    handler: async (request) => ({ data: await service.calls(request.query) }),
  });
};
