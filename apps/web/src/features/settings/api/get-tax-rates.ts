import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { taxRateSchema, type TaxRate } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/taxRates: one row per province or state. */
export function getTaxRates(): Promise<TaxRate[]> {
  return apiClient.get('taxRates', { schema: z.array(taxRateSchema) });
}

export function getTaxRatesQueryOptions() {
  return queryOptions({ queryKey: ['taxRates'], queryFn: getTaxRates });
}

export function useTaxRates() {
  return useQuery(getTaxRatesQueryOptions());
}
