// The texts' delivery worker (docs/decisions/0200), beside the e-mail's and built the same way:
// it claims due texts under a lease (sql-text-queue.ts: FOR UPDATE SKIP LOCKED, so several
// workers share the queue and each text is claimed by one), makes each ready in a transaction of
// its own (PrepareTextMessage: the consent read now, the words made now, a reminder that cannot
// be texted turned into its e-mail), sends it outside any transaction through
// TextMessageDelivery, and records the outcome: sent, due again, or dead. A worker killed
// mid-send leaves its texts leased; they come due again when the lease ends, and the file sender
// rewrites the same file (the row's id names it), so a text is written once.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { ClaimedTextRow } from '../../application/ports/text-messages.ts';
import type { PrepareTextMessage } from '../../application/text-messages/prepare-text-message.ts';
import type { RecordProviderOptOut } from '../../application/text-messages/record-provider-opt-out.ts';
import type { SqlTextQueue } from '../persistence/sql-text-queue.ts';
import { maskedPhone } from './masked-phone.ts';
import type { TextMessageDelivery } from './text-message-delivery.ts';

export interface TextDeliveryWorkerOptions {
  readonly queue: SqlTextQueue;
  readonly prepare: PrepareTextMessage;
  readonly delivery: TextMessageDelivery;
  readonly optOut: RecordProviderOptOut;
  readonly logger: Logger;
  /** Texts claimed and sent at once. */
  readonly concurrency: number;
  /** Longer than a send can take (the Twilio sender's timeout is 10 s). */
  readonly leaseMs?: number;
  /** How often an idle worker looks for due texts (reminders come due with no commit to wake it). */
  readonly pollMs?: number;
  readonly workerId?: string;
}

export class TextDeliveryWorker {
  readonly id: string;
  private readonly options: TextDeliveryWorkerOptions;
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;

  constructor(options: TextDeliveryWorkerOptions) {
    this.options = options;
    this.id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Looks for due texts now instead of at the next poll (after a use case queued some). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops claiming and waits up to `graceMs` for the texts in flight. */
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
  }

  /** Claims and sends in batches of `concurrency`; with fewer due than that, waits for the poll. */
  private async run(): Promise<void> {
    const { queue, concurrency, leaseMs = 60_000, pollMs = 1_000, logger } = this.options;
    while (this.running) {
      this.woken = false;
      let claimed = 0;
      try {
        const rows = await queue.claim(this.id, concurrency, leaseMs);
        claimed = rows.length;
        await Promise.all(rows.map((row) => this.handle(row)));
      } catch (error) {
        logger.warn({ err: error }, 'could not claim texts to send; trying again shortly');
      }
      if (!this.running) break;
      if (claimed < concurrency && !this.woken) await this.sleep(pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  private async handle(row: ClaimedTextRow): Promise<void> {
    const { queue, prepare, delivery, optOut, logger } = this.options;
    const about = { textId: row.id, kind: row.kind, attempts: row.attempts };
    try {
      const prepared = await prepare.execute(row, this.id);
      if (prepared.kind !== 'send') return;
      const outcome = await delivery.deliver({
        id: row.id,
        kind: prepared.deliveryKind,
        to: prepared.to,
        body: prepared.body,
        attempts: row.attempts,
        happenedAt: row.happenedAt,
      });
      if (outcome.kind === 'sent') {
        const sent = { body: prepared.body, providerId: outcome.providerId, segments: outcome.segments };
        if ((await queue.markSent(row.id, this.id, sent)) === 'lost') {
          logger.warn(about, 'text sent after its lease had passed to another worker, which may send it too');
        }
      } else if (outcome.kind === 'retry') {
        await queue.markRetry(row.id, this.id, outcome.error, outcome.dueAt);
      } else {
        await queue.markDead(row.id, this.id, `${outcome.reason}: ${outcome.error}`);
        if (outcome.reason === 'unsubscribed') {
          await optOut.execute(prepared.to);
          logger.info({ ...about, to: maskedPhone(prepared.to) }, 'opt-out recorded from the provider');
        }
      }
    } catch (error) {
      // The lease runs out and the text comes due again: a retry, as intended.
      logger.warn({ ...about, err: error }, 'could not send or record a text; it comes due again');
    }
  }
}
