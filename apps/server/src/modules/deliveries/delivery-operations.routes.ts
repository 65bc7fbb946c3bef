import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  BOL_UPLOAD_FIELDS,
  billOfLadingQuerySchema,
  dataEnvelope,
  ErrorCode,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  mergedDeliveriesSchema,
  mergeOrderDeliveriesSchema,
  orderDeliveryRoutesQuerySchema,
  orderDeliveryRoutesSchema,
  orderDeliverySchema,
  stopIdParamSchema,
  VERSION_HEADER,
  versionHeaderSchema,
} from '@portal/contracts';
import { AppError, invalidFields } from '../../lib/app-error';
import { actorOf, rolesAccess } from '../../plugins/access-control';
import type { BolUpload } from './delivery-operations.service';
import { contentDisposition } from '../../lib/content-disposition';

const tags = ['deliveries'];
// spec 001 §2, §6: the Delivery Table (overlay map, merge) and the workspace (bills of lading) are all staff's.
const access = rolesAccess(ALL_STAFF);

/**
 * The multipart form of uploadBolAttachment (spec 000 §7 'upload bill of lading (form data)'): the field `stopId`
 * and the part `file`, in either order. The file is read whole (at most 20 MB and one byte, by the limit) so the
 * stop is known before anything is stored; the file store then checks its type and size.
 */
async function readBolForm(request: FastifyRequest): Promise<{ stopId: number; upload: BolUpload }> {
  let stopId: number | null = null;
  let upload: BolUpload | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === BOL_UPLOAD_FIELDS.stopId) {
        const value = Number(String(part.value));
        stopId = Number.isInteger(value) && value > 0 ? value : null;
      }
    } else if (part.fieldname === BOL_UPLOAD_FIELDS.file && upload === null) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      upload = { body: Readable.from([Buffer.concat(chunks)]), fileName: part.filename };
    } else {
      part.file.resume();
    }
  }
  if (stopId === null) {
    throw invalidFields([{ field: BOL_UPLOAD_FIELDS.stopId, message: MESSAGES.bolAttachmentNotMultipart }]);
  }
  if (upload === null) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, MESSAGES.noFileSent, {
      issues: [{ field: BOL_UPLOAD_FIELDS.file, message: MESSAGES.noFileSent }],
    });
  }
  return { stopId, upload };
}

/**
 * The delivery operations (issue 38; decisions 210, 211): the overlay map's routes, the merge, the signed bill of
 * lading's upload, download and delete, and the printable bill of lading.
 */
export const deliveryOperationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.deliveryOperations;
  // One byte over the spec's 20 MB reaches the file store, which refuses it by its own count and keeps nothing.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 2, parts: 3 },
  });

  app.get('/orderDeliveryRoutes', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 000 §7 routes with query orderDeliveryIds (1,2 or repeated): each delivery’s stops in order with their points and its driving route, in km or miles (spec 000 §9); 422 listing the deliveries with a stop not located (spec 001 §5, §8).',
      querystring: orderDeliveryRoutesQuerySchema,
      response: { 200: dataEnvelope(orderDeliveryRoutesSchema) },
    },
    handler: async (request) => ({
      data: await service.routes(request.query.orderDeliveryIds, request.log),
    }),
  });

  app.post('/mergeOrderDeliveries', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 000 §7 merge deliveries: each with the version read; the lowest number survives with every stop, item and bill of lading of the others, which are deleted (decision 210).',
      body: mergeOrderDeliveriesSchema,
      response: { 200: dataEnvelope(mergedDeliveriesSchema) },
    },
    handler: async (request) => ({ data: await service.merge(actorOf(request), request.body.deliveries) }),
  });

  app.post('/uploadBolAttachment', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 000 §7 upload bill of lading (multipart form: stopId, file; the delivery’s version header): PDF, Excel, Word or image told by content, at most 20 MB (spec 001 §5); replaces the stop’s earlier one (decision 211).',
      headers: versionHeaderSchema,
      response: { 200: dataEnvelope(orderDeliverySchema) },
    },
    handler: async (request) => {
      if (!request.isMultipart()) {
        throw new AppError(ErrorCode.UNSUPPORTED_MEDIA, MESSAGES.bolAttachmentNotMultipart);
      }
      const { stopId, upload } = await readBolForm(request);
      return {
        data: await service.uploadBol(actorOf(request), stopId, upload, request.headers[VERSION_HEADER]),
      };
    },
  });

  app.get('/downloadBolAttachment/:stopId', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 000 §7 download bill of lading by stop: the file under the spec 000 §5 name orderNumber_deliveryNumber_buyerCompanyName_SignedBOL_deliveryDate.ext (no date part without a date).',
      params: stopIdParamSchema,
    },
    handler: async (request, reply) => {
      const { opened, fileName } = await service.openBol(request.params.stopId);
      void reply
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.type(opened.contentType).send(opened.stream);
    },
  });

  app.delete('/bolAttachment/:stopId', {
    config: { access },
    schema: {
      tags,
      description:
        "Deletes the stop's signed bill of lading (spec 001 §8 'Delete attachment' confirmation; the delivery's version header; decision 211).",
      params: stopIdParamSchema,
      headers: versionHeaderSchema,
      response: { 200: dataEnvelope(orderDeliverySchema) },
    },
    handler: async (request) => ({
      data: await service.deleteBol(actorOf(request), request.params.stopId, request.headers[VERSION_HEADER]),
    }),
  });

  app.get('/orderDeliveryBillOfLading/:stopId', {
    config: { access },
    schema: {
      tags,
      description:
        'Beyond the spec (decision 211): a printable bill of lading PDF for the stop — shipper, consignee, carrier and driver, the items with quantities and weights, signature lines — in the user’s language or `language`.',
      params: stopIdParamSchema,
      querystring: billOfLadingQuerySchema,
    },
    handler: async (request, reply) => {
      const { pdf, fileName } = await service.printableBol(
        actorOf(request),
        request.params.stopId,
        request.query.language,
      );
      void reply
        .header('content-disposition', contentDisposition('inline', fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.type('application/pdf').send(pdf);
    },
  });
};
