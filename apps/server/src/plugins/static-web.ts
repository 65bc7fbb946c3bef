import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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

export async function registerStaticWeb(
  app: FastifyInstance,
  webDistDirectory: string | undefined,
): Promise<void> {
  const root = webDistDirectory ?? findWebDistDirectory();
  if (!root) {
    app.log.warn('apps/web/dist not found: the API runs without the web app (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // Hashed assets can be cached for a year; index.html must always be revalidated to pick up a new build.
    setHeaders(response, filePath) {
      response.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
}
