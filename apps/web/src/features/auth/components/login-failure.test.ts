import { describe, expect, it } from 'vitest';
import { MESSAGES, accountLockedMessage, remainingAttemptsMessage } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { loginFailureMessage } from './login-failure';

const signInFailure = (message: string, remainingAttempts?: number) =>
  new ApiError({
    status: 401,
    code: 'SIGN_IN_FAILED',
    message,
    ...(remainingAttempts === undefined ? {} : { remainingAttempts }),
  });

describe('loginFailureMessage (spec 000 §8)', () => {
  it('uses the remaining-attempts message when the server returned remainingAttempts', () => {
    expect(loginFailureMessage(signInFailure('Wrong password', 3))).toBe(remainingAttemptsMessage(3));
  });

  it('counts 0 remaining attempts as returned', () => {
    expect(loginFailureMessage(signInFailure('Wrong password', 0))).toBe(remainingAttemptsMessage(0));
  });

  it('uses the server message when there is no remaining-attempts count', () => {
    const message = accountLockedMessage(15);
    const locked = new ApiError({ status: 423, code: 'ACCOUNT_LOCKED', message });
    expect(loginFailureMessage(locked)).toBe(message);
  });

  it('falls back to the default message when the server gave no message', () => {
    expect(loginFailureMessage(signInFailure(''))).toBe(MESSAGES.loginFailedDefault);
    expect(loginFailureMessage(signInFailure('   '))).toBe(MESSAGES.loginFailedDefault);
  });

  it('shows the text of a network error', () => {
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' });
    expect(loginFailureMessage(offline)).toBe('Failed to fetch');
  });

  it('falls back to the default for an error without text or a thrown non-error', () => {
    expect(loginFailureMessage(new Error(''))).toBe(MESSAGES.loginFailedDefault);
    expect(loginFailureMessage('boom')).toBe(MESSAGES.loginFailedDefault);
  });
});
