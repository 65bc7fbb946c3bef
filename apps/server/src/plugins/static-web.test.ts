import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMMUTABLE_CACHE_CONTROL,
  NO_STORE_CACHE_CONTROL,
  registerNoStore,
  REVALIDATE_CACHE_CONTROL,
} from './http-cache';
import { registerStaticWeb } from './static-web';

// A build as apps/web/vite.config.ts writes it: hashed files under assets/ with brotli and gzip twins (the
// stylesheet has only a gzip twin, the map none), index.html with its twins, and an unhashed file at the root.
const SCRIPT = `export const greeting = ${JSON.stringify('bonjour '.repeat(400))};\n`;
const STYLESHEET = `.login-card { padding: 1rem; }\n`.repeat(80);
const INDEX_HTML = `<!doctype html><html><head><title>Management Portal</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SECRET = 'outside the build directory';

let workDirectory: string;
let app: FastifyInstance;

function writeFile(relativePath: string, content: string | Buffer): void {
  const file = path.join(workDirectory, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  workDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-web-'));
  writeFile('dist/index.html', INDEX_HTML);
  writeFile('dist/index.html.br', zlib.brotliCompressSync(INDEX_HTML));
  writeFile('dist/index.html.gz', zlib.gzipSync(INDEX_HTML));
  writeFile('dist/assets/index-Bx7Qa1Zr.js', SCRIPT);
  writeFile('dist/assets/index-Bx7Qa1Zr.js.br', zlib.brotliCompressSync(SCRIPT));
  writeFile('dist/assets/index-Bx7Qa1Zr.js.gz', zlib.gzipSync(SCRIPT));
  writeFile('dist/assets/index-Cq2Lm9Tw.css', STYLESHEET);
  writeFile('dist/assets/index-Cq2Lm9Tw.css.gz', zlib.gzipSync(STYLESHEET));
  writeFile('dist/robots.txt', 'User-agent: *\n');
  writeFile('secret.txt', SECRET);
  app = Fastify();
  await registerStaticWeb(app, path.join(workDirectory, 'dist'));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(workDirectory, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

describe('static web app: compression by negotiation', () => {
  it('sends the brotli twin to a browser that accepts brotli', async () => {
    const response = await get('/assets/index-Bx7Qa1Zr.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
  });

  it('sends the gzip twin to a browser that accepts only gzip', async () => {
    const response = await get('/assets/index-Bx7Qa1Zr.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('honours q-values: brotli refused with q=0, preferred when weighted higher', async () => {
    const refused = await get('/assets/index-Bx7Qa1Zr.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const preferred = await get('/assets/index-Bx7Qa1Zr.js', { 'accept-encoding': 'gzip;q=0.5, br;q=1' });
    expect(preferred.headers['content-encoding']).toBe('br');
  });

  it('sends the plain file without Accept-Encoding, or when only identity is acceptable', async () => {
    const requests: Array<Record<string, string>> = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of requests) {
      const response = await get('/assets/index-Bx7Qa1Zr.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('falls back to the next acceptable encoding, then to the plain file, when a twin is missing', async () => {
    const gzipFallback = await get('/assets/index-Cq2Lm9Tw.css', { 'accept-encoding': 'br, gzip' });
    expect(gzipFallback.headers['content-encoding']).toBe('gzip');
    expect(gzipFallback.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(zlib.gunzipSync(gzipFallback.rawPayload).toString()).toBe(STYLESHEET);
    const plainFallback = await get('/assets/index-Cq2Lm9Tw.css', { 'accept-encoding': 'br' });
    expect(plainFallback.headers['content-encoding']).toBeUndefined();
    expect(plainFallback.body).toBe(STYLESHEET);
  });

  it('compresses index.html at the root address too', async () => {
    const response = await get('/', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('does not serve the compressed twins under their own names', async () => {
    for (const url of ['/assets/index-Bx7Qa1Zr.js.br', '/assets/index-Bx7Qa1Zr.js.gz', '/index.html.br']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

describe('static web app: caching', () => {
  it('lets browsers keep hashed files for a year without asking again', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get('/assets/index-Bx7Qa1Zr.js', { 'accept-encoding': encoding });
      expect(response.headers['cache-control'], encoding).toBe(IMMUTABLE_CACHE_CONTROL);
    }
    const stylesheet = await get('/assets/index-Cq2Lm9Tw.css');
    expect(stylesheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html and unhashed files revalidated on every use', async () => {
    for (const url of ['/', '/index.html', '/robots.txt']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE_CACHE_CONTROL);
    }
  });

  it('answers 304 to a revalidation of an unchanged index.html, with the same policy', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    const changed = await get('/', { 'accept-encoding': 'br', 'if-none-match': 'W/"another-build"' });
    expect(changed.statusCode).toBe(200);
  });

  it('gives each encoding its own ETag, so a cache never swaps one representation for another', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(
        async (encoding) => (await get('/index.html', { 'accept-encoding': encoding })).headers.etag,
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });
});

describe('static web app: only the build directory', () => {
  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/assets/index-Bx7Qa1Zr.js/../../../secret.txt',
  ])('refuses %s', async (url) => {
    const response = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });

  it('answers 404 for a file that is not in the build', async () => {
    expect((await get('/assets/index-Zz9Zz9Zz.js')).statusCode).toBe(404);
  });
});

describe('API answers', () => {
  it('are never stored, unless a route sets its own policy', async () => {
    const api = Fastify();
    await api.register(
      async (scope) => {
        registerNoStore(scope);
        scope.get('/config', async () => ({ data: {} }));
        scope.get('/avatar', async (_request, reply) =>
          reply.header('cache-control', 'private, no-cache').send('x'),
        );
      },
      { prefix: '/api' },
    );
    api.get('/outside', async () => 'not an API answer');
    const config = await api.inject({ method: 'GET', url: '/api/config' });
    expect(config.headers['cache-control']).toBe(NO_STORE_CACHE_CONTROL);
    const missing = await api.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    const avatar = await api.inject({ method: 'GET', url: '/api/avatar' });
    expect(avatar.headers['cache-control']).toBe('private, no-cache');
    const outside = await api.inject({ method: 'GET', url: '/outside' });
    expect(outside.headers['cache-control']).toBeUndefined();
    await api.close();
  });
});
