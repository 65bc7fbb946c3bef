import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_ACCOUNTS, signIn, type TestApp } from '../../test/test-app';
import { negotiateEncoding } from './http-cache';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

// Decision 076: no browser or proxy keeps an API answer; the static web app has its own policy (static-web.test.ts).
describe('API cache policy', () => {
  it('marks public and signed-in answers, the runtime configuration included, as never stored', async () => {
    const token = await signIn(testApp.app, DEMO_ACCOUNTS.operations);
    for (const url of ['/api/config', '/api/health', '/api/roles']) {
      const answer = await testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
  });
});

// Decision 078: the dictionary, asked for on every visit of the login page, is revalidated rather than re-sent, and
// JSON answers travel compressed.
describe('API transport', () => {
  it('gives the dictionary an ETag and answers 304 while it is unchanged', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/dictionaries' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);

    const repeat = await testApp.app.inject({
      method: 'GET',
      url: '/api/dictionaries',
      headers: { 'if-none-match': String(etag) },
    });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');

    const stale = await testApp.app.inject({
      method: 'GET',
      url: '/api/dictionaries',
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('gives the dictionary a new ETag once an entry changes', async () => {
    const token = await signIn(testApp.app, DEMO_ACCOUNTS.superAdmin);
    const before = await testApp.app.inject({ method: 'GET', url: '/api/dictionaries' });
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/dictionaries',
      headers: bearer(token),
      payload: { upserts: [{ key: 'test.etagProbe', en: 'Probe', fr: null }], deletions: [] },
    });
    expect(saved.statusCode).toBe(200);
    const after = await testApp.app.inject({
      method: 'GET',
      url: '/api/dictionaries',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('compresses JSON answers as the browser accepts, brotli first, and says it varies', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/api/dictionaries' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');

    const brotli = await testApp.app.inject({
      method: 'GET',
      url: '/api/dictionaries',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzipped = await testApp.app.inject({
      method: 'GET',
      url: '/api/dictionaries',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers uncompressed', async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, honouring q-values and the wildcard', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, identity')).toBe('identity');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});
