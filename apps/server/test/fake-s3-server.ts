// A small S3-compatible HTTP server for the file-store tests (no network, no MinIO): objects in memory, and every
// request's AWS Signature V4 checked the way S3 checks it, from what actually arrived on the wire.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signS3Request } from '../src/lib/file-store/s3-signature';

export interface FakeS3Request {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
}

export interface FakeS3Server {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { content: Buffer; contentType: string }>;
  requests: FakeS3Request[];
  /** Requests refused for a bad or missing signature. */
  refused: FakeS3Request[];
  close(): Promise<void>;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;
const MAX_CLOCK_SKEW_MS = 15 * 60_000;

function dateOf(amzDate: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!match) return new Date(Number.NaN);
  const [, year, month, day, hours, minutes, seconds] = match;
  return new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`);
}

export async function startFakeS3Server(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<FakeS3Server> {
  const bucket = options.bucket ?? 'portal-files';
  const region = options.region ?? 'ca-central-1';
  const accessKeyId = options.accessKeyId ?? 'TESTACCESSKEY';
  const secretAccessKey = options.secretAccessKey ?? 'test-secret-access-key';
  const objects = new Map<string, { content: Buffer; contentType: string }>();
  const requests: FakeS3Request[] = [];
  const refused: FakeS3Request[] = [];

  /** The signature S3 would expect for this request, or a reason it cannot be valid. */
  function verify(request: http.IncomingMessage, body: Buffer): string | undefined {
    const match = AUTHORIZATION.exec(String(request.headers.authorization ?? ''));
    if (!match) return 'no SigV4 authorization header';
    const [, keyId, day, scopeRegion, signedHeaderList, signature] = match;
    if (keyId !== accessKeyId) return 'unknown access key';
    if (scopeRegion !== region) return 'wrong region in the credential scope';
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const date = dateOf(amzDate);
    if (Number.isNaN(date.getTime()) || amzDate.slice(0, 8) !== day) return 'bad x-amz-date';
    if (Math.abs(date.getTime() - Date.now()) > MAX_CLOCK_SKEW_MS) return 'request time too skewed';
    const payloadSha256 = String(request.headers['x-amz-content-sha256'] ?? '');
    if (payloadSha256 !== createHash('sha256').update(body).digest('hex'))
      return 'body does not match its hash';
    const signedNames = (signedHeaderList ?? '').split(';');
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!signedNames.includes(required)) return `${required} is not signed`;
    }
    const extraHeaders: Record<string, string> = {};
    for (const name of signedNames) {
      if (name === 'host' || name === 'x-amz-date' || name === 'x-amz-content-sha256') continue;
      extraHeaders[name] = String(request.headers[name] ?? '');
    }
    const expected = signS3Request({
      method: request.method ?? 'GET',
      url: new URL(request.url ?? '/', `http://${request.headers.host ?? ''}`),
      headers: extraHeaders,
      payloadSha256,
      region,
      credentials: { accessKeyId, secretAccessKey },
      date,
    });
    return expected.signature === signature ? undefined : 'signature does not match';
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(request.url ?? '/', 'http://fake-s3');
      const record: FakeS3Request = {
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        bodyBytes: body.length,
      };
      requests.push(record);
      const problem = verify(request, body);
      if (problem) {
        refused.push(record);
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
        return;
      }
      const prefix = `/${bucket}/`;
      if (!url.pathname.startsWith(prefix)) {
        response.writeHead(404).end();
        return;
      }
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      const stored = objects.get(key);
      switch (request.method ?? '') {
        case 'PUT':
          objects.set(key, {
            content: body,
            contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
          });
          response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
          return;
        case 'GET':
        case 'HEAD':
          if (!stored) {
            response.writeHead(404).end();
            return;
          }
          response.writeHead(200, {
            'content-type': stored.contentType,
            'content-length': String(stored.content.length),
          });
          response.end(request.method === 'GET' ? stored.content : undefined);
          return;
        case 'DELETE':
          objects.delete(key);
          response.writeHead(204).end();
          return;
        default:
          response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    refused,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
