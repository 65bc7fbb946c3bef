import { couldNotMessage } from '@portal/contracts';
import { isApiError } from '../../../lib/api-client';

/**
 * The toast text when an update fails. A 4xx answer carries a message written for the user (wrong current
 * password, invalid phone number) and is shown as is; anything else — no connection, a 5xx — gets the
 * catalogue's 'Could not update …' wording (spec 001 §8).
 */
export function updateFailureMessage(error: unknown, subject: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message.trim() !== '') {
    return error.message;
  }
  return couldNotMessage('update', subject);
}

/** Field-level issues of a 400 answer, for react-hook-form's setError. */
export function fieldIssuesOf(error: unknown): ReadonlyArray<{ field: string; message: string }> {
  return isApiError(error) ? error.issues : [];
}
