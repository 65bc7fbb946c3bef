import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  transporterSchema,
  VERSION_HEADER,
  type Transporter,
  type TransporterInput,
} from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { transporterList } from './get-transporter-page';

/** POST /api/transporter. */
export function createTransporter(request: TransporterInput): Promise<Transporter> {
  return apiClient.post('transporter', request, { schema: transporterSchema });
}

/** PUT /api/transporter with the record's version, so a concurrent change is refused rather than overwritten. */
export function updateTransporter(
  id: number,
  version: number,
  request: TransporterInput,
): Promise<Transporter> {
  return apiClient.put(
    'transporter',
    { ...request, id },
    { schema: transporterSchema, headers: { [VERSION_HEADER]: String(version) } },
  );
}

export interface SaveTransporterVariables {
  readonly existing: Pick<Transporter, 'id' | 'version'> | null;
  readonly request: TransporterInput;
}

export function useSaveTransporter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ existing, request }: SaveTransporterVariables) =>
      existing ? updateTransporter(existing.id, existing.version, request) : createTransporter(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transporterList.queryKey }),
  });
}
