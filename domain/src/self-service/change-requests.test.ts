import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-errors.ts';
import {
  cancellationRequestSchema,
  createRescheduleRequestSchema,
  extensionRequestSchema,
} from './change-requests.ts';

function errorsFor(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

describe('the extension request', () => {
  it('takes a pickup date, trimmed, and drops anything else', () => {
    expect(v.parse(extensionRequestSchema, { pickupDate: ' 2026-12-10 ', price: 0 })).toEqual({
      pickupDate: '2026-12-10',
    });
  });

  it('asks for a missing or malformed pickup date with the booking form words', () => {
    expect(errorsFor(extensionRequestSchema, {})).toEqual({ pickupDate: 'Please choose a pickup date' });
    expect(errorsFor(extensionRequestSchema, { pickupDate: '2026-02-30' })).toEqual({
      pickupDate: 'Please choose a pickup date',
    });
  });
});

describe('the reschedule request', () => {
  const schema = createRescheduleRequestSchema({ today: '2026-12-01' });

  it('takes new delivery and pickup dates', () => {
    expect(v.parse(schema, { deliveryDate: '2026-12-06', pickupDate: '2026-12-13' })).toEqual({
      deliveryDate: '2026-12-06',
      pickupDate: '2026-12-13',
    });
  });

  it('applies the booking form date rules, each message under its field', () => {
    expect(errorsFor(schema, { deliveryDate: '2026-11-30', pickupDate: '2026-11-29' })).toEqual({
      deliveryDate: 'Delivery date cannot be in the past',
      pickupDate: 'Pickup date cannot be before the delivery date',
    });
    expect(errorsFor(schema, { deliveryDate: '2026-12-06' })).toEqual({
      pickupDate: 'Please choose a pickup date',
    });
  });
});

describe('the cancellation request', () => {
  it('takes an optional reason, trimmed, empty when left out', () => {
    expect(v.parse(cancellationRequestSchema, {})).toEqual({ reason: '' });
    expect(v.parse(cancellationRequestSchema, { reason: ' Plans changed ' })).toEqual({
      reason: 'Plans changed',
    });
  });

  it('refuses a reason over 500 characters', () => {
    expect(errorsFor(cancellationRequestSchema, { reason: 'x'.repeat(501) })).toEqual({
      reason: 'Please keep the reason under 500 characters',
    });
  });
});
