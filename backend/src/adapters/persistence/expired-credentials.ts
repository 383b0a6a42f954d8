// Credentials past their end are never accepted again (a session past its absolute expiry, a
// "My booking" link past 30 days after pickup): the retention sweep deletes their rows, so the
// tables hold what can still open something, and an old link's HMAC is not kept for ever.
import { guarded } from './database-errors.ts';
import { BookingAccessTokenEntity } from './entities/booking-access-token-entity.ts';
import { SessionEntity } from './entities/session-entity.ts';
import type { Orm } from './orm.ts';

export class ExpiredCredentials {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  /** Deletes sessions and access links that expired before `cutoff`; answers how many of each. */
  deleteExpiredBefore(cutoff: Date): Promise<{ sessions: number; accessLinks: number }> {
    // Background work (the retention sweep): no request deadline.
    return guarded(async () => {
      const em = this.orm.em.fork();
      const sessions = await em.nativeDelete(SessionEntity, { expiresAt: { $lt: cutoff } });
      const accessLinks = await em.nativeDelete(BookingAccessTokenEntity, { expiresAt: { $lt: cutoff } });
      return { sessions, accessLinks };
    }, null);
  }
}
