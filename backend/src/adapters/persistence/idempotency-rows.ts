import type { IdempotencyRecord } from '../../application/ports/idempotency.ts';
import { IdempotencyKeyEntity } from './entities/idempotency-key-entity.ts';

export function idempotencyRow(record: IdempotencyRecord) {
  return {
    route: record.scope,
    key: record.key,
    requestHash: record.requestHash,
    responseStatus: record.reply.status,
    // Stored as jsonb, which refuses the \u0000 escape: row-insert.ts drops it.
    responseBody: record.reply.body,
    createdAt: record.createdAt,
  };
}

export { IdempotencyKeyEntity };
