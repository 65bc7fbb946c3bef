import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyTypeSchema,
  countrySchema,
  dataEnvelope,
  languageSchema,
  ownerUserSchema,
  provinceSchema,
  roleSchema,
  teamSchema,
  timezoneSchema,
} from '@portal/contracts';
import { rolesAccess } from '../../plugins/access-control';

const tags = ['reference data'];

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reference;

  app.get('/roles', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(roleSchema)) } },
    handler: async () => ({ data: await service.listRoles() }),
  });
  app.get('/countries', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(countrySchema)) } },
    handler: async () => ({ data: await service.listCountries() }),
  });
  app.get('/provinces', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(provinceSchema)) } },
    handler: async () => ({ data: await service.listProvinces() }),
  });
  app.get('/timezones', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(timezoneSchema)) } },
    handler: async () => ({ data: await service.listTimezones() }),
  });
  app.get('/languages', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(languageSchema)) } },
    handler: async () => ({ data: await service.listLanguages() }),
  });
  app.get('/companyTypes', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(companyTypeSchema)) } },
    handler: async () => ({ data: await service.listCompanyTypes() }),
  });
  app.get('/enumerations', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description: 'Every enumeration of spec 001 §3–§4, by kind, in the spec order.',
      response: {
        200: dataEnvelope(
          z.record(
            z.string(),
            z.array(z.object({ id: z.number(), label: z.string(), code: z.string().nullable() })),
          ),
        ),
      },
    },
    handler: async () => ({ data: await service.listEnumerations() }),
  });
  app.get('/teams', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(teamSchema)) } },
    handler: async () => ({ data: await service.listTeams() }),
  });
  app.get('/activeUsers/:role', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      params: z.object({ role: z.coerce.number().int().positive() }),
      response: { 200: dataEnvelope(z.array(ownerUserSchema)) },
    },
    handler: async (request) => ({ data: await service.listActiveUsers(request.params.role) }),
  });
};
