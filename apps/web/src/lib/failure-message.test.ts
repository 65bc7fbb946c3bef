import { describe, expect, it } from 'vitest';
import { couldNotMessage, MESSAGES } from '@portal/contracts';
import { ApiError } from './api-client';
import { failureMessage } from './failure-message';

describe('failureMessage', () => {
  it('shows the server message of a refused request', () => {
    const error = new ApiError({
      status: 422,
      code: 'BUSINESS_RULE',
      message: MESSAGES.userActivationNeedsCompany,
    });
    expect(failureMessage(error, 'update', 'user')).toBe(
      'User can be activated only when linked to a company.',
    );
  });

  it("falls back to 'Could not …' when the server was not reached or failed", () => {
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Failed to fetch' });
    expect(failureMessage(offline, 'delete', 'user')).toBe(couldNotMessage('delete', 'user'));
    const crashed = new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' });
    expect(failureMessage(crashed, 'create', 'user')).toBe(couldNotMessage('create', 'user'));
  });
});
