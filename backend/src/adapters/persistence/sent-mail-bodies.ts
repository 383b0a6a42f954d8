// Sent e-mails keep what the back office shows of them (kind, subject, recipient, status,
// attempts, times) but not what they said: after MAIL_BODY_RETENTION_DAYS their bodies,
// attachments, send-time references and Reply-To are emptied by the retention sweep (decision
// 0160). A copy of the database then holds the customers' texts only for messages still waiting
// or recently sent; pending and dead messages keep theirs, since they may still go out.
import { guarded } from './database-errors.ts';
import type { Orm } from './orm.ts';

export class SentMailBodies {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  /** Empties the messages sent before `cutoff` that still hold a body; answers how many. */
  clearSentBefore(cutoff: Date): Promise<number> {
    // Background work (the retention sweep): no request deadline. The partial index
    // outbox_messages_sent_bodies_index holds exactly the rows still to empty.
    return guarded(async () => {
      const result = await this.orm.em.getConnection().execute<{ affectedRows: number }>(
        `update "outbox_messages" set "text_body" = '', "html_body" = '', "attachments" = '[]',
          "parts" = '[]', "reply_to" = null
          where "status" = 'sent' and "text_body" <> '' and "sent_at" < ?`,
        [cutoff],
        'run',
      );
      return result.affectedRows;
    }, null);
  }
}
