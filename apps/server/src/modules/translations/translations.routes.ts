import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  dictionaryEntrySchema,
  SUPER_ADMIN_ONLY,
  updateDictionariesBodySchema,
} from '@portal/contracts';
import { actorOf, PUBLIC_ACCESS, rolesAccess } from '../../plugins/access-control';

const tags = ['settings: translations'];

export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.translations;

  // Public and read-only: the sign-in page needs its words before anyone signs in, and the dictionary holds
  // only interface wording (docs/decisions/042-dictionary.md). Every visit of the login page asks for it, so the
  // browser keeps it and revalidates it with its ETag (a 304 when unchanged, decision 078).
  app.get('/dictionaries', {
    config: { access: PUBLIC_ACCESS, revalidate: true },
    schema: { tags, response: { 200: dataEnvelope(z.array(dictionaryEntrySchema)) } },
    handler: async () => ({ data: await service.listDictionary() }),
  });

  // spec 001 §2/§6: Translation Settings is super admin only.
  app.put('/dictionaries', {
    config: { access: rolesAccess(SUPER_ADMIN_ONLY) },
    schema: {
      tags,
      description:
        "spec 000 §7 'PUT list': a list of entries (rows marked dataStatus 'D' are deleted), or {upserts, deletions}.",
      body: updateDictionariesBodySchema,
      response: { 200: dataEnvelope(z.array(dictionaryEntrySchema)) },
    },
    handler: async (request) => ({
      data: await service.updateDictionary(actorOf(request), request.body),
    }),
  });
};
