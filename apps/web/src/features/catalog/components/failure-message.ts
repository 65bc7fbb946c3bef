import { couldNotMessage, ErrorCode, type FailureVerb } from '@portal/contracts';
import { isApiError } from '../../../lib/api-client';

/**
 * The toast text of a failed call: a 4xx answer carries a message written for the user (a category with
 * products, a size in use, an outdated record, a bad field) and is shown as is; anything else gets the
 * catalogue's 'Could not … X' wording (spec 001 §8).
 */
export function failureMessage(error: unknown, verb: FailureVerb, subject: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message.trim() !== '') {
    return error.message;
  }
  return couldNotMessage(verb, subject);
}

export function fieldIssuesOf(error: unknown): ReadonlyArray<{ field: string; message: string }> {
  return isApiError(error) ? error.issues : [];
}

/** A save refused because someone else changed the record since it was read (409 with the OUTDATED code). */
export function isOutdatedError(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === ErrorCode.OUTDATED;
}
