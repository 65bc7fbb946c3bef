// AWS Signature Version 4 for S3 requests (docs/decisions/083-s3-storage-driver.md): written here with node:crypto
// instead of the AWS SDK, because the S3 driver needs four calls and the SDK is tens of packages.
import { createHash, createHmac } from 'node:crypto';

export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const ALGORITHM = 'AWS4-HMAC-SHA256';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (e.g. content-type, range). */
  headers?: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body (EMPTY_PAYLOAD_SHA256 for none). */
  payloadSha256: string;
  region: string;
  service?: string;
  credentials: S3Credentials;
  date: Date;
}

export function sha256Hex(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

function hmac(key: string | Buffer, content: string): Buffer {
  return createHmac('sha256', key).update(content, 'utf8').digest();
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, '/' kept in paths. */
export function encodeRfc3986(text: string, keepSlash = false): string {
  const encoded = encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/** 20130524T000000Z */
export function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function canonicalQueryOf(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)] as const)
    .sort(([leftKey, leftValue], [rightKey, rightValue]) =>
      leftKey === rightKey ? (leftValue < rightValue ? -1 : 1) : leftKey < rightKey ? -1 : 1,
    )
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

export interface SignatureParts {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  signedHeaders: string;
  /** Every header the request must carry (host excepted: the HTTP client sends it from the URL). */
  headers: Record<string, string>;
}

/** Signs a request: the headers to send, with `authorization`, `x-amz-date` and `x-amz-content-sha256`. */
export function signS3Request(request: SignableRequest): SignatureParts {
  const service = request.service ?? 's3';
  const amzDate = amzDateOf(request.date);
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = request.payloadSha256;
  const toSign: Record<string, string> = { ...headers, host: request.url.host };
  const names = Object.keys(toSign).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${(toSign[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  // The path is already encoded once by the caller (S3 keys are not normalised or encoded twice).
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.url.pathname || '/',
    canonicalQueryOf(request.url),
    canonicalHeaders,
    signedHeaders,
    request.payloadSha256,
  ].join('\n');
  const scope = `${day}/${request.region}/${service}/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${request.credentials.secretAccessKey}`, day), request.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  headers.authorization =
    `${ALGORITHM} Credential=${request.credentials.accessKeyId}/${scope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, signedHeaders, headers };
}
