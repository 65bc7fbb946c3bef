import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it("keeps a failed query's text and leaves its parameters out of the message and the stack", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const error = new DrizzleQueryError(
      'select * from app_user where email = $1',
      ['secret\u0000@example.com'],
      cause,
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('secret');
    expect(logged).toContain('select * from app_user where email = $1');
    expect(logged).toContain('22021');
  });

  it('keeps an ordinary error whole', () => {
    const logged = loggableError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
  });
});
