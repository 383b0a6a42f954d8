// Pin a booking's note to the day board, or take it off (decision 0177).
import type { StoredBookingNote } from '../ports/booking-notes.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class PinBookingNote {
  private readonly unitOfWork: UnitOfWork;

  constructor(unitOfWork: UnitOfWork) {
    this.unitOfWork = unitOfWork;
  }

  /** The note as it is now; undefined when the booking has no such note. */
  execute(bookingId: string, noteId: string, pinned: boolean): Promise<StoredBookingNote | undefined> {
    return this.unitOfWork.transaction(({ bookingNotes }) =>
      bookingNotes.setPinned(bookingId, noteId, pinned),
    );
  }
}
