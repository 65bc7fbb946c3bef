import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALL_STAFF,
  createQuoteRequestSchema,
  dataEnvelope,
  downloadQuoteRequestAttachmentQuerySchema,
  ErrorCode,
  idParamSchema,
  MAX_UPLOAD_BYTES,
  QUOTE_REQUEST_DETAILS_MAX_LENGTH,
  quoteAttachmentSchema,
  quoteRequestListQuerySchema,
  quoteRequestPageSchema,
  quoteRequestSchema,
  SUPER_ADMIN_ONLY,
  updateQuoteRequestSchema,
  VERSION_HEADER,
  versionHeaderSchema,
  MESSAGES,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { actorOf, rolesAccess } from '../../plugins/access-control';
import { statusCallRoute } from '../../plugins/status-call-route';
import { contentDisposition } from '../../lib/content-disposition';

const tags = ['quote requests'];
/** spec 001 §2 and §6: Quote Request Management is the super admin's. */
const access = rolesAccess(SUPER_ADMIN_ONLY);
/** The pasted list may be long (50,000 lines, issue 13 'Bad input'): the body limit of the request's writes. */
const WRITE_BODY_LIMIT = QUOTE_REQUEST_DETAILS_MAX_LENGTH * 4 + 64 * 1024;
const fileQuerySchema = z.object({ fileId: z.string().min(1).max(64) });

export const quoteRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.quoteRequests;
  // One byte over the spec's 20 MB reaches the file store, which refuses it by its own count and keeps nothing.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 2, parts: 3 },
  });

  app.get('/quoteRequestPageableResult', {
    config: { access },
    schema: {
      tags,
      description: 'spec 001 §7: one page of quote requests, sorted and filtered on the server.',
      querystring: quoteRequestListQuerySchema,
      response: { 200: dataEnvelope(quoteRequestPageSchema) },
    },
    handler: async (request) => ({ data: await service.list(request.query) }),
  });

  app.get('/quoteRequest/:id', {
    config: { access },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(quoteRequestSchema) } },
    handler: async (request) => ({ data: await service.get(request.params.id) }),
  });

  app.post('/quoteRequest', {
    config: { access },
    bodyLimit: WRITE_BODY_LIMIT,
    schema: {
      tags,
      description:
        'Creates a request in status Complete (decision 129); attachments are uploaded to it after.',
      body: createQuoteRequestSchema,
      response: { 200: dataEnvelope(quoteRequestSchema) },
    },
    handler: async (request) => ({ data: await service.create(actorOf(request), request.body) }),
  });

  app.put('/quoteRequest', {
    config: { access },
    bodyLimit: WRITE_BODY_LIMIT,
    schema: {
      tags,
      headers: versionHeaderSchema,
      body: updateQuoteRequestSchema,
      response: { 200: dataEnvelope(quoteRequestSchema) },
    },
    handler: async (request) => ({
      data: await service.update(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });

  app.delete('/quoteRequest/:id', {
    config: { access },
    schema: {
      tags,
      description: 'Deletes a request not yet made into a quote, with its standardized quote and its files.',
      params: idParamSchema,
      response: { 200: dataEnvelope(z.object({})) },
    },
    handler: async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { data: {} };
    },
  });

  const route = { access, tags, response: quoteRequestSchema };
  statusCallRoute(app, 'cancelQuoteRequest', {
    ...route,
    description: 'Cancels a request (transitions table).',
    change: (actor, { id }, version) => service.cancel(actor, id, version),
  });
  statusCallRoute(app, 'reinstateQuoteRequest', {
    ...route,
    description: 'Reinstates a cancelled request to Complete.',
    change: (actor, { id }, version) => service.reinstate(actor, id, version),
  });
  statusCallRoute(app, 'archiveQuoteRequest', {
    ...route,
    description: 'Archives a processed or cancelled request (decision 135).',
    change: (actor, { id }, version) => service.archive(actor, id, version),
  });

  app.post('/quoteRequestAttachment/:id', {
    config: { access },
    schema: {
      tags,
      description:
        'Multipart upload of one attachment (PDF, Excel, CSV, Word or image, told by content; 20 MB; 20 per request).',
      params: idParamSchema,
      response: { 200: dataEnvelope(quoteAttachmentSchema) },
    },
    handler: async (request) => {
      if (!request.isMultipart()) {
        throw new AppError(ErrorCode.UNSUPPORTED_MEDIA, MESSAGES.attachmentNotMultipart);
      }
      const file = await request.file({ throwFileSizeLimit: false });
      if (!file) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, MESSAGES.noFileSent, {
          issues: [{ field: 'file', message: MESSAGES.noFileSent }],
        });
      }
      return {
        data: await service.addAttachment(actorOf(request), request.params.id, {
          body: file.file,
          fileName: file.filename,
        }),
      };
    },
  });

  app.delete('/quoteRequestAttachment/:id', {
    config: { access },
    schema: {
      tags,
      params: idParamSchema,
      querystring: fileQuerySchema,
      response: { 200: dataEnvelope(z.object({})) },
    },
    handler: async (request) => {
      await service.deleteAttachment(actorOf(request), request.params.id, request.query.fileId);
      return { data: {} };
    },
  });

  app.get('/downloadQuoteRequestAttachment', {
    // The standardization workspace, every staff role's (decision 200), shows the request's files to open.
    config: { access: rolesAccess(ALL_STAFF) },
    schema: {
      tags,
      description:
        "spec 001 §7: streams an attachment. `pathStr` is the opaque key the request's attachment list gives; it is resolved only among that request's files.",
      querystring: downloadQuoteRequestAttachmentQuerySchema,
    },
    handler: async (request, reply) => {
      const { file, stream, contentType } = await service.openAttachment(request.query.pathStr);
      void reply
        .header('content-disposition', contentDisposition('attachment', file.originalName))
        .header('x-content-type-options', 'nosniff');
      return reply.type(contentType).send(stream);
    },
  });
};
