import {
  errorBodySchema,
  ErrorCode,
  MESSAGES,
  runtimeConfigSchema,
  SUPPLIER_API_KEY_HEADER,
} from '@portal/contracts';
import type { z } from 'zod';
import { ApiError, notifyUnauthorized } from './api-error';
import { sessionStore } from './session';

export const API_BASE_PATH = '/api/';

/** Code given to a request that never reached the server (offline, DNS, CORS, aborted proxy). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
/** Code given to a success answer whose shape does not match the contract. */
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';

// The error type and the 401 hook live apart, without schemas, for the login page's chunk (api-error.ts).
export { ApiError, isApiError, setUnauthorizedHandler, type ApiErrorInit } from './api-error';

/** Error code for answers whose body is not the documented error shape (a proxy page, an empty 502). */
export function errorCodeForStatus(status: number): string {
  switch (status) {
    case 400:
      return ErrorCode.VALIDATION_FAILED;
    case 401:
      return ErrorCode.UNAUTHENTICATED;
    case 403:
      return ErrorCode.FORBIDDEN;
    case 404:
      return ErrorCode.NOT_FOUND;
    case 409:
      return ErrorCode.CONFLICT;
    case 413:
      return ErrorCode.PAYLOAD_TOO_LARGE;
    case 415:
      return ErrorCode.UNSUPPORTED_MEDIA;
    case 429:
      return ErrorCode.RATE_LIMITED;
    default:
      return ErrorCode.INTERNAL;
  }
}

/** spec 000 §7: an empty body gives an empty object. */
export function parseBodyText(text: string): unknown {
  if (text.trim() === '') return {};
  return JSON.parse(text) as unknown;
}

/**
 * spec 000 §7: success responses are unwrapped from a data field when present (a value 0 is kept), else the
 * whole body is the value. Only `undefined` counts as absent, so 0, false, '' and null all survive.
 */
export function unwrapData(body: unknown): unknown {
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body) {
    if (body.data !== undefined) return body.data;
  }
  return body;
}

export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    return new ApiError({
      status,
      code: parsed.data.code,
      message: parsed.data.message,
      ...(parsed.data.issues ? { issues: parsed.data.issues } : {}),
      ...(parsed.data.remainingAttempts !== undefined
        ? { remainingAttempts: parsed.data.remainingAttempts }
        : {}),
    });
  }
  // spec 000 §8: the message from the error body, empty text if none.
  const message =
    body !== null && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : statusText;
  return new ApiError({ status, code: errorCodeForStatus(status), message: message ?? '' });
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<TResult> {
  method?: HttpMethod;
  body?: unknown;
  /** Validates the unwrapped success value; its inferred type becomes the result type. */
  schema?: z.ZodType<TResult>;
  /**
   * False for calls made without a session (sign-in, public config): their 401 means "wrong credentials",
   * not "session ended", so the sign-out handler must not run.
   */
  authenticated?: boolean;
  /** Sends this token instead of the session's, for the sign-out call made after the session is cleared. */
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClientDependencies {
  fetch: typeof fetch;
  getToken: () => string | null | undefined;
  onUnauthorized: (error: ApiError) => void;
  basePath?: string;
  logError?: (message: string) => void;
  /**
   * spec 000 §7: the supplier-module API key sent with every request that has a JSON body, from the server's
   * runtime configuration (SUPPLIER_API_KEY); null or absent: no header (docs/decisions/063).
   */
  getSupplierApiKey?: () => Promise<string | null | undefined>;
}

export interface ApiClient {
  request<TResult = unknown>(path: string, options?: RequestOptions<TResult>): Promise<TResult>;
  get<TResult = unknown>(
    path: string,
    options?: Omit<RequestOptions<TResult>, 'method' | 'body'>,
  ): Promise<TResult>;
  post<TResult = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<TResult>, 'method' | 'body'>,
  ): Promise<TResult>;
  put<TResult = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<TResult>, 'method' | 'body'>,
  ): Promise<TResult>;
  delete<TResult = unknown>(
    path: string,
    options?: Omit<RequestOptions<TResult>, 'method' | 'body'>,
  ): Promise<TResult>;
}

export function createApiClient(dependencies: ApiClientDependencies): ApiClient {
  const basePath = dependencies.basePath ?? API_BASE_PATH;

  async function request<TResult>(path: string, options: RequestOptions<TResult> = {}): Promise<TResult> {
    const method = options.method ?? 'GET';
    const isAuthenticated = options.authenticated !== false;
    const token = options.token ?? (isAuthenticated ? dependencies.getToken() : undefined);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    // spec 000 §7: every request carries a bearer authorization header from the session token.
    if (token) headers.Authorization = `Bearer ${token}`;
    const hasBody = options.body !== undefined;
    if (hasBody) {
      headers['Content-Type'] = 'application/json';
      const supplierApiKey = await dependencies.getSupplierApiKey?.();
      if (supplierApiKey) headers[SUPPLIER_API_KEY_HEADER] = supplierApiKey;
    }

    const url = `${basePath}${path.replace(/^\/+/, '')}`;
    let response: Response;
    try {
      response = await dependencies.fetch(url, {
        method,
        headers,
        ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : '';
      throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message });
    }

    const text = await response.text();
    let body: unknown;
    try {
      body = parseBodyText(text);
    } catch {
      body = { message: text };
    }

    if (!response.ok) {
      const error = toApiError(response.status, response.statusText, body);
      // spec 000 §8: the message from the error body is logged and rethrown.
      dependencies.logError?.(`${method} ${url} failed with ${response.status}: ${error.message}`);
      if (response.status === 401 && isAuthenticated && token) dependencies.onUnauthorized(error);
      throw error;
    }

    const value = unwrapData(body);
    if (!options.schema) return value as TResult;
    const parsed = options.schema.safeParse(value);
    if (!parsed.success) {
      dependencies.logError?.(`${method} ${url} answered with an unexpected shape: ${parsed.error.message}`);
      throw new ApiError({
        status: response.status,
        code: INVALID_RESPONSE_CODE,
        message: MESSAGES.serverError,
      });
    }
    return parsed.data;
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}

let supplierApiKey: Promise<string | null> | null = null;

/**
 * The supplier-module API key from GET /api/config (public, no body, so it needs no key itself), read once per
 * page; a failed read is retried on the next request with a body.
 */
function loadSupplierApiKey(): Promise<string | null> {
  supplierApiKey ??= apiClient
    .get('config', { schema: runtimeConfigSchema, authenticated: false })
    .then((config) => config.supplierApiKey ?? null)
    .catch(() => {
      supplierApiKey = null;
      return null;
    });
  return supplierApiKey;
}

export const apiClient: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => sessionStore.getSnapshot()?.token,
  onUnauthorized: notifyUnauthorized,
  logError: (message) => console.error(`[api] ${message}`),
  getSupplierApiKey: loadSupplierApiKey,
});
