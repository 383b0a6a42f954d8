import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-errors.ts';
import { checkCancellationReason } from './cancellation-reason.ts';
import { statusChangeRequestSchema } from './status-change-request.ts';

function errorsFor(input: unknown) {
  const result = v.safeParse(statusChangeRequestSchema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

describe('the staff status change request', () => {
  it('accepts a status alone and reads a missing reason as empty, and no early confirmation', () => {
    expect(v.parse(statusChangeRequestSchema, { status: 'confirmed' })).toEqual({
      status: 'confirmed',
      reason: '',
      confirmEarly: false,
    });
  });

  it('names the statuses when the status is unknown or missing', () => {
    const message = 'Please choose a status: pending, confirmed, delivered, picked_up, completed, cancelled';
    expect(errorsFor({ status: 'shipped' })).toEqual({ status: message });
    expect(errorsFor({})).toEqual({ status: message });
  });

  it('asks for a reason on a cancellation and trims the one given', () => {
    expect(errorsFor({ status: 'cancelled' })).toEqual({
      reason: 'Please give a reason for the cancellation',
    });
    expect(errorsFor({ status: 'cancelled', reason: '   ' })).toEqual({
      reason: 'Please give a reason for the cancellation',
    });
    expect(v.parse(statusChangeRequestSchema, { status: 'cancelled', reason: ' Duplicate ' }).reason).toBe(
      'Duplicate',
    );
  });

  it('refuses a reason over 500 characters or one that is not text', () => {
    expect(errorsFor({ status: 'cancelled', reason: 'x'.repeat(501) })).toEqual({
      reason: 'Please keep the reason under 500 characters',
    });
    expect(errorsFor({ status: 'cancelled', reason: 42 })).toEqual({ reason: 'The reason must be text' });
  });
});

describe('checking a cancellation reason', () => {
  it('lets a customer give none and keeps a given one trimmed', () => {
    expect(checkCancellationReason(undefined, { required: false })).toEqual({ ok: true, reason: null });
    expect(checkCancellationReason(' Plans changed ', { required: false })).toEqual({
      ok: true,
      reason: 'Plans changed',
    });
  });

  it('measures the 500-character limit after trimming', () => {
    expect(checkCancellationReason(` ${'x'.repeat(500)} `, { required: true }).ok).toBe(true);
  });
});
