// The delivery worker (docs/decisions/0070): claims due messages under a lease, sends them
// outside any transaction, and records each outcome: sent; due again after a capped, jittered
// backoff; or dead, at once for a permanent refusal or after `maxAttempts`. It runs in every
// app instance (and alone through `npm run worker`); instances share the work through the claim.
// Stopping lets sends in flight finish; what it could not finish in time stays leased and comes
// due again when the lease ends, so nothing is marked sent that was not. Just before each send it
// makes the message's send-time parts (the My booking link, docs/decisions/0160); a part it cannot
// make now (the database away) is a temporary failure like any other.

import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import { DeliveryError, type MailTransport } from './mail-transport.ts';
import type { ClaimedMail, OutboxQueue } from './outbox-queue.ts';
import { defaultRetryPolicy, type RetryPolicy, retryDelayMs } from './retry-delay.ts';
import type { SendTimeParts } from './send-time-parts.ts';

export interface DeliveryWorkerOptions {
  readonly queue: OutboxQueue;
  readonly transport: MailTransport;
  /** Makes each message's send-time parts as it goes out. */
  readonly parts: SendTimeParts;
  readonly logger: Logger;
  /** Messages sent at once (and SMTP connections kept, for the SMTP transport). */
  readonly concurrency: number;
  readonly maxAttempts: number;
  /** Longer than a send can take: the transport's timeouts are a quarter of it (smtpTimeoutMs). */
  readonly leaseMs?: number;
  /** How often an idle worker looks for due messages. */
  readonly pollMs?: number;
  readonly retry?: RetryPolicy;
  readonly random?: () => number;
  readonly workerId?: string;
}

export class DeliveryWorker {
  readonly id: string;
  private readonly options: DeliveryWorkerOptions;
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private waitingForSlot = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(options: DeliveryWorkerOptions) {
    this.options = options;
    this.id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Looks for due messages now instead of at the next poll (after a use case queued some). */
  wake(): void {
    this.wakeUp?.();
  }

  /**
   * Stops claiming and waits up to `graceMs` for the sends in flight; then closes the transport.
   * Messages still in flight after that stay leased to this worker until their lease ends.
   */
  async stop(graceMs = 5_000): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wake();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.loop,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      }),
    ]);
    clearTimeout(timer);
    this.options.transport.close();
  }

  /**
   * Keeps up to `concurrency` sends going: claims as many due messages as there are free slots,
   * and claims again once half the slots are free, so one slow message never holds up the others.
   * With nothing due it looks again after `pollMs`, or at once when woken.
   */
  private async run(): Promise<void> {
    const { queue, pollMs = 1_000, concurrency, leaseMs = 120_000, logger } = this.options;
    while (this.running) {
      const free = concurrency - this.inFlight.size;
      if (free === 0) {
        // Woken (a new booking) while every slot is busy.
        await this.sleep(null);
        continue;
      }
      let claimed = 0;
      try {
        const mails = await queue.claim(this.id, free, leaseMs);
        claimed = mails.length;
        for (const mail of mails) this.track(this.deliver(mail));
      } catch (error) {
        logger.warn({ err: error }, 'could not claim e-mails to send; trying again shortly');
      }
      if (!this.running) break;
      // All slots busy: go on when half of them are free. Fewer due than free: the queue is drained.
      await this.sleep(claimed === free ? null : pollMs);
    }
    await Promise.all(this.inFlight);
  }

  private track(send: Promise<void>): void {
    this.inFlight.add(send);
    void send.finally(() => {
      this.inFlight.delete(send);
      // Claim again once half the slots are free: one claim per few messages, not per message.
      if (this.waitingForSlot && this.inFlight.size <= Math.floor(this.options.concurrency / 2)) this.wake();
    });
  }

  /** Waits `ms` (null: until half the slots are free), or until woken. */
  private sleep(ms: number | null): Promise<void> {
    return new Promise((resolve) => {
      const timer = ms === null ? undefined : setTimeout(() => done(), ms);
      this.waitingForSlot = ms === null;
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        this.waitingForSlot = false;
        resolve();
      };
      this.wakeUp = done;
    });
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const { queue, transport, parts, logger, maxAttempts, retry = defaultRetryPolicy, random } = this.options;
    try {
      await transport.send(await parts.fill(mail));
    } catch (error) {
      const failure =
        error instanceof DeliveryError ? error : new DeliveryError(String(error), false, { cause: error });
      const dead = failure.permanent || mail.attempts >= maxAttempts;
      try {
        if (dead) {
          await queue.markDead(mail.id, this.id, failure.message);
          logger.error(
            { messageId: mail.messageId, kind: mail.kind, attempts: mail.attempts, error: failure.message },
            'e-mail is dead: it will not be tried again unless re-queued',
          );
        } else {
          const delayMs = retryDelayMs(mail.attempts, retry, random);
          await queue.markRetry(mail.id, this.id, failure.message, delayMs);
          logger.warn(
            {
              messageId: mail.messageId,
              kind: mail.kind,
              attempts: mail.attempts,
              delayMs,
              error: failure.message,
            },
            'e-mail not sent; will try again',
          );
        }
      } catch (recordError) {
        // The lease runs out and the message comes due again: a retry, as intended.
        logger.warn({ err: recordError, messageId: mail.messageId }, 'could not record a failed send');
      }
      return;
    }
    try {
      if ((await queue.markSent(mail.id, this.id)) === 'lost') {
        // The SMTP timeouts keep a send inside its lease; a relay slow at every step can still
        // outlast it, and then another worker may have sent the message too.
        logger.warn(
          { messageId: mail.messageId, kind: mail.kind, attempts: mail.attempts },
          'e-mail sent after its lease had passed to another worker, which may send it too: raise MAIL_LEASE_SECONDS',
        );
      }
    } catch (error) {
      // Sent, yet not recorded: it will go again when the lease ends, with the same Message-ID.
      logger.error({ err: error, messageId: mail.messageId }, 'e-mail sent but not recorded as sent');
    }
  }
}
