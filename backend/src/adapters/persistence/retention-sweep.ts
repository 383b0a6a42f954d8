// Forgets idempotency records past their retention (at least 24 hours), ended rate-limit
// windows, and expired sessions and "My booking" links, once at start and then hourly. Any
// instance may run it: the deletes are idempotent.
import type { Logger } from 'pino';
import type { ExpiredCredentials } from './expired-credentials.ts';
import type { MikroOrmIdempotencyStore } from './mikro-orm-idempotency-store.ts';
import type { SqlHitCounter } from './sql-hit-counter.ts';

const hourMs = 3_600_000;

export function startRetentionSweep(options: {
  idempotency: MikroOrmIdempotencyStore;
  counters: SqlHitCounter;
  credentials: ExpiredCredentials;
  retentionHours: number;
  logger: Logger;
}): () => void {
  const sweep = async () => {
    try {
      const now = Date.now();
      const keys = await options.idempotency.deleteOlderThan(new Date(now - options.retentionHours * hourMs));
      const counters = await options.counters.deleteEndedBefore(new Date(now - hourMs));
      const { sessions, accessLinks } = await options.credentials.deleteExpiredBefore(new Date(now));
      if (keys + counters + sessions + accessLinks > 0)
        options.logger.info({ keys, counters, sessions, accessLinks }, 'retention sweep');
    } catch (error) {
      options.logger.warn({ err: error }, 'retention sweep failed; will retry in an hour');
    }
  };
  void sweep();
  const timer = setInterval(sweep, hourMs);
  timer.unref();
  return () => clearInterval(timer);
}
