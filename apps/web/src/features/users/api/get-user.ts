import { queryOptions, useQuery } from '@tanstack/react-query';
import { userList } from './get-user-page';
import { getUser } from './save-user';

/** GET /api/user/{id} as a query, for the user's record page (decision 122); saves refresh it by userList.queryKey. */
export function getUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...userList.queryKey, 'detail', id],
    queryFn: () => getUser(id),
  });
}

export function useUser(id: number | null) {
  return useQuery({ ...getUserQueryOptions(id ?? 0), enabled: id !== null });
}
