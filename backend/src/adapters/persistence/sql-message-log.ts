// The back office's view of the outbox (application/ports/message-log.ts), through the query
// builder and the EntityManager.
import { sql } from '@mikro-orm/core';
import type { MessageLog, MessageLogEntry, MessageStatus } from '../../application/ports/message-log.ts';
import { guarded } from './database-errors.ts';
import { OutboxMessageEntity } from './entities/outbox-message-entity.ts';
import { isUuid } from './is-uuid.ts';
import type { Orm } from './orm.ts';

export class SqlMessageLog implements MessageLog {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  listForBooking(bookingId: string): Promise<MessageLogEntry[]> {
    return isUuid(bookingId) ? this.list({ booking: bookingId }) : Promise.resolve([]);
  }

  listForContactRequest(contactRequestId: string): Promise<MessageLogEntry[]> {
    return isUuid(contactRequestId) ? this.list({ contactRequest: contactRequestId }) : Promise.resolve([]);
  }

  requeueDead(messageId: string): Promise<boolean> {
    if (!isUuid(messageId)) return Promise.resolve(false);
    return guarded(async () => {
      const requeued = await this.orm.em
        .fork()
        .nativeUpdate(
          OutboxMessageEntity,
          { id: messageId, status: 'dead' },
          { status: 'pending', attempts: 0, nextAttemptAt: sql`now()` },
        );
      return requeued === 1;
    });
  }

  private list(about: { booking: string } | { contactRequest: string }): Promise<MessageLogEntry[]> {
    return guarded(async () => {
      const rows = await this.orm.em
        .fork()
        .createQueryBuilder(OutboxMessageEntity, 'm')
        .select([
          'id',
          'kind',
          'recipient',
          'subject',
          'status',
          'attempts',
          'lastError',
          'createdAt',
          'nextAttemptAt',
          'sentAt',
        ])
        .where(about)
        .orderBy([{ createdAt: 'asc' }, { kind: 'asc' }])
        .execute('all');
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        status: row.status as MessageStatus,
        attempts: row.attempts,
        lastError: row.lastError ?? null,
        createdAt: new Date(row.createdAt),
        nextAttemptAt: row.status === 'pending' ? new Date(row.nextAttemptAt) : null,
        sentAt: row.sentAt == null ? null : new Date(row.sentAt),
      }));
    });
  }
}
