import type { ContactRequestRecord } from '../contact-request.ts';

/** Contact requests, inside a transaction (ports/unit-of-work.ts). */
export interface ContactRequestRepository {
  /** Stores a new request, of the customer `customerId` when given (decision 0171). */
  add(request: ContactRequestRecord, customerId?: string): Promise<void>;
  /**
   * Records the booking staff made from the request (decision 0173) and marks it contacted by them
   * like markContacted. False when there is no such request.
   */
  bookedAs(
    id: string,
    bookingId: string,
    by: { readonly userId: string; readonly name: string },
    at: Date,
  ): Promise<boolean>;
  /** The request's customer, or undefined when there is no such request (or it has none). */
  customerOf(id: string): Promise<string | undefined>;
  /**
   * Marks it contacted by this staff member now, unless it already is (the first who and when
   * stay). False when there is no such request.
   */
  markContacted(
    id: string,
    by: { readonly userId: string; readonly name: string },
    at: Date,
  ): Promise<boolean>;
}
