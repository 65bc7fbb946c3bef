import { actionLogPageSchema, actionLogQuerySchema } from '@portal/contracts';
import { definePagedList } from '../../../components/table';

/** GET /api/transaction/actionLogs: one page of the view in the URL (1-based, decision 085), newest first. */
export const actionLogList = definePagedList('transaction/actionLogs', {
  query: actionLogQuerySchema,
  page: actionLogPageSchema,
  subject: 'action log',
  queryKey: ['actionLogs'],
});
