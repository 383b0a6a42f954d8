// The one sample booking the tests and the mock API show (Jane Carter's 15-yard), quoted by the
// domain's own price rules for its dates. The site itself never imports it: it lives behind the
// package's `@dumpster/domain/samples` entry, apart from the rules.
import { frozenQuote } from '../booking/frozen-quote.ts';
import type { myBookingView } from '../self-service/my-booking-view.ts';

/** What the customer's page is built from: a stored booking without its id and contact details. */
export type SampleBooking = Parameters<typeof myBookingView>[0];

/** The quote follows `dates`; `overrides` apply after it, so a test may move a date and keep the quote. */
export function sampleBooking(
  dates: { readonly deliveryDate: string; readonly pickupDate: string },
  overrides: Partial<SampleBooking> = {},
): SampleBooking {
  return {
    reference: 'CH-7K3M-9Q2P',
    status: 'confirmed',
    bookingType: 'residential',
    name: 'Jane Carter',
    address: '12 Ocean Ave',
    city: 'Jacksonville',
    state: 'FL',
    zipCode: '32202',
    dumpsterSize: '15-yard',
    ...dates,
    quote: frozenQuote({ dumpsterSize: '15-yard', ...dates }),
    ...overrides,
  };
}
