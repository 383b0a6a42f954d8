import type { IdempotencyRecord } from '../../application/ports/idempotency.ts';
import { IdempotencyKeyEntity } from './entities/idempotency-key-entity.ts';

export function idempotencyRow(record: IdempotencyRecord) {
  return {
    route: record.scope,
    key: record.key,
    requestHash: record.requestHash,
    responseStatus: record.reply.status,
    // jsonb refuses the \u0000 escape too (see withoutNul).
    responseBody: JSON.parse(JSON.stringify(record.reply.body).replaceAll('\\u0000', '')) as unknown,
    createdAt: record.createdAt,
  };
}

export { IdempotencyKeyEntity };
