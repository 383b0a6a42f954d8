// Valid requests for tests, relative to the business date the tests fix.
import type { BookingRequest, ContactRequest } from '@dumpster/domain';

/** 2026-11-22 at 09:00 in Florida (14:00 UTC). */
export const testNow = new Date('2026-11-22T14:00:00Z');
export const testToday = '2026-11-22';

/** Who books in the tests, and where the dumpster goes. */
export const testCustomer = {
  name: 'Jane Carter',
  email: 'jane@example.com',
  phone: '(904) 555-0134',
  address: '120 Ocean Street',
  city: 'Jacksonville',
  state: 'FL',
  zipCode: '32202',
} as const;

export function bookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  // A client's price is never trusted: the server ignores it.
  return { ...bookingRequest(), totalCents: 1, ...overrides };
}

export function bookingRequest(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    bookingType: 'residential',
    ...testCustomer,
    companyName: '',
    jobNumber: '',
    jobName: '',
    dumpsterSize: '15-yard',
    deliveryDate: '2026-11-24',
    pickupDate: '2026-12-04',
    specialInstructions: 'Driveway on the left',
    smsOptIn: true,
    ...overrides,
  };
}

export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...contactRequest(), ...overrides };
}

export function contactRequest(overrides: Partial<ContactRequest> = {}): ContactRequest {
  return {
    name: 'Sam Ortiz',
    phone: '904-555-0199',
    email: 'sam@example.com',
    service: 'residential-demo',
    message: 'Shed teardown next month',
    smsOptIn: false,
    ...overrides,
  };
}
