import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors.ts';

describe('serverFieldErrors', () => {
  it('reads the field messages of a 400 answer', () => {
    const error = {
      status: 400,
      message: '400: ...',
      data: { error: 'validation_failed', fields: { email: 'Please enter a valid email address', count: 3 } },
    };
    expect(serverFieldErrors(error)).toEqual({ email: 'Please enter a valid email address' });
  });

  it('ignores other failures and shapes', () => {
    expect(serverFieldErrors({ status: 500, data: { fields: { email: 'x' } } })).toEqual({});
    expect(serverFieldErrors({ status: 400, data: 'Bad Request' })).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
