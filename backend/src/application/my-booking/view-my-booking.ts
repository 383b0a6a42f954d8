// GET /api/my-booking: the booking a valid link opens, as its page shows it.

import { type MyBookingView, myBookingView } from '@dumpster/domain';
import { AccessLinkUseCase } from './access-link-use-case.ts';

export class ViewMyBooking extends AccessLinkUseCase {
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
