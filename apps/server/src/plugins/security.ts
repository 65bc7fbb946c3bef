import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. (The sign-in's rate limits are counted in the database by the auth service, so that every
 * instance shares them: docs/decisions/194.) The CSP allows inline styles because PrimeReact positions overlays with
 * style attributes; scripts only from our origin; the portal may not be framed (clickjacking).
 */
/** Map tiles come from the configured tile server only; `{s}` subdomains become a host wildcard. */
function tileSources(template: string | null): string[] {
  const origin = template?.replace(/\{s\}/g, '*').match(/^https?:\/\/[^/]+/)?.[0];
  return origin ? [origin] : [];
}

export function registerSecurity(app: FastifyInstance): void {
  // The headers are worked out once: @fastify/helmet parsed the options again (CSP included) on every request, 3% of
  // a list request's CPU (issue 12 'Per-request cost', docs/performance.md 'API throughput'). Every answer, the
  // not-found one and the web app's files included, still carries them.
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSources(app.config.mapTileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Plain HTTP on localhost is the default deployment; HSTS belongs on the TLS-terminating proxy.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
