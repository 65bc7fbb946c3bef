import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSchema, userRowSchema, type UserPageQueryValues } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { toApiSearchParams } from '../../../lib/use-url-table-state';

const userPageSchema = pageSchema(userRowSchema);

export const USERS_QUERY_KEY = ['users'] as const;

/** GET /api/userPageableResult: one page of users, sorted and filtered on the server (spec 001 §7). */
export function getUserPage(query: UserPageQueryValues, signal?: AbortSignal) {
  return apiClient.get(`userPageableResult?${toApiSearchParams(query).toString()}`, {
    schema: userPageSchema,
    ...(signal ? { signal } : {}),
  });
}

export function getUserPageQueryOptions(query: UserPageQueryValues) {
  return queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'page', query],
    queryFn: ({ signal }) => getUserPage(query, signal),
    // The table keeps showing the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useUserPage(query: UserPageQueryValues) {
  return useQuery(getUserPageQueryOptions(query));
}
