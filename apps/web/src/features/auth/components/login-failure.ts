import { MESSAGES, remainingAttemptsMessage } from '@portal/contracts';
import { isApiError } from '../../../lib/api-error';

/**
 * spec 000 §8: the failed-login dialog's body, in order: the remaining-attempts message when the server returned
 * remainingAttempts (0 included); else the server's message; else the default. An HTTP or network error shows
 * its text, or the default when it has none.
 */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error) && typeof error.remainingAttempts === 'number') {
    return remainingAttemptsMessage(error.remainingAttempts);
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return MESSAGES.loginFailedDefault;
}
