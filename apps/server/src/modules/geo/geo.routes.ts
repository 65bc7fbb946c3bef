import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressTextParamsSchema,
  autocompleteAddressResponseSchema,
  calculatedRouteSchema,
  calculateRouteRequestSchema,
  dataEnvelope,
  distanceMatrixQuerySchema,
  distanceMatrixSchema,
  geocodeAddressParamsSchema,
  geocodeAddressResponseSchema,
  optimizedRouteSchema,
  optimizeRouteRequestSchema,
} from '@portal/contracts';
import { rolesAccess } from '../../plugins/access-control';

const tags = ['geo'];

/**
 * spec 001 §7 'Address and routing' and spec 000 §7 'Distance and routing': every staff role places addresses
 * and plans deliveries. Read-only calls: no action log.
 */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.geo;

  app.get('/autocompleteAddress/:text', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      params: addressTextParamsSchema,
      response: { 200: dataEnvelope(autocompleteAddressResponseSchema) },
    },
    handler: async (request) => ({
      data: await service.autocompleteAddress(request.params.text, request.log),
    }),
  });

  app.get('/geocodeAddress/:address', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      params: geocodeAddressParamsSchema,
      response: { 200: dataEnvelope(geocodeAddressResponseSchema) },
    },
    handler: async (request) => ({
      data: await service.geocodeAddress(request.params.address, request.log),
    }),
  });

  app.get('/distanceMatrix', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      querystring: distanceMatrixQuerySchema,
      response: { 200: dataEnvelope(distanceMatrixSchema) },
    },
    handler: async (request) => ({ data: await service.distanceMatrix(request.query, request.log) }),
  });

  // spec 000 §7 names the request ('a maps-service routing request'), not its path: docs/decisions/044.
  app.post('/calculateRoute', {
    config: { access: rolesAccess() },
    schema: {
      tags,
      body: calculateRouteRequestSchema,
      response: { 200: dataEnvelope(calculatedRouteSchema) },
    },
    handler: async (request) => ({ data: await service.calculateRoute(request.body, request.log) }),
  });

  app.post('/optimizeRoute', {
    config: { access: rolesAccess() },
    schema: { tags, body: optimizeRouteRequestSchema, response: { 200: dataEnvelope(optimizedRouteSchema) } },
    handler: async (request) => ({ data: await service.optimizeRoute(request.body, request.log) }),
  });
};
