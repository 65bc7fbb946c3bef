import { describe, expect, it } from 'vitest';
import { couldNotMessage } from '@portal/contracts';
import { ApiError } from '../../../lib/api-client';
import { fieldIssuesOf, updateFailureMessage } from './update-failure';

describe('updateFailureMessage', () => {
  it("shows the server's message for a 4xx answer", () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'The current password is not correct.',
    });
    expect(updateFailureMessage(error, 'password')).toBe('The current password is not correct.');
  });

  it("uses the catalogue's could-not wording when the server is unreachable or fails", () => {
    expect(
      updateFailureMessage(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: '' }), 'account'),
    ).toBe(couldNotMessage('update', 'account'));
    expect(
      updateFailureMessage(new ApiError({ status: 500, code: 'INTERNAL', message: 'Boom' }), 'account'),
    ).toBe(couldNotMessage('update', 'account'));
  });
});

describe('fieldIssuesOf', () => {
  it('returns the field issues of an API error and none for anything else', () => {
    const issues = [{ field: 'phoneNumber', message: 'Too long' }];
    expect(
      fieldIssuesOf(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'x', issues })),
    ).toEqual(issues);
    expect(fieldIssuesOf(new Error('x'))).toEqual([]);
  });
});
