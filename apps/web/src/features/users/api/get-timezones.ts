import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { timezoneSchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

export type TimezoneOption = z.infer<typeof timezoneSchema>;

/** GET /api/timezones: the user editor's timezone list. */
export function getTimezones(): Promise<TimezoneOption[]> {
  return apiClient.get('timezones', { schema: z.array(timezoneSchema) });
}

export function useTimezones() {
  return useQuery(
    queryOptions({
      queryKey: ['timezones'],
      queryFn: getTimezones,
      // Reference data: it changes with a release, not during a session.
      staleTime: Infinity,
    }),
  );
}
