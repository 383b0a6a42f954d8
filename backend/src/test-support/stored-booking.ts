// A booking as the application hands it to the repository (quote computed, status set), for the
// persistence tests. Each call has a new id and reference.
import { randomUUID } from 'node:crypto';
import { RandomIds } from '../adapters/system/random-ids.ts';
import type { Booking } from '../application/booking.ts';
import { testCustomer } from './requests.ts';

export function storedBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: randomUUID(),
    reference: new RandomIds().bookingReference(),
    status: 'pending',
    bookingType: 'commercial',
    ...testCustomer,
    companyName: 'Carter Builders',
    jobNumber: 'J-7',
    jobName: null,
    dumpsterSize: '20-yard',
    deliveryDate: '2026-11-24',
    pickupDate: '2026-12-04',
    specialInstructions: null,
    smsOptIn: true,
    quote: {
      basePriceCents: 60_000,
      includedDays: 7,
      extraDays: 3,
      extraDayRateCents: 6_000,
      extraCostCents: 18_000,
      totalCents: 78_000,
    },
    createdAt: new Date('2026-11-22T14:00:00.123Z'),
    ...overrides,
  };
}
