import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionUserSchema, type SessionUser } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/me: the signed-in user as the server knows them now. */
export function getMe(): Promise<SessionUser> {
  return apiClient.get('me', { schema: sessionUserSchema });
}

export const ME_QUERY_KEY = ['me'] as const;

export function getMeQueryOptions() {
  return queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}
