import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALL_STAFF,
  clearOrderItemPicturesSchema,
  dataEnvelope,
  ErrorCode,
  idParamSchema,
  MAX_UPLOAD_BYTES,
  ORDER_PICTURE_UPLOAD_MAX_FILES,
  orderPicturesSchema,
  saveOrderPictureRequestsSchema,
  uploadOrderItemPicturesQuerySchema,
  MESSAGES,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import type { OpenedFile } from '../../lib/file-store/file-store';
import { actorOf, rolesAccess } from '../../plugins/access-control';
import type { PictureUpload } from './order-pictures.service';
import { contentDisposition } from '../../lib/content-disposition';

const tags = ['order pictures'];
// spec 001 §2, §6: the picture manager is a workspace of the orders, which all staff have.
const access = rolesAccess(ALL_STAFF);

/** The multipart parts as uploads, one at a time: each file's stream is read to its end before the next. */
async function* uploadsOf(request: FastifyRequest): AsyncGenerator<PictureUpload> {
  for await (const part of request.files({ throwFileSizeLimit: false })) {
    yield { body: part.file, fileName: part.filename };
  }
}

/** An image shown in the page (inline), under its uploader's name; never sniffed into anything else. */
function sendImage(reply: FastifyReply, { file, stream, contentType }: OpenedFile) {
  void reply
    .header('content-disposition', contentDisposition('inline', file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600');
  return reply.type(contentType).send(stream);
}

export const orderPicturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.orderPictures;
  // One byte over the spec's 20 MB reaches the file store, which refuses it by its own count and keeps nothing;
  // one file over the call's limit reaches the service, which refuses the call with its reason.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: ORDER_PICTURE_UPLOAD_MAX_FILES + 1,
      fields: 0,
      parts: ORDER_PICTURE_UPLOAD_MAX_FILES + 1,
    },
  });

  app.get('/orderPictures/:id', {
    config: { access },
    schema: {
      tags,
      description:
        "The picture manager's order: its sub-orders and items, each with its picture request, status and pictures (decision 168).",
      params: idParamSchema,
      response: { 200: dataEnvelope(orderPicturesSchema) },
    },
    handler: async (request) => ({ data: await service.get(request.params.id) }),
  });

  app.put('/orderPictureRequest', {
    config: { access },
    schema: {
      tags,
      description:
        'spec 001 §7: picture requests made or changed (type, due date, note), approvals and rejections with a note, for items of one order, each with the version of the request it read.',
      body: saveOrderPictureRequestsSchema,
      response: { 200: dataEnvelope(orderPicturesSchema) },
    },
    handler: async (request) => ({ data: await service.saveRequests(actorOf(request), request.body) }),
  });

  app.post('/uploadOrderItemPictures', {
    config: { access },
    schema: {
      tags,
      description: `spec 001 §7: multipart upload of 1 to ${ORDER_PICTURE_UPLOAD_MAX_FILES} pictures of one item (parts named files): JPEG, PNG, BMP or GIF told by content, at most 20 MB each (spec 001 §5), else 400 and nothing is kept.`,
      querystring: uploadOrderItemPicturesQuerySchema,
      response: { 200: dataEnvelope(orderPicturesSchema) },
    },
    handler: async (request) => {
      if (!request.isMultipart()) {
        throw new AppError(ErrorCode.UNSUPPORTED_MEDIA, MESSAGES.picturesNotMultipart);
      }
      return {
        data: await service.upload(actorOf(request), request.query.orderItemId, uploadsOf(request)),
      };
    },
  });

  app.put('/clearOrderItemPictures', {
    config: { access },
    schema: {
      tags,
      description:
        "spec 001 §7: removes every picture of one item; the item's request goes back to not sent.",
      body: clearOrderItemPicturesSchema,
      response: { 200: dataEnvelope(orderPicturesSchema) },
    },
    handler: async (request) => ({ data: await service.clear(actorOf(request), request.body.orderItemId) }),
  });

  app.delete('/orderItemPicture/:id', {
    config: { access },
    schema: {
      tags,
      description: 'spec 001 §7: removes one picture; an item left with none goes back to not sent.',
      params: idParamSchema,
      response: { 200: dataEnvelope(orderPicturesSchema) },
    },
    handler: async (request) => ({ data: await service.removePicture(actorOf(request), request.params.id) }),
  });

  app.get('/orderItemPicture/:id', {
    config: { access },
    schema: { tags, description: 'The picture itself, as uploaded.', params: idParamSchema },
    handler: async (request, reply) => sendImage(reply, await service.openPicture(request.params.id)),
  });

  app.get('/orderItemPictureThumbnail/:id', {
    config: { access },
    schema: {
      tags,
      description: "The picture's thumbnail (WebP, at most 320 px; spec 001 §9 folder 'thumbnail').",
      params: idParamSchema,
    },
    handler: async (request, reply) => sendImage(reply, await service.openThumbnail(request.params.id)),
  });
};
