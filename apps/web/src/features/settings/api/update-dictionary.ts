import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  dictionaryEntrySchema,
  type DictionaryEntry,
  type UpdateDictionariesRequest,
} from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';
import { overlayDictionary } from '../../../lib/i18n';
import { getDictionaryQueryOptions } from './get-dictionary';

/** PUT /api/dictionaries (super admin only): upserts and deletions in one save. */
export function updateDictionary(request: UpdateDictionariesRequest): Promise<DictionaryEntry[]> {
  return apiClient.put('dictionaries', request, { schema: z.array(dictionaryEntrySchema) });
}

export function useUpdateDictionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDictionary,
    onSuccess: (entries) => {
      // The interface shows the edit at once, without a reload.
      overlayDictionary(entries);
      queryClient.setQueryData(getDictionaryQueryOptions().queryKey, entries);
    },
  });
}
