import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlForFile } from './http-cache';

/** Finds apps/web/dist from wherever the server runs (source with tsx, or the bundle in apps/server/dist). */
export function findWebDistDirectory(): string | undefined {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = path.join(directory, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    directory = path.dirname(directory);
  }
  return undefined;
}

/**
 * Serves the built web app (issue 11 §7). The build writes brotli and gzip twins of every text file (`.br`, `.gz`,
 * apps/web/vite-precompress.ts); the plugin sends the best one the browser accepts (Accept-Encoding, q-values
 * honoured), else the plain file. Hashed files are cached for a year, everything else revalidated (ETag, 304).
 * Only the files present at start are routes, so no request path reaches outside the build directory.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDistDirectory: string | undefined,
): Promise<void> {
  const root = webDistDirectory ?? findWebDistDirectory();
  if (!root) {
    app.log.warn('apps/web/dist not found: the API runs without the web app (run `npm run build`)');
    return;
  }
  const resolvedRoot = path.resolve(root);
  await app.register(fastifyStatic, {
    root: resolvedRoot,
    wildcard: false,
    preCompressed: true,
    // The compressed twins are reached through negotiation only, never by their own URL.
    globIgnore: ['**/*.br', '**/*.gz'],
    // Our own header below; the plugin's default (max-age=0) would override it.
    cacheControl: false,
    setHeaders(response, filePath) {
      response.setHeader('cache-control', cacheControlForFile(resolvedRoot, filePath));
      // Shared caches must keep the brotli, gzip and plain answers apart.
      response.setHeader('vary', 'accept-encoding');
    },
  });
}
