import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ownerUserSchema, type OwnerUser } from '@portal/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/transaction/ownerUsers: the users who have entries. */
export function getOwnerUsers(): Promise<OwnerUser[]> {
  return apiClient.get('transaction/ownerUsers', { schema: z.array(ownerUserSchema) });
}

export function useOwnerUsers() {
  return useQuery({ queryKey: ['actionLogOwnerUsers'], queryFn: getOwnerUsers });
}
