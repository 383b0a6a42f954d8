// The mock API's handlers for both POST routes. The scenario is read per request, so QA can
// switch it without reloading; tests override a route with `server.use(bookingScenario(...))`.
import { backOfficeHandlers } from './admin/back-office-handlers.ts';
import { availabilityHandler } from './availability.ts';
import { bookingRoute } from './booking-route.ts';
import { calendarHandler } from './calendar.ts';
import { contactRoute } from './contact-route.ts';
import { myBookingHandlers } from './my-booking.ts';
import { myInvoiceHandlers } from './my-invoice.ts';
import type { MockScenario } from './scenarios.ts';
import { submissionHandler } from './submission-handler.ts';

export function createHandlers(pickScenario: () => MockScenario) {
  return [
    submissionHandler(bookingRoute, pickScenario),
    submissionHandler(contactRoute, pickScenario),
    // The back office (decision 0069): sign in as owner@example.com or staff@example.com.
    ...backOfficeHandlers,
    availabilityHandler(pickScenario),
    ...myInvoiceHandlers(),
    calendarHandler(),
    ...myBookingHandlers(),
  ];
}

export function bookingScenario(scenario: MockScenario) {
  return submissionHandler(bookingRoute, () => scenario);
}

export function contactScenario(scenario: MockScenario) {
  return submissionHandler(contactRoute, () => scenario);
}
