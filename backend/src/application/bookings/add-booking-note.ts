// A staff member writes an internal note on a booking (decision 0177): who and when are theirs and
// now; the customer's key (their canonical e-mail) goes with it for the customer's page. Notes are
// never in anything the customer reads (My booking's view, the e-mails).
import { type BookingNoteRequest, canonicalEmail } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { StoredBookingNote } from '../ports/booking-notes.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class AddBookingNote {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  /** The note as stored; undefined when there is no such booking. */
  execute(
    author: Extract<Actor, { kind: 'staff' }>,
    bookingId: string,
    note: BookingNoteRequest,
  ): Promise<StoredBookingNote | undefined> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async ({ bookings, bookingNotes }) => {
      const booking = await bookings.findById(bookingId);
      if (!booking) return undefined;
      return bookingNotes.add({
        bookingId,
        customerKey: canonicalEmail(booking.email),
        author: { userId: author.userId, name: author.name },
        text: note.text,
        pinned: note.pinned,
        createdAt: now,
      });
    });
  }
}
