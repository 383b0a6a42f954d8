// Credentials past their end are never accepted again (a session past its absolute expiry, a
// "My booking" link past 30 days after pickup): the retention sweep deletes their rows, so the
// tables hold what can still open something, and an old link's HMAC is not kept for ever.
import { guarded } from './database-errors.ts';
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
      const connection = this.orm.em.getConnection();
      const sessions = await connection.execute<{ affectedRows: number }>(
        `delete from "sessions" where "expires_at" < ?`,
        [cutoff],
        'run',
      );
      const accessLinks = await connection.execute<{ affectedRows: number }>(
        `delete from "booking_access_tokens" where "expires_at" < ?`,
        [cutoff],
        'run',
      );
      return { sessions: sessions.affectedRows, accessLinks: accessLinks.affectedRows };
    }, null);
  }
}
