// GET /api/my-booking: the booking a valid link opens, as its page shows it.

import { type MyBookingView, myBookingView } from '@dumpster/domain';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import type { AccessLinks } from './access-links.ts';

export class ViewMyBooking {
  private readonly unitOfWork: UnitOfWork;
  private readonly links: AccessLinks;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, links: AccessLinks, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.links = links;
    this.clock = clock;
  }

  /** Undefined for every token that opens nothing (unknown, wrong, expired, revoked). */
  execute(token: string): Promise<MyBookingView | undefined> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async ({ accessTokens, bookings }) => {
      const bookingId = await this.links.bookingIdFor(accessTokens, token, now);
      if (!bookingId) return undefined;
      const booking = await bookings.findById(bookingId);
      return booking ? myBookingView(booking, now) : undefined;
    });
  }
}
