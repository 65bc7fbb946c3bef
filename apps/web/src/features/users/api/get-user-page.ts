import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSchema, userRowSchema, type UserPageQuery } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

const userPageSchema = pageSchema(userRowSchema);

export const USERS_QUERY_KEY = ['users'] as const;

/** GET /api/userPageableResult: one page of users, sorted and filtered on the server (spec 001 §7). */
export function getUserPage(query: UserPageQuery, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
      search.set(key, String(value));
    }
  }
  return apiClient.get(`userPageableResult?${search.toString()}`, {
    schema: userPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getUserPageQueryOptions(query: UserPageQuery) {
  return queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'page', query],
    queryFn: ({ signal }) => getUserPage(query, signal),
    // The table keeps showing the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useUserPage(query: UserPageQuery) {
  return useQuery(getUserPageQueryOptions(query));
}
