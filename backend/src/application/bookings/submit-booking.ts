// Spec section 7, POST /api/bookings: the server recomputes the quote with the domain and never
// trusts a client's numbers; the booking, its first history event and its idempotency record are
// one transaction (ports/unit-of-work.ts), in which the size is held and the dates judged against
// the fleet (hold-rental.ts, decisions 0089, 0095): dates with a full day store nothing and throw
// DatesUnavailableError with the next dates that work (docs/decisions/0086). The confirmation to
// the customer (with the "My booking" link issued in the same transaction) and the notice to the
// business commit with it (ports/outbox.ts): an idempotent replay queues neither again. The
// booking is its customer's, found or made by its contact details in the same write (decision
// 0171). Staff taking a phone order run this same write (take-phone-order.ts) with themselves as
// the actor; a booking without an e-mail address gets no confirmation (decision 0170).
import {
  type BookingRequest,
  type BusinessCalendar,
  bookingReceipt,
  businessDateAt,
  customerKeys,
  frozenQuote,
  initialBookingStatus,
} from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import { beginRentalHold, explainFullRental, RentalFullError } from '../availability/hold-rental.ts';
import type { Booking } from '../booking.ts';
import type { AccessLinks } from '../my-booking/access-links.ts';
import { BookingReferenceTakenError } from '../ports/booking-repository.ts';
import type { BusinessCalendarSource } from '../ports/business-calendar-source.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { IdempotencyClaim, IdempotencyStore } from '../ports/idempotency.ts';
import type { TransactionRepositories, UnitOfWork } from '../ports/unit-of-work.ts';
import { type SubmissionOutcome, submitOnce } from '../submit-once.ts';
import { startBookingTexts } from '../text-messages/booking-text-queue.ts';

const blankToNull = (value: string | undefined) => (value ? value : null);

/** A clash of 40-bit references twice in a row would be a broken random source, not bad luck. */
const referenceAttempts = 3;

/** A unit freed between the refusal and its explanation is worth one more try, not a loop. */
const fullRentalAttempts = 2;

/** How a write other than the public form's differs: who acts, what it answers, what else it writes. */
export interface BookingWriteOptions {
  /** Who the history names; the customer by default. */
  readonly actor?: Actor;
  /** The reply recorded and answered; the booking's receipt by default. */
  readonly reply?: (booking: Booking) => unknown;
  /** More writes of the same transaction, after the booking's. */
  readonly alongside?: (
    repositories: TransactionRepositories,
    written: { readonly booking: Booking; readonly customerId: string },
  ) => Promise<void>;
}

export class SubmitBooking {
  private readonly unitOfWork: UnitOfWork;
  private readonly idempotency: IdempotencyStore;
  private readonly clock: Clock;
  private readonly ids: IdGenerator;
  private readonly calendars: BusinessCalendarSource;
  /** Issues the customer's "My booking" link with the booking (absent: no link is made). */
  private readonly links: AccessLinks | undefined;

  constructor(
    unitOfWork: UnitOfWork,
    idempotency: IdempotencyStore,
    clock: Clock,
    ids: IdGenerator,
    calendars: BusinessCalendarSource,
    links?: AccessLinks,
  ) {
    this.unitOfWork = unitOfWork;
    this.idempotency = idempotency;
    this.clock = clock;
    this.ids = ids;
    this.calendars = calendars;
    this.links = links;
  }

  /**
   * `request` has passed the domain's booking schema for the business's day (its calendar and the
   * noon cut-off included: the schema refuses a closed day before this runs, decision 0166).
   */
  async execute(
    request: BookingRequest,
    claim?: IdempotencyClaim,
    options: BookingWriteOptions = {},
  ): Promise<SubmissionOutcome> {
    // The pickup's free closed days (decision 0131) are priced on the calendar in force now.
    const calendar = await this.calendars.current();
    let referenceClashes = 0;
    let fullRentals = 0;
    for (;;) {
      try {
        return await this.store(this.newBooking(request, calendar), claim, calendar, options);
      } catch (error) {
        if (error instanceof RentalFullError) {
          fullRentals += 1;
          const refusal = await explainFullRental(this.unitOfWork, error);
          if (refusal) throw refusal;
          if (fullRentals >= fullRentalAttempts) throw error;
          continue;
        }
        referenceClashes += 1;
        if (!(error instanceof BookingReferenceTakenError) || referenceClashes >= referenceAttempts)
          throw error;
      }
    }
  }

  private newBooking(request: BookingRequest, calendar: BusinessCalendar): Booking {
    return {
      id: this.ids.next(),
      reference: this.ids.bookingReference(),
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
      quote: frozenQuote(request, { calendar }),
      createdAt: this.clock.now(),
    };
  }

  private store(
    booking: Booking,
    claim: IdempotencyClaim | undefined,
    calendar: BusinessCalendar,
    options: BookingWriteOptions,
  ): Promise<SubmissionOutcome> {
    const newCustomerId = this.ids.next();
    return submitOnce({
      unitOfWork: this.unitOfWork,
      idempotency: this.idempotency,
      claim,
      now: booking.createdAt,
      body: options.reply ? options.reply(booking) : bookingReceipt(booking),
      save: async (repositories) => {
        const { bookings, bookingEvents, fleet, accessTokens, outbox, customers, texts } = repositories;
        // Begun before the writes, finished after them (decision 0095): uncontended, the weeks
        // are held here at once; when another booking holds them, the wait comes after the
        // writes, so the lock is held only from there to the commit.
        const hold = await beginRentalHold(fleet, {
          size: booking.dumpsterSize,
          rental: booking,
          today: businessDateAt(booking.createdAt),
          now: booking.createdAt,
          calendar,
          excludeBookingId: booking.id,
        });
        const customerId = await customers.link(
          { name: booking.name, keys: customerKeys(booking) },
          newCustomerId,
          booking.createdAt,
        );
        await bookings.add(booking, customerId);
        // The link is issued with the booking, so a stored booking always has one to e-mail.
        const manageLink = this.links
          ? await this.links.issue(accessTokens, booking, booking.createdAt)
          : null;
        await bookingEvents.append({
          bookingId: booking.id,
          occurredAt: booking.createdAt,
          actor: options.actor ?? { kind: 'customer' },
          type: 'created',
          details: { status: booking.status },
        });
        // The e-mails commit with the booking: none without it, never it without them.
        // A caller booked by phone without an address is told by staff instead (decision 0170).
        if (booking.email) await outbox.enqueue({ kind: 'booking-confirmation', booking, manageLink });
        await outbox.enqueue({ kind: 'booking-notice', booking });
        await options.alongside?.(repositories, { booking, customerId });
        // The consent, "booking received" and the reminders commit with it too (decision 0201).
        // A phone order's consent is the phone script staff read out, recorded with who read it.
        const actor = options.actor;
        await startBookingTexts(
          texts,
          booking,
          actor?.kind === 'staff'
            ? { source: 'staff', staffUserId: actor.userId }
            : { source: 'booking_form', staffUserId: null },
          booking.createdAt,
        );
        // A full day found here rolls all of it back.
        await hold.finish();
      },
    });
  }
}
