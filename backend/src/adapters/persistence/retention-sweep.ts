// Forgets idempotency records past their retention (at least 24 hours), ended rate-limit
// windows, expired sessions and "My booking" links, and the bodies of e-mails sent longer ago than
// their retention (decision 0160), once at start and then hourly. Any instance may run it: the
// deletes and the emptying are idempotent.
import type { Logger } from 'pino';
import type { ExpiredCredentials } from './expired-credentials.ts';
import type { MikroOrmIdempotencyStore } from './mikro-orm-idempotency-store.ts';
import type { SentMailBodies } from './sent-mail-bodies.ts';
import type { SqlHitCounter } from './sql-hit-counter.ts';

const hourMs = 3_600_000;

export function startRetentionSweep(options: {
  idempotency: MikroOrmIdempotencyStore;
  counters: SqlHitCounter;
  credentials: ExpiredCredentials;
  sentMail: SentMailBodies;
  retentionHours: number;
  mailBodyRetentionDays: number;
  logger: Logger;
}): () => void {
  const sweep = async () => {
    try {
      const now = Date.now();
      const keys = await options.idempotency.deleteOlderThan(new Date(now - options.retentionHours * hourMs));
      const counters = await options.counters.deleteEndedBefore(new Date(now - hourMs));
      const { sessions, accessLinks } = await options.credentials.deleteExpiredBefore(new Date(now));
      const mailBodies = await options.sentMail.clearSentBefore(
        new Date(now - options.mailBodyRetentionDays * 24 * hourMs),
      );
      if (keys + counters + sessions + accessLinks + mailBodies > 0)
        options.logger.info({ keys, counters, sessions, accessLinks, mailBodies }, 'retention sweep');
    } catch (error) {
      options.logger.warn({ err: error }, 'retention sweep failed; will retry in an hour');
    }
  };
  void sweep();
  const timer = setInterval(sweep, hourMs);
  timer.unref();
  return () => clearInterval(timer);
}
