// The texts' queue in SQL (docs/decisions/0200), the e-mail outbox's claim on its own table: due
// rows locked with FOR UPDATE SKIP LOCKED, so two workers never take the same row, the lease
// written as the row's next due time, so a killed worker's rows come due again by themselves, and
// the database's clock decides. Hand-written for the reason decision 0110 gives for the e-mail's
// claim: it runs after every committed transaction and for every text.
import type { ClaimedTextRow } from '../../application/ports/text-messages.ts';
import { guarded } from './database-errors.ts';
import type { Orm } from './orm.ts';

const claimSql = `
update "text_messages" set
  "attempts" = "attempts" + 1,
  "leased_by" = ?,
  "lease_until" = now() + ? * interval '1 millisecond',
  "due_at" = now() + ? * interval '1 millisecond'
where "id" in (
  select "id" from "text_messages"
  where "status" = 'pending' and "due_at" <= now()
  order by "due_at"
  limit ?
  for update skip locked)
returning "id", "booking_id", "phone_e164", "kind", "reminder_key", "params", "body", "attempts", "happened_at"`;

interface ClaimRow {
  id: string;
  booking_id: string | null;
  phone_e164: string | null;
  kind: string;
  reminder_key: string | null;
  params: Record<string, unknown> | string;
  body: string | null;
  attempts: number;
  happened_at: string | Date;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const errorText = (error: string) => error.slice(0, 2000);

/** What a send answered, as the worker records it. */
export interface SentText {
  readonly body: string;
  readonly providerId: string;
  readonly segments: number | null;
}

export class SqlTextQueue {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  claim(worker: string, limit: number, leaseMs: number): Promise<ClaimedTextRow[]> {
    return guarded(async () => {
      const rows = await this.orm.em
        .getConnection()
        .execute<ClaimRow[]>(claimSql, [worker, leaseMs, leaseMs, limit]);
      return rows.map((row) => ({
        id: row.id,
        bookingId: row.booking_id,
        phoneE164: row.phone_e164,
        kind: row.kind,
        reminderKey: row.reminder_key,
        params: json<Record<string, unknown>>(row.params),
        body: row.body,
        attempts: Number(row.attempts),
        happenedAt: new Date(row.happened_at),
      }));
    }, null);
  }

  /** Sent: recorded whoever holds the lease now (it did go out); answers whether `worker` still held it. */
  async markSent(id: string, worker: string, sent: SentText): Promise<'held' | 'lost'> {
    const sql = `update "text_messages" set "status" = 'sent', "channel" = 'text', "sent_at" = now(),
        "body" = ?, "provider_id" = ?, "segments" = ?, "lease_until" = null, "leased_by" = null,
        "last_error" = null where "id" = ? and "status" = 'pending'`;
    const values = [sent.body, sent.providerId.slice(0, 100), sent.segments, id];
    const held = await this.run(`${sql} and "leased_by" = ?`, [...values, worker]);
    if (held > 0) return 'held';
    await this.run(sql, values);
    return 'lost';
  }

  async markRetry(id: string, worker: string, error: string, dueAt: Date): Promise<void> {
    await this.run(
      `update "text_messages" set "due_at" = ?, "lease_until" = null, "leased_by" = null, "last_error" = ?
        where "id" = ? and "leased_by" = ? and "status" = 'pending'`,
      [dueAt.toISOString(), errorText(error), id, worker],
    );
  }

  async markDead(id: string, worker: string, error: string): Promise<void> {
    await this.run(
      `update "text_messages" set "status" = 'dead', "lease_until" = null, "leased_by" = null,
        "last_error" = ? where "id" = ? and "leased_by" = ? and "status" = 'pending'`,
      [errorText(error), id, worker],
    );
  }

  private async run(sql: string, params: unknown[]): Promise<number> {
    const result = await guarded(
      () => this.orm.em.getConnection().execute<{ affectedRows: number }>(sql, params, 'run'),
      null,
    );
    return result.affectedRows;
  }
}
