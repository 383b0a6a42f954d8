// A booking's internal notes for the back office (decision 0177): pinned first, newest first.
import type { StoredBookingNote } from '../ports/booking-notes.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class ListBookingNotes {
  private readonly unitOfWork: UnitOfWork;

  constructor(unitOfWork: UnitOfWork) {
    this.unitOfWork = unitOfWork;
  }

  /** Undefined when there is no such booking. */
  execute(bookingId: string): Promise<StoredBookingNote[] | undefined> {
    return this.unitOfWork.transaction(async ({ bookings, bookingNotes }) => {
      if (!(await bookings.findById(bookingId))) return undefined;
      return bookingNotes.listForBooking(bookingId);
    });
  }
}
