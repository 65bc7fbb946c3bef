import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALL_STAFF,
  companyLookupQuerySchema,
  dataEnvelope,
  ErrorCode,
  idParamSchema,
  lookupSchema,
  MAX_UPLOAD_BYTES,
  pageSchema,
  saveUserRequestSchema,
  setUserPasswordRequestSchema,
  SUPER_ADMIN_ONLY,
  updateUserRequestSchema,
  userPageQuerySchema,
  userRowSchema,
  VERSION_HEADER,
  MESSAGES,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { actorOf, rolesAccess } from '../../plugins/access-control';
import { toAvatarImage } from './avatar-image';

const tags = ['users'];
const versionHeadersSchema = z.object({ [VERSION_HEADER]: z.coerce.number().int().min(1) });
const avatarTargetQuerySchema = z.object({ userId: z.coerce.number().int().positive().optional() });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.users;
  // Stream mode with a hard per-file cap (spec 001 §9: 20 MB uploads); scoped to this plugin's routes.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.get('/userPageableResult', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: {
      tags,
      description: 'spec 001 §7: one page of users, sorted and filtered on the server.',
      querystring: userPageQuerySchema,
      response: { 200: dataEnvelope(pageSchema(userRowSchema)) },
    },
    handler: async (request) => ({ data: await service.listUsers(request.query) }),
  });

  app.get('/user/:id', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(userRowSchema) } },
    handler: async (request) => ({ data: await service.getUser(request.params.id) }),
  });

  app.post('/user', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: {
      tags,
      description: 'Creates a user (docs/decisions/030-user-create-and-delete.md).',
      body: saveUserRequestSchema,
      response: { 200: dataEnvelope(userRowSchema) },
    },
    handler: async (request) => ({
      data: await service.createUser(actorOf(request), request.body),
    }),
  });

  app.put('/user', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: {
      tags,
      description: `Updates a user; the record's version travels in the ${VERSION_HEADER} header.`,
      headers: versionHeadersSchema,
      body: updateUserRequestSchema,
      response: { 200: dataEnvelope(userRowSchema) },
    },
    handler: async (request) => {
      const { id, ...values } = request.body;
      return {
        data: await service.updateUser(actorOf(request), id, request.headers[VERSION_HEADER], values),
      };
    },
  });

  app.delete('/user/:id', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: { tags, params: idParamSchema, response: { 200: dataEnvelope(z.object({})) } },
    handler: async (request) => {
      await service.deleteUser(actorOf(request), request.params.id);
      return { data: {} };
    },
  });

  app.get('/toggleUserStatus/:id', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: {
      tags,
      description: 'spec 001 §4: flips active/inactive and returns the updated user.',
      params: idParamSchema,
      response: { 200: dataEnvelope(userRowSchema) },
    },
    handler: async (request) => ({
      data: await service.toggleUserStatus(actorOf(request), request.params.id),
    }),
  });

  app.get('/companiesLookup', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: {
      tags,
      description: 'Company picker of the user editor: up to 20 companies whose name contains the text.',
      querystring: companyLookupQuerySchema,
      response: { 200: dataEnvelope(z.array(lookupSchema)) },
    },
    handler: async (request) => ({ data: await service.searchCompanies(request.query.search) }),
  });

  app.put('/unlockUser/:id', {
    config: { access: rolesAccess(SUPER_ADMIN_ONLY) },
    schema: {
      tags,
      description: 'Super admin only: lifts the lockout after too many failed sign-ins.',
      params: idParamSchema,
      response: { 200: dataEnvelope(z.object({})) },
    },
    handler: async (request) => {
      await service.unlockUser(actorOf(request), request.params.id);
      return { data: {} };
    },
  });

  app.put('/userPassword/:id', {
    config: { access: rolesAccess(SUPER_ADMIN_ONLY) },
    schema: {
      tags,
      description: "Super admin only: sets a new password, unlocks the account and ends the user's sessions.",
      params: idParamSchema,
      body: setUserPasswordRequestSchema,
      response: { 200: dataEnvelope(z.object({})) },
    },
    handler: async (request) => {
      await service.setPassword(actorOf(request), request.params.id, request.body.newPassword);
      return { data: {} };
    },
  });

  app.post('/uploadAvatar', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: {
      tags,
      description:
        'spec 001 §7: multipart upload of one image (JPEG, PNG, GIF, BMP, WebP; 20 MB). Own avatar; the super admin may pass ?userId=.',
      querystring: avatarTargetQuerySchema,
      response: { 200: dataEnvelope(userRowSchema) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const userId = request.query.userId ?? actor.userId;
      service.assertCanChangeAvatar(actor, userId);
      if (!request.isMultipart()) {
        throw new AppError(ErrorCode.UNSUPPORTED_MEDIA, MESSAGES.avatarNotMultipart);
      }
      const file = await request.file({ throwFileSizeLimit: false });
      if (!file) {
        throw new AppError(ErrorCode.VALIDATION_FAILED, MESSAGES.noFileSent, {
          issues: [{ field: 'file', message: MESSAGES.noFileSent }],
        });
      }
      const chunks: Buffer[] = [];
      for await (const chunk of file.file) chunks.push(chunk as Buffer);
      // In stream mode an oversized file is cut at the limit and flagged, not rejected: refuse it here.
      if (file.file.truncated) {
        throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, MESSAGES.avatarTooLarge);
      }
      const avatar = await toAvatarImage(Buffer.concat(chunks));
      return { data: await service.saveAvatar(actor, userId, avatar) };
    },
  });

  app.get('/avatar/:id', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: { tags, description: "Streams a user's avatar (WebP).", params: idParamSchema },
    handler: async (request, reply) => {
      const { fileName, stream } = await service.openAvatar(request.params.id);
      // The file name changes with each upload, so it is a strong validator; the browser revalidates cheaply.
      const etag = `"${fileName}"`;
      void reply
        .header('cache-control', 'private, no-cache')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) {
        stream.destroy();
        return reply.status(304).send();
      }
      return reply.type('image/webp').send(stream);
    },
  });

  app.delete('/avatar', {
    config: { access: rolesAccess(ALL_STAFF) },
    schema: {
      tags,
      description: "Removes the signed-in user's own avatar.",
      response: { 200: dataEnvelope(z.object({})) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      await service.deleteAvatar(actor, actor.userId);
      return { data: {} };
    },
  });

  app.delete('/avatar/:id', {
    config: { access: rolesAccess(SUPER_ADMIN_ONLY) },
    schema: {
      tags,
      description:
        "spec 001 §7: super admin only, removes any user's avatar (users remove their own with DELETE /avatar).",
      params: idParamSchema,
      response: { 200: dataEnvelope(z.object({})) },
    },
    handler: async (request) => {
      await service.deleteAvatar(actorOf(request), request.params.id);
      return { data: {} };
    },
  });
};
