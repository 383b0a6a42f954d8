import { undatedBookingForm } from '@dumpster/domain';
import { describe, expect, it } from 'vitest';
import { currentQuote, withDeliveryDate } from './booking-form-values.ts';

const base = { ...undatedBookingForm(), deliveryDate: '2026-12-01', pickupDate: '2026-12-08' };

describe('the booking form values', () => {
  it('quote nothing until a size is chosen', () => {
    expect(currentQuote(base)).toBeNull();
  });

  it('quote nothing when pickup comes before delivery', () => {
    expect(currentQuote({ ...base, dumpsterSize: '10-yard', pickupDate: '2026-11-30' })).toBeNull();
  });

  it('quote $580 for a 15-yard kept 10 days', () => {
    const quote = currentQuote({ ...base, dumpsterSize: '15-yard', pickupDate: '2026-12-11' });
    expect(quote).toMatchObject({ extraDays: 3, extraCostCents: 18_000, totalCents: 58_000 });
  });

  it('move an untouched pickup to 7 days after the new delivery', () => {
    expect(withDeliveryDate(base, '2026-12-05', false).pickupDate).toBe('2026-12-12');
  });

  it('keep a chosen pickup that is still after delivery', () => {
    const chosen = { ...base, pickupDate: '2026-12-20' };
    expect(withDeliveryDate(chosen, '2026-12-05', true).pickupDate).toBe('2026-12-20');
  });

  it('move a chosen pickup that now falls before delivery', () => {
    expect(withDeliveryDate(base, '2026-12-10', true).pickupDate).toBe('2026-12-17');
  });

  it('clear the pickup when the delivery is cleared', () => {
    expect(withDeliveryDate(base, '', true)).toMatchObject({ deliveryDate: '', pickupDate: '' });
  });
});
