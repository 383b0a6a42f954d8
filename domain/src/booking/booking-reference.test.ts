import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookingReferenceFrom,
  bookingReferencePattern,
  normalizeBookingReference,
} from './booking-reference.ts';

describe('the booking reference', () => {
  it('turns 40 random bits into CH- and two groups of four base32 characters', () => {
    expect(bookingReferenceFrom(new Uint8Array([0, 0, 0, 0, 0]))).toBe('CH-0000-0000');
    expect(bookingReferenceFrom(new Uint8Array([255, 255, 255, 255, 255]))).toBe('CH-ZZZZ-ZZZZ');
    expect(bookingReferenceFrom(new Uint8Array([0, 0, 0, 0, 33]))).toBe('CH-0000-0011');
  });

  it('always matches its pattern and never uses I, L, O or U', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 5, maxLength: 5 }), (bytes) => {
        const reference = bookingReferenceFrom(bytes);
        expect(reference).toMatch(bookingReferencePattern);
        expect(reference.slice(3)).not.toMatch(/[ILOU]/);
      }),
    );
  });

  it('gives different references for different bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 5, maxLength: 5 }),
        fc.uint8Array({ minLength: 5, maxLength: 5 }),
        (a, b) => {
          fc.pre(a.some((byte, index) => byte !== b[index]));
          expect(bookingReferenceFrom(a)).not.toBe(bookingReferenceFrom(b));
        },
      ),
    );
  });

  it('refuses fewer than 5 bytes', () => {
    expect(() => bookingReferenceFrom(new Uint8Array(4))).toThrow(RangeError);
  });

  it('reads a reference typed in lower case, without dashes or with confusable letters', () => {
    expect(normalizeBookingReference('ch-7k3m-9q2p')).toBe('CH-7K3M-9Q2P');
    expect(normalizeBookingReference('7K3M9Q2P')).toBe('CH-7K3M-9Q2P');
    expect(normalizeBookingReference('CH-O1LI-0000')).toBe('CH-0111-0000');
    expect(normalizeBookingReference('CH-7K3M')).toBeUndefined();
    expect(normalizeBookingReference('jane@example.com')).toBeUndefined();
  });
});
