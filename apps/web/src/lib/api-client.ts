import { errorBodySchema, ErrorCode, MESSAGES, type FieldIssue } from '@portal/contracts';
import type { z } from 'zod';
import { sessionStore } from './session';

export const API_BASE_PATH = '/api/';

/** Code given to a request that never reached the server (offline, DNS, CORS, aborted proxy). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
/** Code given to a success answer whose shape does not match the contract. */
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  issues?: readonly FieldIssue[];
  remainingAttempts?: number;
}

/** Every failed call rejects with this, whatever went wrong, so screens handle one error type. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: readonly FieldIssue[];
  readonly remainingAttempts: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues ?? [];
    this.remainingAttempts = init.remainingAttempts;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

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
    if (hasBody) headers['Content-Type'] = 'application/json';

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

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Hook point for "a 401 on an authenticated call ends the session": the session provider registers the
 * handler that clears the session and goes to /login (spec 000 §8). Returns a function that unregisters it.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export const apiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => sessionStore.getSnapshot()?.token,
  onUnauthorized: (error) => unauthorizedHandler?.(error),
  logError: (message) => console.error(`[api] ${message}`),
});
