import { couldNotMessage, type FailureVerb } from '@portal/contracts';
import { isApiError } from './api-client';

/**
 * The text of a failed call: a 4xx answer carries a message written for the user (the activation rule, an
 * outdated record, a referenced row) and is shown as is; anything else gets the catalogue's 'Could not … X'
 * wording (spec 001 §8). Translate it for display with `translateMessage` (lib/i18n-labels.ts).
 */
export function failureMessage(error: unknown, verb: FailureVerb, subject: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message.trim() !== '') {
    return error.message;
  }
  return couldNotMessage(verb, subject);
}

/** The field-level issues of a 400/409 answer (`{field, message}`), or none. */
export function fieldIssuesOf(error: unknown): ReadonlyArray<{ field: string; message: string }> {
  return isApiError(error) ? error.issues : [];
}
