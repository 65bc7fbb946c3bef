import { queryOptions, useQuery } from '@tanstack/react-query';
import { transporterSchema } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { transporterList } from './get-transporter-page';

/** GET /api/transporter/:id: one transporter with its alternative addresses, for the editor. */
export function getTransporter(id: number, signal?: AbortSignal) {
  return apiClient.get(`transporter/${id}`, { schema: transporterSchema, ...(signal ? { signal } : {}) });
}

export function getTransporterQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...transporterList.queryKey, 'detail', id],
    queryFn: ({ signal }) => getTransporter(id, signal),
  });
}

export function useTransporter(id: number | null) {
  return useQuery({ ...getTransporterQueryOptions(id ?? 0), enabled: id !== null });
}
