// Table `idempotency_keys` (docs/decisions/0012): the primary key (route, key) is what settles
// two concurrent requests with one key; the reply is kept to be replayed as is.
import { defineEntity, p } from '@mikro-orm/core';

export const IdempotencyKeyEntity = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  properties: {
    route: p.string().length(40).primary(),
    key: p.string().length(255).primary(),
    requestHash: p.string().length(64),
    responseStatus: p.integer(),
    responseBody: p.json<unknown>(),
    createdAt: p.datetime().defaultRaw('now()').index('idempotency_keys_created_at_index'),
  },
});
