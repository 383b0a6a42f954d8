import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/field-errors.ts';
import { availabilityAnswerSchema, availabilityQuerySchema } from './availability-query.ts';

const query = { size: '20-yard', from: '2026-12-01', to: '2026-12-31' };

function errorsFor(input: unknown) {
  const result = v.safeParse(availabilityQuerySchema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

describe('the availability query', () => {
  it('accepts a known size and a range of dates, trimmed', () => {
    expect(v.parse(availabilityQuerySchema, { ...query, from: ' 2026-12-01 ' })).toEqual(query);
  });

  it('names an unknown or missing size', () => {
    const message = 'size must be one of 10-yard, 15-yard, 20-yard';
    expect(errorsFor({ ...query, size: '30-yard' })).toEqual({ size: message });
    expect(errorsFor({ from: query.from, to: query.to })).toEqual({ size: message });
  });

  it('names a date that is malformed, impossible or missing', () => {
    expect(errorsFor({ ...query, from: '12/01/2026' })).toEqual({
      from: 'from must be a date written YYYY-MM-DD',
    });
    expect(errorsFor({ ...query, to: '2026-02-30' })).toEqual({ to: 'to must be a date written YYYY-MM-DD' });
    expect(errorsFor({ size: '10-yard' })).toEqual({
      from: 'from must be a date written YYYY-MM-DD',
      to: 'to must be a date written YYYY-MM-DD',
    });
  });

  it('refuses a range that ends before it starts, and accepts a single day', () => {
    expect(errorsFor({ ...query, to: '2026-11-30' })).toEqual({ to: 'to cannot be before from' });
    expect(errorsFor({ ...query, to: query.from })).toEqual({});
  });

  it('allows "to" up to 180 days after "from", not 181', () => {
    expect(errorsFor({ ...query, to: '2027-05-30' })).toEqual({});
    expect(errorsFor({ ...query, to: '2027-05-31' })).toEqual({
      to: 'to must be at most 180 days after from',
    });
  });
});

describe('the availability answer', () => {
  it('holds the size, the range and the unavailable days', () => {
    expect(v.is(availabilityAnswerSchema, { ...query, unavailable: ['2026-12-05'] })).toBe(true);
    expect(v.is(availabilityAnswerSchema, { ...query, unavailable: ['Dec 5'] })).toBe(false);
  });
});
