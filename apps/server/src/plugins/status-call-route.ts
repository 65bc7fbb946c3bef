import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  idParamSchema,
  STATUS_CALLS,
  updateOrderStatusSchema,
  VERSION_HEADER,
  type StatusCallDefinition,
  type StatusCallName,
} from '@portal/contracts';
import { outdated } from '../lib/app-error';
import type { Actor } from '../lib/unit-of-work';
import { actorOf, type RouteAccess } from './access-control';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A status call's version header (decision 204): required by the call, but a missing one is answered as a stale
 * one is — 409 with the spec's outdated notice, a refresh required — not as a malformed request.
 */
export const statusCallHeaderSchema = z.looseObject({
  [VERSION_HEADER]: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      "Required: the version of the record the client read; a 409 answers when it is missing or no longer the record's.",
    ),
});

/** The record a status call moves: its id, and for `PUT updateOrderStatus` the status asked for. */
export interface StatusCallTarget {
  readonly id: number;
  readonly statusId?: number;
}

export interface StatusCallRouteOptions {
  readonly access: RouteAccess;
  readonly tags: readonly string[];
  readonly description: string;
  readonly response: z.ZodType;
  /** The service's call, given the version the client read. */
  readonly change: (actor: Actor, target: StatusCallTarget, version: number) => Promise<unknown>;
}

/**
 * The one route of a status call (spec 001 §7; decision 204), its path, method and body from the contracts' map
 * (`STATUS_CALLS`): `GET /api/<call>/{id}` or `PUT /api/<call>` with `{id, statusId}`, the version header always.
 */
export function statusCallRoute(app: App, name: StatusCallName, options: StatusCallRouteOptions): void {
  const call: StatusCallDefinition = STATUS_CALLS[name];
  const run = (actor: Actor, target: StatusCallTarget, version: number | undefined) => {
    if (version !== undefined) return options.change(actor, target, version);
    throw outdated();
  };
  const schema = {
    tags: [...options.tags],
    description: options.description,
    headers: statusCallHeaderSchema,
    response: { 200: dataEnvelope(options.response) },
  };
  if (call.method === 'PUT') {
    app.put(`/${name}`, {
      config: { access: options.access },
      schema: { ...schema, body: updateOrderStatusSchema },
      handler: async (request) => ({
        data: await run(actorOf(request), request.body, request.headers[VERSION_HEADER]),
      }),
    });
    return;
  }
  // spec 001 §7 lists these calls among the GETs; they change state, so the access control treats them as writes
  // all the same (no caching: the API answers no-store).
  app.get(`/${name}/:id`, {
    config: { access: options.access },
    schema: { ...schema, params: idParamSchema },
    handler: async (request) => ({
      data: await run(actorOf(request), { id: request.params.id }, request.headers[VERSION_HEADER]),
    }),
  });
}
