import { queryOptions, useQuery } from '@tanstack/react-query';
import { USERS_QUERY_KEY } from './get-user-page';
import { getUser } from './save-user';

/** GET /api/user/{id} as a query, for the user's record page (decision 122); saves refresh it by USERS_QUERY_KEY. */
export function getUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'detail', id],
    queryFn: () => getUser(id),
  });
}

export function useUser(id: number | null) {
  return useQuery({ ...getUserQueryOptions(id ?? 0), enabled: id !== null });
}
