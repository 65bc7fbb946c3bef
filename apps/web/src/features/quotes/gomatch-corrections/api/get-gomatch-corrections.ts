import { gomatchCorrectionListQuerySchema, gomatchCorrectionPageSchema } from '@portal/contracts';
import { definePagedList } from '../../../../components/table';

/**
 * GET /api/gomatchCorrections: one page of what GoMatch learned from staff's corrections, sorted and searched
 * (input text or product) on the server (issue 13; decision 143).
 */
export const gomatchCorrectionList = definePagedList('gomatchCorrections', {
  query: gomatchCorrectionListQuerySchema,
  page: gomatchCorrectionPageSchema,
  subject: 'learned corrections',
});
