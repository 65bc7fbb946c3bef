import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_STAFF, ErrorCode, MESSAGES, type RoleId } from '@portal/contracts';
import { AppError } from '../lib/app-error';
import type { Actor } from '../lib/unit-of-work';
import type { AuthenticatedSession, AuthService } from '../modules/auth/auth.service';

/** Who may call a route. Declared on every route; one hook enforces it (docs/decisions/008-route-access.md). */
export type RouteAccess = { kind: 'public' } | { kind: 'roles'; roles: readonly RoleId[] };

export const PUBLIC_ACCESS: RouteAccess = { kind: 'public' };

export function rolesAccess(roles: readonly RoleId[] = ALL_STAFF): RouteAccess {
  return { kind: 'roles', roles };
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access, so a test can walk them all (apps/server/src/access.api.test.ts). */
    registeredRoutes: RegisteredRoute[];
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The keepalive call is the one that always refreshes the session's last-seen time. */
    isKeepalive?: boolean;
  }
  interface FastifyRequest {
    session: AuthenticatedSession | null;
  }
}

/** The current session on a protected route; the hook has already refused requests without one. */
export function requireSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.session) throw new AppError(ErrorCode.UNAUTHENTICATED, MESSAGES.notAuthenticated);
  return request.session;
}

/** Who acts on a protected route: the signed-in user and their role, for the services' field-level rules. */
export function actorOf(request: FastifyRequest): Actor & { userId: number } {
  const session = requireSession(request);
  return { userId: session.userId, roleId: session.roleId };
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,200})$/i.exec(header.trim());
  return match?.[1];
}

/**
 * Refuses to start a server with an /api route that does not declare its access, and checks every request
 * against the declaration before its body is even parsed.
 */
export function registerAccessControl(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('session', null);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: PUBLIC_ACCESS };
      return;
    }
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Unmatched URLs reach the not-found handler, which has no access declaration and answers 404.
    if (!access || access.kind === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new AppError(ErrorCode.UNAUTHENTICATED, MESSAGES.notAuthenticated);
    request.session = await auth.authenticate(token, {
      isKeepalive: request.routeOptions.config.isKeepalive === true,
    });
    if (!access.roles.includes(request.session.roleId)) {
      throw new AppError(ErrorCode.FORBIDDEN, MESSAGES.accessDenied);
    }
  });
}
