import { discountSchema, discountsQuerySchema, pageSchema } from '@portal/contracts';
import { definePagedList } from '../../../components/table';

/**
 * GET /api/discountPageableResult: a page sorted by name, searched by any part of the name (accents and case
 * ignored). GET /api/discounts answers the whole list (the order-discount dropdown; decision 062).
 */
export const discountList = definePagedList('discountPageableResult', {
  query: discountsQuerySchema,
  page: pageSchema(discountSchema),
  subject: 'discounts',
});
