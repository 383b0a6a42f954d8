// The texts' storage inside a unit of work (docs/decisions/0200-0202): consent events per number,
// the booking's number read into E.164, the texts' outbox (queued with a due time, reminders
// withdrawn and added by the domain's diff), and the customers' replies. Everything written here
// commits with the booking, the change or the reply it belongs to.
import type {
  DriverStopKind,
  InboundReplyIntent,
  TextConsentEvent,
  TextConsentSource,
  TextDeliveryWindow,
  TextOptOutSource,
  TextReminderKind,
} from '@dumpster/domain';

/** One consent event as stored: an opt-in keeps its wording as proof (domain: consent-texts.ts). */
export type TextConsentRecordInput =
  | {
      readonly kind: 'opt_in';
      readonly phoneE164: string;
      readonly at: Date;
      readonly source: TextConsentSource;
      readonly versionId: string;
      readonly text: string;
      readonly bookingId: string | null;
      readonly staffUserId: string | null;
    }
  | {
      readonly kind: 'opt_out';
      readonly phoneE164: string;
      readonly at: Date;
      readonly source: TextOptOutSource;
      readonly bookingId: string | null;
      readonly staffUserId: string | null;
    };

/** The booking's number as read once (domain: readPhoneNumber), with the staff note when it cannot take texts. */
export interface BookingPhone {
  readonly bookingId: string;
  readonly phoneE164: string | null;
  readonly takesTexts: boolean;
  readonly note: string | null;
}

/** The event facts a booking text is worded from when it is sent. */
export type BookingTextParams =
  | { readonly kind: 'booking_received' }
  | { readonly kind: 'booking_confirmed'; readonly window: TextDeliveryWindow | null }
  | { readonly kind: 'on_my_way'; readonly stop: DriverStopKind }
  | { readonly kind: 'delivered'; readonly deliveredAt: string; readonly manageLinkTokenId: string | null }
  | { readonly kind: 'picked_up'; readonly invoiceLink: string | null };

export type QueuedText =
  | {
      readonly kind: 'booking';
      readonly bookingId: string;
      readonly params: BookingTextParams;
      readonly happenedAt: Date;
      readonly dueAt: Date;
    }
  | {
      readonly kind: 'reminder';
      readonly bookingId: string;
      readonly reminder: TextReminderKind;
      readonly key: string;
      readonly forDate: string;
      readonly dueAt: Date;
    }
  | {
      readonly kind: 'staff_reply';
      readonly bookingId: string | null;
      readonly phoneE164: string;
      readonly body: string;
      readonly staffUserId: string | null;
      readonly at: Date;
    };

export interface StoredReminder {
  readonly id: string;
  readonly key: string;
  readonly state: 'pending' | 'sent' | 'withdrawn';
}

export interface InboundTextRecord {
  readonly messageSid: string;
  readonly phoneE164: string;
  readonly bookingId: string | null;
  readonly body: string;
  readonly intent: InboundReplyIntent;
  readonly media: readonly { readonly url: string; readonly contentType: string }[];
  readonly receivedAt: Date;
}

/** A text as the worker claimed it (sql-text-queue.ts), before it is worded. */
export interface ClaimedTextRow {
  readonly id: string;
  readonly bookingId: string | null;
  /** A staff reply's number; null for a booking's texts (the booking's number, read when sent). */
  readonly phoneE164: string | null;
  readonly kind: string;
  readonly reminderKey: string | null;
  readonly params: Readonly<Record<string, unknown>>;
  readonly body: string | null;
  /** Claims so far, this one included. */
  readonly attempts: number;
  readonly happenedAt: Date;
}

/** How a claimed text ends without a send of its own. */
export type TextSettlement =
  /** Done another way: a reminder by e-mail, or no channel at all (no consent, no address). */
  | { readonly kind: 'done'; readonly channel: 'email' | 'none'; readonly note: string | null }
  /** Not sent and no longer wanted (the day has come, the number opted out). */
  | { readonly kind: 'withdrawn'; readonly note: string }
  /** Due again later (the quiet hours). */
  | { readonly kind: 'hold'; readonly until: Date };

/** One text of a booking's conversation, either way. */
export interface ConversationText {
  readonly id: string;
  readonly direction: 'in' | 'out';
  readonly kind: string;
  readonly body: string | null;
  readonly at: Date;
  readonly status: string;
  readonly channel: string | null;
}

export interface TextMessageRepository {
  recordConsent(record: TextConsentRecordInput): Promise<void>;
  /** The number's events, oldest first. */
  consentEvents(phoneE164: string): Promise<TextConsentEvent[]>;
  /** Writes (or rewrites) the booking's number reading. */
  notePhone(phone: BookingPhone): Promise<void>;
  bookingPhone(bookingId: string): Promise<BookingPhone | undefined>;
  /** The bookings this number was given for, newest first. */
  bookingsOfPhone(phoneE164: string): Promise<string[]>;
  /** Texts already sent to this number (the first one carries the full terms). */
  sentCount(phoneE164: string): Promise<number>;
  /** Queues a text in this transaction; answers its id. */
  queue(text: QueuedText): Promise<string>;
  /** The booking's reminders in every state. */
  reminders(bookingId: string): Promise<StoredReminder[]>;
  /** Pending texts withdrawn (never sent): a reminder no longer wanted. */
  withdraw(ids: readonly string[]): Promise<void>;
  /**
   * Records how a claimed text ended, while `worker` still holds its lease: false when it does not
   * (the caller rolls back what it wrote with it, the e-mail that replaces a reminder).
   */
  settle(id: string, worker: string, settlement: TextSettlement): Promise<boolean>;
  /** The booking's texts both ways (ours, and the replies from its number), oldest first. */
  conversation(bookingId: string, phoneE164: string | null): Promise<ConversationText[]>;
  /** The reply, once per MessageSid: false when it was recorded before. */
  recordInbound(reply: InboundTextRecord): Promise<boolean>;
}
