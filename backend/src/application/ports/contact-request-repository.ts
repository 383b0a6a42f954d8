import type { ContactRequestRecord } from '../contact-request.ts';

/** Contact requests, inside a transaction (ports/unit-of-work.ts). */
export interface ContactRequestRepository {
  add(request: ContactRequestRecord): Promise<void>;
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
