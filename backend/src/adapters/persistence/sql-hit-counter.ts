// Fixed-window hit counters in the shared database (docs/decisions/0013). One upsert per hit,
// atomic in PostgreSQL and PGlite alike; the database's clock decides windows so instances
// with skewed clocks still agree.
import type { HitCounter } from '../../application/ports/hit-counter.ts';
import { guarded } from './database-errors.ts';
import type { Orm } from './orm.ts';

const incrementSql = `
insert into "rate_limit_counters" ("key", "hits", "reset_at")
values (?, 1, now() + ? * interval '1 millisecond')
on conflict ("key") do update set
  "hits" = case when "rate_limit_counters"."reset_at" <= now() then 1
                else "rate_limit_counters"."hits" + 1 end,
  "reset_at" = case when "rate_limit_counters"."reset_at" <= now() then excluded."reset_at"
                    else "rate_limit_counters"."reset_at" end
returning "hits", (extract(epoch from "reset_at") * 1000)::float8 as "reset_ms"`;

export class SqlHitCounter implements HitCounter {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  increment(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
    return guarded(async () => {
      const rows = await this.connection().execute<{ hits: number; reset_ms: number }[]>(incrementSql, [
        key,
        windowMs,
      ]);
      const row = rows[0];
      if (!row) throw new Error('rate-limit upsert returned no row');
      return { hits: Number(row.hits), resetAt: new Date(Number(row.reset_ms)) };
    });
  }

  decrement(key: string): Promise<void> {
    return guarded(async () => {
      await this.connection().execute(
        `update "rate_limit_counters" set "hits" = greatest("hits" - 1, 0) where "key" = ?`,
        [key],
      );
    });
  }

  reset(key: string): Promise<void> {
    return guarded(async () => {
      await this.connection().execute(`delete from "rate_limit_counters" where "key" = ?`, [key]);
    });
  }

  /** Drops counters whose window ended before the cutoff. */
  deleteEndedBefore(cutoff: Date): Promise<number> {
    // Background work (the retention sweep): no request deadline.
    return guarded(async () => {
      const result = await this.connection().execute<{ affectedRows: number }>(
        `delete from "rate_limit_counters" where "reset_at" < ?`,
        [cutoff],
        'run',
      );
      return result.affectedRows;
    }, null);
  }

  private connection() {
    return this.orm.em.getConnection();
  }
}
