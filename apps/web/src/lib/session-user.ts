import { sessionUserSchema } from '@portal/contracts';
import type { StoredUserParser } from './session';

/** The stored user checked against the contract; a chunk of its own, fetched only when a session is stored. */
export const parseStoredUser: StoredUserParser = (value) => {
  const parsed = sessionUserSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};
