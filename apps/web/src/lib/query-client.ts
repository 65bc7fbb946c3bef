import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Attempts after the first failure for errors that may be transient (network, 5xx). */
export const MAX_QUERY_RETRIES = 2;

/**
 * A 4xx answer will not change by asking again (bad input, missing rights, unknown record), so it is never
 * retried; network failures and 5xx get a couple of retries.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export interface QueryClientHandlers {
  /** A 403 keeps the user on the screen with a toast (server contract: "403 → stay, show a toast"). */
  onForbidden: (message: string) => void;
}

export function createQueryClient(handlers: QueryClientHandlers): QueryClient {
  const handleError = (error: unknown) => {
    if (isApiError(error) && error.status === 403) handlers.onForbidden(error.message);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        // Staff switch tabs constantly; live updates (spec 000 §7) keep screens fresh instead.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
