// The outbox queue through MikroORM's query builder, the same on PostgreSQL and PGlite. The claim
// is one statement: the due rows are locked with FOR UPDATE SKIP LOCKED (the query builder's
// PESSIMISTIC_PARTIAL_WRITE), so two workers never take the same row, and the lease is written
// as the row's next due time, so a dead worker's rows come due again by themselves
// (docs/decisions/0070). The database's clock decides (`now()`), so instances with skewed clocks
// agree.
import { LockMode, sql } from '@mikro-orm/core';
import type { ClaimedMail, OutboxQueue } from '../mail/outbox-queue.ts';
import type { MailAddress, MailAttachment } from '../mail/rendered-mail.ts';
import { guarded } from './database-errors.ts';
import { OutboxMessageEntity } from './entities/outbox-message-entity.ts';
import type { Orm } from './orm.ts';

/** jsonb arrives parsed from pg and PGlite alike; a string is parsed for safety. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Kept short in the row: enough to tell what went wrong, never a whole transcript. */
const errorText = (error: string) => error.slice(0, 2000);

/** `now()` plus some milliseconds, by the database's clock. */
const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** The lease ended: nobody holds the message any more. */
const released = { leaseUntil: null, leasedBy: null };

/** A claimed row, as the update returns it (property names). */
interface ClaimedRow {
  id: string;
  kind: string;
  messageId: string;
  recipient: string;
  replyTo: MailAddress | string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: MailAttachment[] | string;
  attempts: number;
}

const claimedFields: (keyof ClaimedRow)[] = [
  'id',
  'kind',
  'messageId',
  'recipient',
  'replyTo',
  'subject',
  'textBody',
  'htmlBody',
  'attachments',
  'attempts',
];

export class SqlOutboxQueue implements OutboxQueue {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  claim(worker: string, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    return guarded(async () => {
      const em = this.orm.em.fork();
      // The subquery's rows are locked until the update's own statement ends, so the claim needs
      // no transaction of its own: the lock is set on the subquery's native builder (the query
      // builder's setLockMode asks for a transaction whatever the statement).
      const due = em
        .createQueryBuilder(OutboxMessageEntity, 'due')
        .select('id')
        .where({ status: 'pending', nextAttemptAt: { $lte: sql`now()` } })
        .orderBy({ nextAttemptAt: 'asc' })
        .limit(limit)
        .getNativeQuery()
        .lockMode(LockMode.PESSIMISTIC_PARTIAL_WRITE);
      const rows = await em
        .createQueryBuilder(OutboxMessageEntity)
        .update({
          attempts: sql`"attempts" + 1`,
          leasedBy: worker,
          leaseUntil: inMs(leaseMs),
          nextAttemptAt: inMs(leaseMs),
        })
        .where({ id: { $in: due } })
        .returning(claimedFields)
        .execute<ClaimedRow[]>('all');
      return rows
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          messageId: row.messageId,
          to: row.recipient,
          replyTo: row.replyTo == null ? null : json<MailAddress>(row.replyTo),
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          attachments: json<MailAttachment[]>(row.attachments),
          attempts: Number(row.attempts),
        }))
        .sort((a, b) => a.id.localeCompare(b.id));
    }, null);
  }

  markSent(id: string): Promise<void> {
    return this.update(
      { id, status: 'pending' },
      { status: 'sent', sentAt: sql`now()`, ...released, lastError: null },
    );
  }

  markRetry(id: string, worker: string, error: string, delayMs: number): Promise<void> {
    return this.update(
      { id, leasedBy: worker, status: 'pending' },
      { nextAttemptAt: inMs(delayMs), ...released, lastError: errorText(error) },
    );
  }

  markDead(id: string, worker: string, error: string): Promise<void> {
    return this.update(
      { id, leasedBy: worker, status: 'pending' },
      { status: 'dead', ...released, lastError: errorText(error) },
    );
  }

  private async update(
    where: { id: string; status: 'pending'; leasedBy?: string },
    change: Record<string, unknown>,
  ): Promise<void> {
    await guarded(() => this.orm.em.fork().nativeUpdate(OutboxMessageEntity, where, change), null);
  }
}
