import { companyListQuerySchema, companyPageSchema } from '@portal/contracts';
import { definePagedList } from '../../../components/table';

/** GET /api/companies: one page of companies, sorted and filtered on the server (spec 001 §7, decision 035). */
export const companyList = definePagedList('companies', {
  query: companyListQuerySchema,
  page: companyPageSchema,
  subject: 'company list',
});
