import crypto from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public answer that changes rarely (the dictionary): kept by the browser but revalidated on every use with
     * its ETag, answered 304 when unchanged, instead of `no-store` (docs/decisions/078).
     */
    revalidate?: boolean;
  }
}

/** A hashed file's name changes with its content, so a browser may keep it for a year without asking again. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Kept, but checked with the server (ETag) on every use: index.html names the current build's files. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
/** Never kept: API answers are one user's data at one moment (the runtime configuration included). */
export const NO_STORE_CACHE_CONTROL = 'no-store';

/** Vite writes every hashed file, and only those, under assets/ (apps/web/vite.config.ts pins the names). */
const HASHED_ASSETS_DIRECTORY = 'assets';

/** The cache policy of a file of the built web app, by where it sits under the build's root directory. */
export function cacheControlForFile(root: string, filePath: string): string {
  const relative = path.relative(root, filePath);
  const [firstSegment] = relative.split(path.sep);
  return firstSegment === HASHED_ASSETS_DIRECTORY && relative !== HASHED_ASSETS_DIRECTORY
    ? IMMUTABLE_CACHE_CONTROL
    : REVALIDATE_CACHE_CONTROL;
}

/** Every answer of the scope is `no-store` unless its route says otherwise (an avatar revalidates, for one). */
export function registerNoStore(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request, reply) => {
    reply.header(
      'cache-control',
      request.routeOptions.config.revalidate === true ? REVALIDATE_CACHE_CONTROL : NO_STORE_CACHE_CONTROL,
    );
  });
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below about one packet, compressing saves nothing worth the CPU. */
export const API_COMPRESSION_MIN_BYTES = 1024;

export type ApiEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli before gzip, each only when the header
 * accepts it (a q-value of 0 refuses it; `*` stands for any encoding not named).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ApiEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const qualityParameter = parameters.map((parameter) => parameter.trim()).find((p) => p.startsWith('q='));
    const quality = qualityParameter ? Number(qualityParameter.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
}

/** A weak validator of an answer's bytes: the same JSON gives the same tag, whichever encoding carries it. */
export function weakEtagOf(body: string | Buffer): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === etag.slice(2) || `W/${tag}` === etag;
  });
}

function isJsonAnswer(reply: FastifyReply): boolean {
  const contentType = reply.getHeader('content-type');
  return typeof contentType === 'string' && contentType.includes('json');
}

/**
 * How API answers travel (issue 11 §7, docs/decisions/078): a route marked `revalidate` carries an ETag and answers
 * 304 to a matching If-None-Match; every JSON answer of 1 kB or more is compressed, brotli (quality 4: most of
 * the gain at a small cost per request) or gzip as the browser accepts, with `vary: accept-encoding`. Streams
 * (files, avatars) pass untouched.
 */
export function registerApiTransport(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding')) return payload;
    if (
      request.routeOptions.config.revalidate === true &&
      request.method === 'GET' &&
      reply.statusCode === 200
    ) {
      const etag = weakEtagOf(payload);
      reply.header('etag', etag);
      if (matchesIfNoneMatch(request, etag)) {
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        return '';
      }
    }
    if (!isJsonAnswer(reply) || Buffer.byteLength(payload) < API_COMPRESSION_MIN_BYTES) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const compressed =
      encoding === 'br'
        ? await brotliCompress(payload, {
            params: {
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
            },
          })
        : await gzip(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
