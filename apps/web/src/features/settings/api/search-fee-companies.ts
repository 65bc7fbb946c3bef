import { z } from 'zod';
import { feeCompanySchema, type FeeCompany } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/transactionFeeCompanies?search=: the fee screen's company picker. */
export function searchFeeCompanies(search: string): Promise<FeeCompany[]> {
  return apiClient.get(`transactionFeeCompanies?search=${encodeURIComponent(search)}`, {
    schema: z.array(feeCompanySchema),
  });
}
