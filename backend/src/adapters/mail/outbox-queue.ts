// What the delivery worker needs from the outbox's storage (docs/decisions/0070): claim due
// messages under a lease, then record each one's outcome. A claim counts as an attempt, so a
// message that crashes its sender still reaches its limit instead of looping for ever.
import type { MailContent } from './rendered-mail.ts';

export interface ClaimedMail extends MailContent {
  readonly id: string;
  readonly kind: string;
  readonly messageId: string;
  /** Attempts so far, this one included. */
  readonly attempts: number;
}

export interface OutboxQueue {
  /**
   * Up to `limit` due pending messages no other worker holds, leased to `worker` for `leaseMs`:
   * if the worker dies, each is due again when its lease ends.
   */
  claim(worker: string, limit: number, leaseMs: number): Promise<ClaimedMail[]>;
  /** Sent: recorded whoever holds the lease now, since the message did go out. */
  markSent(id: string): Promise<void>;
  /** A temporary failure: due again in `delayMs`, if `worker` still holds it. */
  markRetry(id: string, worker: string, error: string, delayMs: number): Promise<void>;
  /** Given up: kept with its last error for the back office, if `worker` still holds it. */
  markDead(id: string, worker: string, error: string): Promise<void>;
}
