import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { discountSchema } from '@portal/contracts';
import { apiClient } from '../../lib/api-client';

/** Discount Settings' types change rarely while a quote or an order is built: read once a minute at most. */
const DISCOUNT_TYPES_STALE_TIME_MS = 60 * 1000;

/** GET /api/discounts (spec 001 §7): every discount type of Discount Settings, for a discount's type. */
export function useDiscountTypes() {
  return useQuery({
    queryKey: ['construction', 'discountTypes'],
    queryFn: ({ signal }) => apiClient.get('discounts', { schema: z.array(discountSchema), signal }),
    staleTime: DISCOUNT_TYPES_STALE_TIME_MS,
  });
}
