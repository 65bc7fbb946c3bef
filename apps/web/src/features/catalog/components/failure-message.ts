import { ErrorCode } from '@portal/contracts';
import { isApiError } from '../../../lib/api-client';

// The editors' failure texts are the portal's (lib/failure-message.ts); only the outdated test is the catalog's,
// until its editors move onto the form kit (components/form).
export { failureMessage, fieldIssuesOf } from '../../../lib/failure-message';

/** A save refused because someone else changed the record since it was read (409 with the OUTDATED code). */
export function isOutdatedError(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === ErrorCode.OUTDATED;
}
