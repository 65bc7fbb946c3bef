import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { countrySchema, provinceSchema, timezoneSchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

export type ProvinceOption = z.infer<typeof provinceSchema>;
export type CountryOption = z.infer<typeof countrySchema>;
export type TimezoneOption = z.infer<typeof timezoneSchema>;

// Reference data: it changes with a release, not during a session, so it is fetched once.
const referenceList = <T>(path: string, schema: z.ZodType<T>) =>
  queryOptions({
    queryKey: [path],
    queryFn: () => apiClient.get(path, { schema: z.array(schema) }),
    staleTime: Infinity,
  });

/** GET /api/provinces. */
export function useProvinces() {
  return useQuery(referenceList('provinces', provinceSchema));
}

/** GET /api/countries. */
export function useCountries() {
  return useQuery(referenceList('countries', countrySchema));
}

/** GET /api/timezones. */
export function useTimezones() {
  return useQuery(referenceList('timezones', timezoneSchema));
}
