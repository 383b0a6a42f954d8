import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingReceipt, bookingReceiptSchema } from './booking-receipt.ts';
import { frozenQuote } from './frozen-quote.ts';

const stored = {
  id: '5b0f3a8e-2c1d-4f6a-9b7e-1d2c3b4a5f60',
  reference: 'CH-7K3M-9Q2P',
  status: 'pending' as const,
  bookingType: 'residential' as const,
  dumpsterSize: '20-yard' as const,
  deliveryDate: '2026-11-24',
  pickupDate: '2026-12-01',
  createdAt: new Date('2026-11-23T15:04:05.000Z'),
  quote: frozenQuote({ dumpsterSize: '20-yard', deliveryDate: '2026-11-24', pickupDate: '2026-12-01' }),
};

describe('the booking receipt', () => {
  it('answers the reference, status, size, dates, creation instant and frozen quote', () => {
    expect(bookingReceipt(stored)).toEqual({
      id: stored.id,
      reference: 'CH-7K3M-9Q2P',
      status: 'pending',
      bookingType: 'residential',
      dumpsterSize: '20-yard',
      deliveryDate: '2026-11-24',
      pickupDate: '2026-12-01',
      createdAt: '2026-11-23T15:04:05.000Z',
      quote: {
        basePriceCents: 60_000,
        includedDays: 7,
        extraDays: 0,
        extraDayRateCents: 6_000,
        extraCostCents: 0,
        totalCents: 60_000,
      },
    });
  });

  it('passes its own schema, which refuses a receipt with personal data missing its quote', () => {
    expect(v.is(bookingReceiptSchema, bookingReceipt(stored))).toBe(true);
    const { quote: _quote, ...withoutQuote } = bookingReceipt(stored);
    expect(v.is(bookingReceiptSchema, withoutQuote)).toBe(false);
  });

  it('echoes no personal data', () => {
    const receipt = bookingReceipt({ ...stored, name: 'Dana', email: 'dana@example.com' } as typeof stored);
    expect(Object.keys(receipt)).not.toContain('name');
    expect(Object.keys(receipt)).not.toContain('email');
  });
});
