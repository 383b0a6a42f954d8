// What the delivery worker needs from the outbox's storage (docs/decisions/0070): claim due
// messages under a lease, then record each one's outcome. A claim counts as an attempt, so a
// message that crashes its sender still reaches its limit instead of looping for ever.
import type { MailContent, SendTimePart } from './rendered-mail.ts';

/** A claimed message as it goes out: its send-time parts made and put in place. */
export interface OutgoingMail extends MailContent {
  readonly id: string;
  readonly kind: string;
  readonly messageId: string;
  /** Attempts so far, this one included. */
  readonly attempts: number;
}

/** A claimed message as stored: placeholders for its send-time parts (docs/decisions/0160). */
export interface ClaimedMail extends OutgoingMail {
  readonly parts: readonly SendTimePart[];
}

export interface OutboxQueue {
  /**
   * Up to `limit` due pending messages no other worker holds, leased to `worker` for `leaseMs`:
   * if the worker dies, each is due again when its lease ends.
   */
  claim(worker: string, limit: number, leaseMs: number): Promise<ClaimedMail[]>;
  /**
   * Sent: recorded whoever holds the lease now, since the message did go out (a worker that
   * recorded nothing would leave it to be sent again). Answers whether `worker` still held the
   * lease: `lost` means another worker claimed it meanwhile and may send it too.
   */
  markSent(id: string, worker: string): Promise<'held' | 'lost'>;
  /** A temporary failure: due again in `delayMs`, if `worker` still holds it. */
  markRetry(id: string, worker: string, error: string, delayMs: number): Promise<void>;
  /** Given up: kept with its last error for the back office, if `worker` still holds it. */
  markDead(id: string, worker: string, error: string): Promise<void>;
}
