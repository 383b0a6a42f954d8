// The back office's reads of customers (decision 0171): the look-up by one key or an e-mail
// prefix, and one customer with everything of theirs. Reads only, outside any transaction.
import type { Booking } from '../booking.ts';
import type { ContactRequestRow } from './admin-queries.ts';

export interface CustomerRecord {
  readonly id: string;
  readonly name: string;
  readonly createdAt: Date;
  /** Its keys ('email:...', 'phone:...'), oldest first. */
  readonly keys: readonly string[];
}

/** What the look-up searches (the domain's customerLookup). */
export type CustomerSearch =
  | { readonly kind: 'phone'; readonly key: string }
  | { readonly kind: 'email-prefix'; readonly prefix: string };

export interface CustomerWithHistory extends CustomerRecord {
  /** Newest first. */
  readonly bookings: readonly Booking[];
  /** Newest first. */
  readonly contactRequests: readonly ContactRequestRow[];
}

export interface CustomerQueries {
  /** Up to `limit` customers the search finds, each with its `recent` latest bookings and requests. */
  lookUp(search: CustomerSearch, limit: number, recent: number): Promise<CustomerWithHistory[]>;
  /** The customer with all its bookings and requests; undefined when there is none. */
  find(id: string): Promise<CustomerWithHistory | undefined>;
}
