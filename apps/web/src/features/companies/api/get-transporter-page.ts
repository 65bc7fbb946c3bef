import { transporterListQuerySchema, transporterPageSchema } from '@portal/contracts';
import { definePagedList } from '../../../components/table';

/** GET /api/transporters: one page of transporters, sorted and filtered on the server (spec 001 §7, decision 035). */
export const transporterList = definePagedList('transporters', {
  query: transporterListQuerySchema,
  page: transporterPageSchema,
  subject: 'transporter list',
});
