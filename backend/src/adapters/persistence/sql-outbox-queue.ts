// The outbox queue in SQL, the same on PostgreSQL and PGlite. The claim is one statement: the
// due rows are locked with FOR UPDATE SKIP LOCKED, so two workers never take the same row, and
// the lease is written as the row's next due time, so a dead worker's rows come due again by
// themselves (docs/decisions/0070). The database's clock decides, so instances with skewed
// clocks agree. Hand-written, not the query builder's (which can express the claim): the worker
// claims after every committed transaction and marks every message, and the query builder's
// statements cost about three times the CPU (docs/decisions/0110, `npm run bench:raw-sql`).
import type { ClaimedMail, OutboxQueue } from '../mail/outbox-queue.ts';
import type { MailAddress, MailAttachment, SendTimePart } from '../mail/rendered-mail.ts';
import { guarded } from './database-errors.ts';
import type { Orm } from './orm.ts';

const claimSql = `
update "outbox_messages" set
  "attempts" = "attempts" + 1,
  "leased_by" = ?,
  "lease_until" = now() + ? * interval '1 millisecond',
  "next_attempt_at" = now() + ? * interval '1 millisecond'
where "id" in (
  select "id" from "outbox_messages"
  where "status" = 'pending' and "next_attempt_at" <= now()
  order by "next_attempt_at"
  limit ?
  for update skip locked)
returning "id", "kind", "message_id", "recipient", "reply_to", "subject", "text_body", "html_body",
  "attachments", "parts", "attempts"`;

interface ClaimRow {
  id: string;
  kind: string;
  message_id: string;
  recipient: string;
  reply_to: MailAddress | string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: MailAttachment[] | string;
  parts: SendTimePart[] | string;
  attempts: number;
}

/** jsonb arrives parsed from pg and PGlite alike; a string is parsed for safety. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Kept short in the row: enough to tell what went wrong, never a whole transcript. */
const errorText = (error: string) => error.slice(0, 2000);

export class SqlOutboxQueue implements OutboxQueue {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  claim(worker: string, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    return guarded(async () => {
      const rows = await this.connection().execute<ClaimRow[]>(claimSql, [worker, leaseMs, leaseMs, limit]);
      return rows
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          messageId: row.message_id,
          to: row.recipient,
          replyTo: row.reply_to === null ? null : json<MailAddress>(row.reply_to),
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          attachments: json<MailAttachment[]>(row.attachments),
          parts: json<SendTimePart[]>(row.parts),
          attempts: Number(row.attempts),
        }))
        .sort((a, b) => a.id.localeCompare(b.id));
    }, null);
  }

  /** Recorded as this worker's send while it holds the lease; else recorded all the same. */
  async markSent(id: string, worker: string): Promise<'held' | 'lost'> {
    const sent = `update "outbox_messages" set "status" = 'sent', "sent_at" = now(), "lease_until" = null,
        "leased_by" = null, "last_error" = null where "id" = ? and "status" = 'pending'`;
    const held = await guarded(
      () =>
        this.connection().execute<{ affectedRows: number }>(
          `${sent} and "leased_by" = ?`,
          [id, worker],
          'run',
        ),
      null,
    );
    if (held.affectedRows > 0) return 'held';
    await this.run(sent, [id]);
    return 'lost';
  }

  markRetry(id: string, worker: string, error: string, delayMs: number): Promise<void> {
    return this.run(
      `update "outbox_messages" set "next_attempt_at" = now() + ? * interval '1 millisecond',
        "lease_until" = null, "leased_by" = null, "last_error" = ?
        where "id" = ? and "leased_by" = ? and "status" = 'pending'`,
      [delayMs, errorText(error), id, worker],
    );
  }

  markDead(id: string, worker: string, error: string): Promise<void> {
    return this.run(
      `update "outbox_messages" set "status" = 'dead', "lease_until" = null, "leased_by" = null,
        "last_error" = ? where "id" = ? and "leased_by" = ? and "status" = 'pending'`,
      [errorText(error), id, worker],
    );
  }

  private async run(sql: string, params: unknown[]): Promise<void> {
    await guarded(() => this.connection().execute(sql, params, 'run'), null);
  }

  private connection() {
    return this.orm.em.getConnection();
  }
}
