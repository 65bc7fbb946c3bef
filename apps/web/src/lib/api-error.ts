import type { FieldIssue } from '@portal/contracts';

/*
 * The API client's error type and its 401 hook point, apart from the client itself: the login page and the
 * providers need them, and they carry no schema, so the first chunk stays without the validation library (issue 11
 * §7, docs/decisions/077-login-page-budget.md). api-client.ts re-exports all of it.
 */

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

export type UnauthorizedHandler = (error: ApiError) => void;
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

/** Called by the API client on a 401 to an authenticated call. */
export function notifyUnauthorized(error: ApiError): void {
  unauthorizedHandler?.(error);
}
