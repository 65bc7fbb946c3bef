import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  dataEnvelope,
  downloadEmailAttachmentSchema,
  emailOutboxPageSchema,
  emailOutboxQuerySchema,
  emailPreviewRequestSchema,
  emailPreviewSchema,
  emailTemplateKeyParamSchema,
  emailTemplateSchema,
  outboundEmailSchema,
  sendEmailRequestSchema,
  SUPER_ADMIN_ONLY,
  updateEmailTemplateSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { actorOf, rolesAccess } from '../../plugins/access-control';
import { contentDisposition } from '../../lib/content-disposition';

const tags = ['emails'];
// The purchase-order email is part of running an order, which all staff do (spec 001 §2 order screens).
const staff = rolesAccess(ALL_STAFF);

export const emailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.emails;

  app.get('/emailTemplate/:key', {
    config: { access: staff },
    schema: {
      tags,
      description:
        "spec 001 §7, §9: the template 'purchase_order' (Purchase Order Confirmation) in English and French, with the placeholders it offers; version 1 while it has the portal's default text.",
      params: emailTemplateKeyParamSchema,
      response: { 200: dataEnvelope(emailTemplateSchema) },
    },
    handler: async (request) => ({ data: await service.getTemplate(request.params.key) }),
  });

  app.put('/emailTemplate', {
    // The template speaks for the marketplace to every seller: a super admin's setting (decision 169).
    config: { access: rolesAccess(SUPER_ADMIN_ONLY) },
    schema: {
      tags,
      description:
        'Added beside the GET the spec names (decision 169): saves both languages of a template; an unknown placeholder is a 400 naming its field.',
      headers: versionHeaderSchema,
      body: updateEmailTemplateSchema,
      response: { 200: dataEnvelope(emailTemplateSchema) },
    },
    handler: async (request) => ({
      data: await service.updateTemplate(actorOf(request), request.body, request.headers[VERSION_HEADER]),
    }),
  });

  app.post('/emailPreview', {
    config: { access: staff },
    schema: {
      tags,
      description:
        "Added beside sendDynamicEmail (decision 169): the mail one seller of an order would get — or the template editor's unsaved text — filled with the order's values. Writes nothing.",
      body: emailPreviewRequestSchema,
      response: { 200: dataEnvelope(emailPreviewSchema) },
    },
    handler: async (request) => ({ data: await service.preview(actorOf(request), request.body) }),
  });

  app.post('/sendDynamicEmail', {
    config: { access: staff },
    schema: {
      tags,
      description:
        "spec 001 §7 with §3's send-email request: the seller's purchase order, with its PDF, written to the outbox with its send job in one transaction (decision 170); held in the outbox when no SMTP server is configured.",
      body: sendEmailRequestSchema,
      response: { 200: dataEnvelope(outboundEmailSchema) },
    },
    handler: async (request) => ({ data: await service.send(actorOf(request), request.body) }),
  });

  app.get('/emailOutbox', {
    config: { access: staff },
    schema: {
      tags,
      description: "The outbox (decision 170): every mail, or one order's, newest first, with its status.",
      querystring: emailOutboxQuerySchema,
      response: { 200: dataEnvelope(emailOutboxPageSchema) },
    },
    handler: async (request) => ({ data: await service.listOutbox(request.query) }),
  });

  app.post('/downloadEmailAttachment', {
    config: { access: staff },
    schema: {
      tags,
      description: 'spec 001 §7: the PDF attached to an outbox mail, sent or held.',
      body: downloadEmailAttachmentSchema,
    },
    handler: async (request, reply) => {
      const { file, stream, contentType } = await service.openAttachment(request.body.id);
      void reply
        .header('content-disposition', contentDisposition('attachment', file.originalName))
        .header('x-content-type-options', 'nosniff');
      return reply.type(contentType).send(stream);
    },
  });
};
