import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  APP_VERSION,
  IDLE_TIMEOUT_MINUTES,
  IDLE_WARNING_SECONDS,
  KEEPALIVE_INTERVAL_MS,
  runtimeConfigSchema,
  type RuntimeConfig,
} from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

export type { RuntimeConfig };

/** Used until the config answers, or if it cannot be read: the spec's own values (spec 000 §9). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  version: APP_VERSION,
  idleTimeoutSeconds: IDLE_TIMEOUT_MINUTES * 60,
  idleWarningSeconds: IDLE_WARNING_SECONDS,
  keepaliveIntervalMs: KEEPALIVE_INTERVAL_MS,
};

export function getRuntimeConfig(): Promise<RuntimeConfig> {
  return apiClient.get('config', { schema: runtimeConfigSchema, authenticated: false });
}

export function getRuntimeConfigQueryOptions() {
  return queryOptions({
    queryKey: ['runtime-config'],
    queryFn: getRuntimeConfig,
    // The config only changes with a server deploy.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useRuntimeConfig() {
  return useQuery(getRuntimeConfigQueryOptions());
}
