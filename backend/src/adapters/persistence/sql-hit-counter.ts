// Fixed-window hit counters in the shared database (docs/decisions/0013), through the query
// builder. One upsert per hit, atomic in PostgreSQL and PGlite alike; the database's clock
// decides windows so instances with skewed clocks still agree.
import { sql } from '@mikro-orm/core';
import type { HitCounter } from '../../application/ports/hit-counter.ts';
import { guarded } from './database-errors.ts';
import { RateLimitCounterEntity } from './entities/rate-limit-counter-entity.ts';
import type { Orm } from './orm.ts';

/** The stored window has ended (by the database's clock): the hit opens a new one. */
const windowEnded = sql`"rate_limit_counters"."reset_at" <= now()`;

export class SqlHitCounter implements HitCounter {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  increment(key: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
    return guarded(async () => {
      const [row] = await this.orm.em
        .fork()
        .createQueryBuilder(RateLimitCounterEntity)
        .insert({ key, hits: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflict('key')
        .merge({
          hits: sql`case when ${windowEnded} then 1 else "rate_limit_counters"."hits" + 1 end`,
          resetAt: sql`case when ${windowEnded} then excluded."reset_at" else "rate_limit_counters"."reset_at" end`,
        })
        .returning(['hits', 'resetAt'])
        .execute<{ hits: number; resetAt: Date | string }[]>('all');
      if (!row) throw new Error('rate-limit upsert returned no row');
      return { hits: Number(row.hits), resetAt: new Date(row.resetAt) };
    });
  }

  decrement(key: string): Promise<void> {
    return guarded(async () => {
      await this.orm.em
        .fork()
        .nativeUpdate(RateLimitCounterEntity, { key }, { hits: sql`greatest("hits" - 1, 0)` });
    });
  }

  reset(key: string): Promise<void> {
    return guarded(async () => {
      await this.orm.em.fork().nativeDelete(RateLimitCounterEntity, { key });
    });
  }

  /** Drops counters whose window ended before the cutoff. */
  deleteEndedBefore(cutoff: Date): Promise<number> {
    // Background work (the retention sweep): no request deadline.
    return guarded(
      () => this.orm.em.fork().nativeDelete(RateLimitCounterEntity, { resetAt: { $lt: cutoff } }),
      null,
    );
  }
}
