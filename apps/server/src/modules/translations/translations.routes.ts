import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  dictionaryEntrySchema,
  SUPER_ADMIN_ONLY,
  updateDictionariesRequestSchema,
} from '@portal/contracts';
import { PUBLIC_ACCESS, requireSession, rolesAccess } from '../../plugins/access-control';

const tags = ['settings: translations'];

export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.translations;

  // Public and read-only: the sign-in page needs its words before anyone signs in, and the dictionary holds
  // only interface wording (docs/decisions/042-dictionary.md).
  app.get('/dictionaries', {
    config: { access: PUBLIC_ACCESS },
    schema: { tags, response: { 200: dataEnvelope(z.array(dictionaryEntrySchema)) } },
    handler: async () => ({ data: await service.listDictionary() }),
  });

  // spec 001 §2/§6: Translation Settings is super admin only.
  app.put('/dictionaries', {
    config: { access: rolesAccess(SUPER_ADMIN_ONLY) },
    schema: {
      tags,
      body: updateDictionariesRequestSchema,
      response: { 200: dataEnvelope(z.array(dictionaryEntrySchema)) },
    },
    handler: async (request) => ({
      data: await service.updateDictionary({ userId: requireSession(request).userId }, request.body),
    }),
  });
};
