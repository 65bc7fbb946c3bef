import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  transactionFeeSchema,
  type TransactionFee,
  type UpdateTransactionFeesRequest,
} from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** PUT /api/transactionFees: several fee rows of a company in one transaction. */
export function updateTransactionFees(request: UpdateTransactionFeesRequest): Promise<TransactionFee[]> {
  return apiClient.put('transactionFees', request, { schema: z.array(transactionFeeSchema) });
}

export function useUpdateTransactionFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransactionFees,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['transactionFees'] }),
  });
}
