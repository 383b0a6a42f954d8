// The messages a use case asks for (decision 0070). The mail adapter renders each one and stores
// it as an outbox row through the transaction's repositories, so a booking and its messages
// commit together or not at all; a worker sends them later (docs/decisions/0070). What must not
// be stored, the customer's My booking link, is a reference the worker turns into the link as it
// sends (a send-time part, docs/decisions/0160).
import type { CustomerEmailedStatus } from '@dumpster/domain';
import type { Booking } from '../booking.ts';
import type { ContactRequestRecord } from '../contact-request.ts';

/**
 * Which version of the booking a change's message tells: the calendar file it carries updates the
 * confirmation's events by their UIDs, and calendars keep the highest SEQUENCE (docs/decisions/0127).
 */
export interface BookingRevision {
  /** The booking's history length with this change: higher with every change. */
  readonly sequence: number;
  /** When the change was made: the calendar file's DTSTAMP. */
  readonly at: Date;
}

/** A stored "My booking" link, by id: its URL is made when the e-mail is sent (decision 0160). */
export interface ManageLinkReference {
  readonly tokenId: string;
}

/** Who a booking-change message is for: the customer, or the business's notice. */
export type MessageAudience = 'customer' | 'business';

export type OutboxMessage =
  /** To the customer, for every stored booking; `manageLink`, the personal "My booking" link. */
  | {
      readonly kind: 'booking-confirmation';
      readonly booking: Booking;
      readonly manageLink: ManageLinkReference | null;
    }
  /** To BUSINESS_EMAIL, Reply-To the customer. */
  | { readonly kind: 'booking-notice'; readonly booking: Booking }
  /** To BUSINESS_EMAIL, Reply-To the visitor. */
  | { readonly kind: 'contact-notice'; readonly request: ContactRequestRecord }
  /** To the visitor. */
  | { readonly kind: 'contact-acknowledgement'; readonly request: ContactRequestRecord }
  /** Staff confirmed or cancelled the booking (back office): to the customer. */
  | {
      readonly kind: 'booking-status-changed';
      readonly booking: Booking;
      readonly status: CustomerEmailedStatus;
      readonly reason: string | null;
      readonly revision: BookingRevision;
    }
  /** The customer extended, rescheduled or cancelled on their booking page. */
  | {
      readonly kind: 'booking-changed';
      readonly audience: MessageAudience;
      readonly change: 'extended' | 'rescheduled' | 'cancelled';
      readonly booking: Booking;
      readonly previous: Booking;
      readonly manageLink: ManageLinkReference | null;
      readonly revision: BookingRevision;
    }
  /** Staff revoked the old link and sent a new one: to the customer. */
  | { readonly kind: 'booking-link'; readonly booking: Booking; readonly manageLink: ManageLinkReference };

export interface Outbox {
  /** Queues the message in the current transaction. */
  enqueue(message: OutboxMessage): Promise<void>;
}
