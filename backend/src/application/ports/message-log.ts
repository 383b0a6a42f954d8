// The back office's view of the e-mails a booking or a request caused (docs/decisions/0070):
// whether each was sent, is waiting for another attempt, or is dead, and why.
export type MessageStatus = 'pending' | 'sent' | 'dead';

export interface MessageLogEntry {
  readonly id: string;
  readonly kind: string;
  readonly recipient: string;
  readonly subject: string;
  readonly status: MessageStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: Date;
  /** When the next attempt is due (pending only). */
  readonly nextAttemptAt: Date | null;
  readonly sentAt: Date | null;
}

export interface MessageLog {
  /** The booking's messages, oldest first. */
  listForBooking(bookingId: string): Promise<MessageLogEntry[]>;
  /** The contact request's messages, oldest first. */
  listForContactRequest(contactRequestId: string): Promise<MessageLogEntry[]>;
  /**
   * Puts a dead message back in the queue, due now, with its attempts counted from zero; its last
   * error stays until the next attempt. False when no dead message has that id.
   */
  requeueDead(messageId: string): Promise<boolean>;
}
