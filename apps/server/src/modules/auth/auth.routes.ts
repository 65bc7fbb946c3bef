import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  keepaliveResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
} from '@portal/contracts';
import { PUBLIC_ACCESS, requireSession, rolesAccess } from '../../plugins/access-control';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/auth/signin', {
    // The per-address and per-email limits are the service's, counted in the database (decision 194).
    config: { access: PUBLIC_ACCESS },
    schema: {
      tags: ['auth'],
      security: [],
      body: signInRequestSchema,
      response: { 200: dataEnvelope(signInResponseSchema) },
    },
    handler: async (request) => ({
      data: await app.services.auth.signIn(request.body, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
    }),
  });

  app.get('/signout', {
    config: { access: rolesAccess() },
    schema: { tags: ['auth'], response: { 200: dataEnvelope(z.object({})) } },
    handler: async (request) => {
      await app.services.auth.signOut(requireSession(request));
      return { data: {} };
    },
  });

  app.get('/keepalive', {
    config: { access: rolesAccess(), isKeepalive: true },
    schema: { tags: ['auth'], response: { 200: dataEnvelope(keepaliveResponseSchema) } },
    handler: async (request) => ({ data: { expiresAt: requireSession(request).expiresAt.toISOString() } }),
  });
};
