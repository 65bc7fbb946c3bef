import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dictionaryEntrySchema, type DictionaryEntry } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/dictionaries: the whole EN/FR dictionary (bounded by nature). */
export function getDictionary(): Promise<DictionaryEntry[]> {
  return apiClient.get('dictionaries', { schema: z.array(dictionaryEntrySchema) });
}

export function getDictionaryQueryOptions() {
  return queryOptions({ queryKey: ['dictionaries'], queryFn: getDictionary });
}

export function useDictionary() {
  return useQuery(getDictionaryQueryOptions());
}
