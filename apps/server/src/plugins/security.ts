import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers and rate limiting. The CSP allows inline styles because PrimeReact positions overlays with
 * style attributes; scripts only from our origin; the portal may not be framed (clickjacking).
 */
/** Map tiles come from the configured tile server only; `{s}` subdomains become a host wildcard. */
function tileSources(template: string | null): string[] {
  const origin = template?.replace(/\{s\}/g, '*').match(/^https?:\/\/[^/]+/)?.[0];
  return origin ? [origin] : [];
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  // Limits are opted into per route (sign-in); a global limit would throttle staff on busy screens.
  await app.register(rateLimit, { global: false });
}
