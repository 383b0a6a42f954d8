// Spec section 7, POST /api/bookings: the server recomputes the quote with the domain and
// never trusts a client's numbers; the booking and its idempotency record are one write.
import { type BookingRequest, bookingReceipt, frozenQuote, initialBookingStatus } from '@dumpster/domain';
import type { Booking } from './booking.ts';
import type { BookingRepository } from './ports/booking-repository.ts';
import type { Clock } from './ports/clock.ts';
import type { IdGenerator } from './ports/id-generator.ts';
import type { IdempotencyClaim, IdempotencyStore } from './ports/idempotency.ts';
import { type SubmissionOutcome, submitOnce } from './submit-once.ts';

const blankToNull = (value: string | undefined) => (value ? value : null);

export class SubmitBooking {
  private readonly bookings: BookingRepository;
  private readonly idempotency: IdempotencyStore;
  private readonly clock: Clock;
  private readonly ids: IdGenerator;

  constructor(bookings: BookingRepository, idempotency: IdempotencyStore, clock: Clock, ids: IdGenerator) {
    this.bookings = bookings;
    this.idempotency = idempotency;
    this.clock = clock;
    this.ids = ids;
  }

  /** `request` has passed the domain's booking schema for the business's today. */
  async execute(request: BookingRequest, claim?: IdempotencyClaim): Promise<SubmissionOutcome> {
    const now = this.clock.now();
    const booking: Booking = {
      id: this.ids.next(),
      status: initialBookingStatus,
      bookingType: request.bookingType,
      name: request.name,
      email: request.email,
      phone: request.phone,
      address: request.address,
      city: request.city,
      state: request.state,
      zipCode: request.zipCode,
      companyName: blankToNull(request.companyName),
      jobNumber: blankToNull(request.jobNumber),
      jobName: blankToNull(request.jobName),
      dumpsterSize: request.dumpsterSize,
      deliveryDate: request.deliveryDate,
      pickupDate: request.pickupDate,
      specialInstructions: blankToNull(request.specialInstructions),
      smsOptIn: request.smsOptIn,
      quote: frozenQuote(request),
      createdAt: now,
    };
    return submitOnce({
      store: this.idempotency,
      claim,
      now,
      body: bookingReceipt(booking),
      save: (record) => this.bookings.add(booking, record),
    });
  }
}
