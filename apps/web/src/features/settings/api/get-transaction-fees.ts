import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { transactionFeeSchema, type TransactionFee } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/transactionFees?companyId=: every fee type of one company. */
export function getTransactionFees(companyId: number): Promise<TransactionFee[]> {
  return apiClient.get(`transactionFees?companyId=${companyId}`, { schema: z.array(transactionFeeSchema) });
}

export function getTransactionFeesQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: ['transactionFees', companyId],
    queryFn: () => getTransactionFees(companyId ?? 0),
    enabled: companyId !== null,
  });
}

export function useTransactionFees(companyId: number | null) {
  return useQuery(getTransactionFeesQueryOptions(companyId));
}
