import { productSizeListQuerySchema, productSizePageSchema } from '@portal/contracts';
import { definePagedList } from '../../../components/table';

/**
 * GET /api/productSizes: one page of the size and spec library, sorted, filtered and searched on the server (the
 * library is large: never shipped whole).
 */
export const productSizeList = definePagedList('productSizes', {
  query: productSizeListQuerySchema,
  page: productSizePageSchema,
  subject: 'size list',
});
