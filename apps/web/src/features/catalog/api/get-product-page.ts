import { productListQuerySchema, productPageSchema } from '@portal/contracts';
import { definePagedList } from '../../../components/table';

/**
 * GET /api/products: one page of the catalog, sorted and filtered on the server. With a search and no sort field
 * the server ranks by relevance, typo-tolerant (issue 5: the catalog search service).
 */
export const productList = definePagedList('products', {
  query: productListQuerySchema,
  page: productPageSchema,
  subject: 'product list',
});
