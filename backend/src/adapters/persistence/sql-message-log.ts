// The back office's view of the outbox (application/ports/message-log.ts), in SQL.
import type { MessageLog, MessageLogEntry, MessageStatus } from '../../application/ports/message-log.ts';
import { guarded } from './database-errors.ts';
import type { Orm } from './orm.ts';

interface LogRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: MessageStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  next_attempt_at: Date | string;
  sent_at: Date | string | null;
}

const columns = `"id", "kind", "recipient", "subject", "status", "attempts", "last_error", "created_at",
  "next_attempt_at", "sent_at"`;

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const entryOf = (row: LogRow): MessageLogEntry => ({
  id: row.id,
  kind: row.kind,
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  createdAt: date(row.created_at),
  nextAttemptAt: row.status === 'pending' ? date(row.next_attempt_at) : null,
  sentAt: row.sent_at === null ? null : date(row.sent_at),
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class SqlMessageLog implements MessageLog {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  listForBooking(bookingId: string): Promise<MessageLogEntry[]> {
    return this.list(`"booking_id" = ?`, bookingId);
  }

  listForContactRequest(contactRequestId: string): Promise<MessageLogEntry[]> {
    return this.list(`"contact_request_id" = ?`, contactRequestId);
  }

  requeueDead(messageId: string): Promise<boolean> {
    if (!uuidPattern.test(messageId)) return Promise.resolve(false);
    return guarded(async () => {
      const result = await this.orm.em.getConnection().execute<{ affectedRows: number }>(
        `update "outbox_messages" set "status" = 'pending', "attempts" = 0, "next_attempt_at" = now()
            where "id" = ? and "status" = 'dead'`,
        [messageId],
        'run',
      );
      return result.affectedRows === 1;
    });
  }

  private list(condition: string, id: string): Promise<MessageLogEntry[]> {
    if (!uuidPattern.test(id)) return Promise.resolve([]);
    return guarded(async () => {
      const rows = await this.orm.em
        .getConnection()
        .execute<LogRow[]>(
          `select ${columns} from "outbox_messages" where ${condition} order by "created_at", "kind"`,
          [id],
        );
      return rows.map(entryOf);
    });
  }
}
