import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALL_STAFF,
  constructedQuoteSchema,
  constructQuoteSchema,
  dataEnvelope,
  IDEMPOTENCY_HEADER,
  idempotencyHeaderSchema,
  idParamSchema,
  QUOTE_REQUEST_DETAILS_MAX_LENGTH,
  relaunchGoMatchQuerySchema,
  saveStandardizationSchema,
  searchCandidatesRequestSchema,
  searchCandidatesResponseSchema,
  standardizedQuoteListQuerySchema,
  standardizedQuotePageSchema,
  standardizedQuoteSchema,
  startStandardizationSchema,
  SUPER_ADMIN_ONLY,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';
import { statusCallRoute } from '../../plugins/status-call-route';

const tags = ['standardized quotes'];
/** spec 001 §2 and §6: Standardized Quote Management (its list, views, status moves, delete) is the super admin's. */
const access = rolesAccess(SUPER_ADMIN_ONLY);
/**
 * The standardization workspace is every staff role's (issue 34, decision 200): opened from the Quote Table, a
 * request is picked up and its standardized quote read, matched, corrected, saved and completed by whoever works
 * the day's intake; creating, deleting and archiving stay with the management screens.
 */
const workspaceAccess = rolesAccess(ALL_STAFF);
const viewsSchema = z.array(z.object({ statusId: z.number().int(), count: z.number().int() }));

export const standardizedQuotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.standardizedQuotes;

  app.get('/standardizedQuotePageableResult', {
    config: { access },
    schema: {
      tags,
      description: 'spec 001 §7: one page of standardized quotes, sorted and filtered on the server.',
      querystring: standardizedQuoteListQuerySchema,
      response: { 200: dataEnvelope(standardizedQuotePageSchema) },
    },
    handler: async (request) => ({ data: await service.list(request.query) }),
  });

  app.get('/standardizedQuoteViews', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: the list's views — how many standardized quotes each status has (decision 140).",
      response: { 200: dataEnvelope(viewsSchema) },
    },
    handler: async () => ({ data: await service.views() }),
  });

  app.get('/standardizedQuote/:id', {
    config: { access: workspaceAccess },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(standardizedQuoteSchema) } },
    handler: async (request) => ({ data: await service.get(request.params.id) }),
  });

  app.post('/quoteStandardization', {
    config: { access: workspaceAccess },
    schema: {
      tags,
      description:
        'Picks a request up: its standardized quote in WIP with the engine’s lines as items (decision 129).',
      body: startStandardizationSchema,
      response: { 200: dataEnvelope(standardizedQuoteSchema) },
    },
    handler: async (request) => ({
      data: await service.start(actorOf(request), request.body.quoteRequestId),
    }),
  });

  app.put('/quoteStandardization', {
    config: { access: workspaceAccess },
    bodyLimit: QUOTE_REQUEST_DETAILS_MAX_LENGTH,
    schema: {
      tags,
      description: 'Saves the whole ordered item list: save, saveAndComplete or moveBackToWipAndSave.',
      headers: versionHeaderSchema.extend(idempotencyHeaderSchema.shape),
      body: saveStandardizationSchema,
      response: { 200: dataEnvelope(standardizedQuoteSchema) },
    },
    handler: async (request) => ({
      data: await service.save(
        actorOf(request),
        request.body,
        request.headers[VERSION_HEADER],
        request.headers[IDEMPOTENCY_HEADER],
      ),
    }),
  });

  app.post('/quoteConstruction', {
    config: { access: workspaceAccess },
    schema: {
      tags: ['quotes'],
      description:
        'spec 001 §7: makes the quote (CQ) of a complete standardized quote, as Save & Complete does, and processes it; called again, answers the quote made (decision 193).',
      headers: idempotencyHeaderSchema,
      body: constructQuoteSchema,
      response: { 200: dataEnvelope(constructedQuoteSchema) },
    },
    handler: async (request) => ({
      data: await service.constructQuote(
        actorOf(request),
        request.body.standardizedQuoteId,
        request.headers[IDEMPOTENCY_HEADER],
      ),
    }),
  });

  app.delete('/standardizedQuote/:id', {
    config: { access },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(z.object({})) } },
    handler: async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { data: {} };
    },
  });

  const route = { access, tags, response: standardizedQuoteSchema };
  statusCallRoute(app, 'cancelStandardizedQuote', {
    ...route,
    description: 'spec 001 §4: cancels the standardized quote (transitions table).',
    change: (actor, { id }, version) => service.cancel(actor, id, version),
  });
  statusCallRoute(app, 'reinstateStandardizedQuote', {
    ...route,
    description: 'spec 001 §4: reinstates a cancelled standardized quote to WIP.',
    change: (actor, { id }, version) => service.reinstate(actor, id, version),
  });

  app.get('/relaunchGoMatch/:id', {
    config: { access: workspaceAccess },
    schema: {
      tags,
      description:
        'spec 001 §7: runs the engine again over the whole standardized quote, or over one item (?itemId=).',
      params: idParamSchema,
      querystring: relaunchGoMatchQuerySchema,
      response: { 200: dataEnvelope(standardizedQuoteSchema) },
    },
    handler: async (request) => ({
      data: await service.relaunch(actorOf(request), request.params.id, request.query.itemId),
    }),
  });

  app.post('/searchCandidatesDataset', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: {
      tags: ['gomatch'],
      description: "spec 001 §7 (supplier module): the engine's candidates for a batch of free-text lines.",
      body: searchCandidatesRequestSchema,
      response: { 200: dataEnvelope(searchCandidatesResponseSchema) },
    },
    handler: async (request) => ({ data: await service.searchCandidates(request.body.lines) }),
  });
};
