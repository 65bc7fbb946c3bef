import { pageSchema, userPageQuerySchema, userRowSchema } from '@portal/contracts';
import { definePagedList } from '../../../components/table';

/** GET /api/userPageableResult: one page of users, sorted and filtered on the server (spec 001 §7). */
export const userList = definePagedList('userPageableResult', {
  query: userPageQuerySchema,
  page: pageSchema(userRowSchema),
  subject: 'users',
  // A user's record reads sit under the same key: a change to one refreshes the list too.
  queryKey: ['users'],
});
