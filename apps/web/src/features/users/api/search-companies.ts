import { z } from 'zod';
import { lookupSchema, type Lookup } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

const companiesSchema = z.array(lookupSchema);

/** GET /api/companiesLookup?search=: up to 20 companies for the user editor's picker. */
export function searchCompanies(search: string): Promise<Lookup[]> {
  return apiClient.get(`companiesLookup?search=${encodeURIComponent(search)}`, { schema: companiesSchema });
}
