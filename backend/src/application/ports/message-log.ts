// The outbox as the back office reads it (the mail helper's adapter implements it; this is the
// shape the admin use cases were written against): a booking's messages, and sending a dead
// one again. Both outside any transaction of the caller.
export interface LoggedMessage {
  readonly id: string;
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly status: 'pending' | 'sent' | 'dead';
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly sentAt: Date | null;
  readonly nextAttemptAt: Date | null;
}

export interface MessageLog {
  /** Oldest first. */
  listForBooking(bookingId: string): Promise<LoggedMessage[]>;
  /** Puts a dead message of this booking back in the queue; undefined when there is no such dead message. */
  requeueDead(bookingId: string, messageId: string): Promise<LoggedMessage | undefined>;
}
