// The messages a use case asks for (decision 0070). The mail adapter renders each one and stores
// it as an outbox row through the transaction's repositories, so a booking and its messages
// commit together or not at all; a worker sends them later (docs/decisions/0070). What must not
// be stored, the customer's My booking link, is a reference the worker turns into the link as it
// sends (a send-time part, docs/decisions/0160).
import type { CustomerEmailedStatus, DashboardTotals } from '@dumpster/domain';
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

/** A message to a booking's customer when the booking has no e-mail address is not queued (decision 0170). */
/** What an invoice's e-mail says (decision 0197); its PDF is made from `id` as the e-mail is sent. */
export interface InvoiceMailFacts {
  readonly id: string;
  readonly number: string;
  readonly issueDate: string;
  readonly dueDate: string;
  readonly totalCents: number;
  readonly balanceCents: number;
  /** What changed since the quote, and why (the domain's invoiceChangeSentences). */
  readonly changes: readonly string[];
  readonly daysOverdue: number;
}

/** The Monday e-mail's figures of the Florida week before and what needs attention (decision 0207). */
export interface OwnersWeeklySummary {
  /** The week, Monday to Sunday. */
  readonly week: { readonly from: string; readonly to: string };
  readonly totals: DashboardTotals;
  /** Money still owed today, by age. */
  readonly receivables: readonly {
    readonly label: string;
    readonly count: number;
    readonly totalCents: number;
  }[];
  /** Boxes out at a customer past their pickup date, today. */
  readonly outPastPickup: number;
  /** Final invoices past their due date that still owe money, today. */
  readonly overdueInvoices: { readonly count: number; readonly totalCents: number };
  /** Days of the next 14 on which a size has every unit out. */
  readonly fullDays: readonly { readonly date: string; readonly sizes: readonly string[] }[];
}

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
  /**
   * The customer extended, rescheduled or cancelled on their booking page, or staff moved the
   * dates on the phone (`madeBy: 'staff'`, to the customer only; decision 0176).
   */
  | {
      readonly kind: 'booking-changed';
      readonly audience: MessageAudience;
      readonly change: 'extended' | 'shortened' | 'rescheduled' | 'cancelled';
      readonly madeBy?: 'customer' | 'staff';
      readonly booking: Booking;
      readonly previous: Booking;
      readonly manageLink: ManageLinkReference | null;
      readonly revision: BookingRevision;
    }
  /** The day before delivery or pickup, to a customer the reminder cannot be texted to (decision 0201). */
  | {
      readonly kind: 'booking-reminder';
      readonly booking: Booking;
      readonly reminder: 'delivery_reminder' | 'pickup_reminder';
    }
  /** The driver set off to the stop (decision 0191): to the customer. */
  | { readonly kind: 'driver-on-my-way'; readonly booking: Booking; readonly part: 'delivery' | 'pickup' }
  /** A customer's text for the office (decision 0202): to BUSINESS_EMAIL. */
  | {
      readonly kind: 'text-reply-notice';
      /** The number as staff read it ('(904) 555-0142'). */
      readonly from: string;
      readonly body: string;
      /** The booking the conversation belongs to, when the number has one. */
      readonly booking: Booking | null;
      /** Whether the reply uses an opt-out word in a sentence ("cancel my order?"): staff should ask. */
      readonly mentionsOptOut: boolean;
    }
  /** Staff revoked the old link and sent a new one: to the customer. */
  | { readonly kind: 'booking-link'; readonly booking: Booking; readonly manageLink: ManageLinkReference }
  /** A finalised invoice, its PDF attached at send time: to the customer. */
  | { readonly kind: 'invoice-issued'; readonly booking: Booking; readonly invoice: InvoiceMailFacts }
  /** The weekly reminder of an overdue invoice, its PDF attached: to the customer. */
  | { readonly kind: 'invoice-reminder'; readonly booking: Booking; readonly invoice: InvoiceMailFacts }
  /** Someone set a staff account's password (an owner, or the command line): to the account. */
  | {
      readonly kind: 'staff-password-changed';
      readonly account: { readonly email: string; readonly name: string };
      /** The owner's name, or undefined for `npm run users`. */
      readonly changedBy: string | undefined;
      readonly at: Date;
    }
  /** Monday morning, to each active owner (decision 0207). */
  | {
      readonly kind: 'owners-weekly-summary';
      readonly owner: { readonly email: string; readonly name: string };
      readonly summary: OwnersWeeklySummary;
    };

export interface Outbox {
  /** Queues the message in the current transaction. */
  enqueue(message: OutboxMessage): Promise<void>;
}
