// Table `rate_limit_counters` (docs/decisions/0013): one row per client and route, shared by
// every instance so they agree on who is over the limit.
import { defineEntity, p } from '@mikro-orm/core';

export const RateLimitCounterEntity = defineEntity({
  name: 'RateLimitCounter',
  tableName: 'rate_limit_counters',
  properties: {
    key: p.string().length(255).primary(),
    hits: p.integer(),
    resetAt: p.datetime().index('rate_limit_counters_reset_at_index'),
  },
});
