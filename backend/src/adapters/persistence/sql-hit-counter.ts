// Fixed-window hit counters in the shared database (docs/decisions/0013), through the query
// builder. One upsert per hit, atomic in PostgreSQL and PGlite alike; the database's clock
// decides windows so instances with skewed clocks still agree.
import { createHash } from 'node:crypto';
import { sql } from '@mikro-orm/core';
import type { HitCounter } from '../../application/ports/hit-counter.ts';
import { guarded } from './database-errors.ts';
import { RateLimitCounterEntity } from './entities/rate-limit-counter-entity.ts';
import type { Orm } from './orm.ts';

/** The length of `rate_limit_counters.key` (varchar, in characters). */
const keyColumnLength = 255;
/** What a hashed key keeps of the key in clear, for an operator reading the table. */
const keptPrefixLength = 120;

/**
 * The key as stored: itself when it fits the column; else its start and the SHA-256 of the whole
 * of it, so a limiter keyed by what a client sends (a 254-character e-mail, its canonical form
 * that NFKC may lengthen) never overflows the column, and two long keys stay two counters.
 */
export function storedLimiterKey(key: string): string {
  if (key.length <= keyColumnLength) return key;
  return `${key.slice(0, keptPrefixLength)}#sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** The stored window has ended (by the database's clock): the hit opens a new one. */
const windowEnded = sql`"rate_limit_counters"."reset_at" <= now()`;

export class SqlHitCounter implements HitCounter {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  increment(typedKey: string, windowMs: number): Promise<{ hits: number; resetAt: Date }> {
    const key = storedLimiterKey(typedKey);
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

  decrement(typedKey: string): Promise<void> {
    const key = storedLimiterKey(typedKey);
    return guarded(async () => {
      await this.orm.em
        .fork()
        .nativeUpdate(RateLimitCounterEntity, { key }, { hits: sql`greatest("hits" - 1, 0)` });
    });
  }

  reset(typedKey: string): Promise<void> {
    const key = storedLimiterKey(typedKey);
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
