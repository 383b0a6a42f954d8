// The owners' Monday e-mail, judged hourly (and once at start) on every instance like the overdue
// reminders: the week's marker, claimed with the e-mails, keeps it to one a week (decision 0207).
import type { Logger } from 'pino';
import type { SendOwnersWeeklySummary } from '../application/dashboard/send-owners-weekly-summary.ts';

const hourMs = 3_600_000;

export function startOwnersWeeklySummary(summary: SendOwnersWeeklySummary, logger: Logger): () => void {
  const run = async () => {
    try {
      const sent = await summary.execute();
      if (sent > 0) logger.info({ owners: sent }, 'owners weekly summary queued');
    } catch (error) {
      logger.warn({ err: error }, 'owners weekly summary failed; will retry in an hour');
    }
  };
  void run();
  const timer = setInterval(run, hourMs);
  timer.unref();
  return () => clearInterval(timer);
}
