import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeUsersQuerySchema,
  companyTypeSchema,
  countrySchema,
  dataEnvelope,
  deliveryTimeSchema,
  languageSchema,
  ownerUserSchema,
  provinceSchema,
  rolesQuerySchema,
  roleSchema,
  teamSchema,
  testTimezoneRequestSchema,
  testTimezoneResponseSchema,
  timezoneSchema,
  truckAddOnSchema,
  truckSubTypeLengthSchema,
  truckSubTypeSchema,
  vehicleTypeSchema,
} from '@portal/contracts';
import { requireSession, rolesAccess } from '../../plugins/access-control';

const tags = ['reference data'];

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reference;

  app.get('/roles', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description:
        'Every role; with ?assignable=true only the roles the signed-in user may give an account (decision 060).',
      querystring: rolesQuerySchema,
      response: { 200: dataEnvelope(z.array(roleSchema)) },
    },
    handler: async (request) => ({
      data: await service.listRoles(
        request.query.assignable === true ? requireSession(request).roleId : undefined,
      ),
    }),
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
  // spec 001 §7 delivery reference data (decision 062): bounded lists, seeded on every start.
  app.get('/deliveryTimes', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(deliveryTimeSchema)) } },
    handler: async () => ({ data: await service.listDeliveryTimes() }),
  });
  app.get('/vehicleTypes', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(vehicleTypeSchema)) } },
    handler: async () => ({ data: await service.listVehicleTypes() }),
  });
  app.get('/truckSubTypes', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(truckSubTypeSchema)) } },
    handler: async () => ({ data: await service.listTruckSubTypes() }),
  });
  app.get('/truckSubTypeLengths', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(truckSubTypeLengthSchema)) } },
    handler: async () => ({ data: await service.listTruckSubTypeLengths() }),
  });
  app.get('/truckAddOns', {
    config: { access: rolesAccess() },
    schema: { tags, response: { 200: dataEnvelope(z.array(truckAddOnSchema)) } },
    handler: async () => ({ data: await service.listTruckAddOns() }),
  });
  app.post('/test/timezone', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description:
        "spec 001 §7: the server's view of one of the portal's timezones: its IANA name, offset and time now.",
      body: testTimezoneRequestSchema,
      response: { 200: dataEnvelope(testTimezoneResponseSchema) },
    },
    handler: async (request) => ({ data: await service.testTimezone(request.body.timezoneId) }),
  });

  app.get('/activeUsers/:role', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      description:
        "spec 001 §7: the active users of a role, by name; ?search= narrows to a name or email, ?companyId= to one company's people, ?limit= caps it (decisions 121, 144).",
      params: z.object({ role: z.coerce.number().int().positive() }),
      querystring: activeUsersQuerySchema,
      response: { 200: dataEnvelope(z.array(ownerUserSchema)) },
    },
    handler: async (request) => ({
      data: await service.listActiveUsers(request.params.role, request.query),
    }),
  });
};
