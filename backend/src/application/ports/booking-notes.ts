// Staff's internal notes on a booking, inside a transaction (ports/unit-of-work.ts; decision
// 0177). Nothing the customer reads (My booking, the e-mails) goes through this port.

export interface NewBookingNote {
  readonly bookingId: string;
  /** The customer's canonical e-mail, so the customer's page can gather their notes. */
  readonly customerKey: string | null;
  readonly author: { readonly userId: string; readonly name: string };
  readonly text: string;
  readonly pinned: boolean;
  readonly createdAt: Date;
}

export interface StoredBookingNote {
  readonly id: string;
  readonly bookingId: string;
  readonly text: string;
  readonly pinned: boolean;
  readonly authorName: string;
  readonly createdAt: Date;
}

export interface BookingNoteRepository {
  add(note: NewBookingNote): Promise<StoredBookingNote>;
  /** The booking's notes, pinned first, then newest first. */
  listForBooking(bookingId: string): Promise<StoredBookingNote[]>;
  /** Pins or unpins the note; undefined when the booking has no such note. */
  setPinned(bookingId: string, noteId: string, pinned: boolean): Promise<StoredBookingNote | undefined>;
}
