import type { IdempotencyRecord, IdempotencyStore } from '../../application/ports/idempotency.ts';
import { guarded } from './database-errors.ts';
import { IdempotencyKeyEntity } from './entities/idempotency-key-entity.ts';
import type { Orm } from './orm.ts';

export class MikroOrmIdempotencyStore implements IdempotencyStore {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  find(scope: string, key: string): Promise<IdempotencyRecord | undefined> {
    return guarded(async () => {
      const row = await this.orm.em.fork().findOne(IdempotencyKeyEntity, { route: scope, key });
      if (!row) return undefined;
      return {
        scope: row.route,
        key: row.key,
        requestHash: row.requestHash,
        reply: { status: row.responseStatus, body: row.responseBody },
        createdAt: new Date(row.createdAt),
      };
    });
  }

  /** Forgets records older than the retention (at least 24 hours, docs/operations.md). */
  deleteOlderThan(cutoff: Date): Promise<number> {
    // Background work (the retention sweep): no request waits on it, so no request deadline.
    return guarded(
      () => this.orm.em.fork().nativeDelete(IdempotencyKeyEntity, { createdAt: { $lt: cutoff } }),
      null,
    );
  }
}
