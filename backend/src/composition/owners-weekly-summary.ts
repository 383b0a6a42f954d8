// The owners' Monday e-mail, judged hourly on every instance like the overdue reminders: the week's
// marker, claimed with the e-mails, keeps it to one a week (decision 0207). The first judgement
// comes a minute after start rather than at once, so a server a test starts on a real Monday
// morning with owners in its database queues no e-mail the test did not ask for.
import type { Logger } from 'pino';
import type { SendOwnersWeeklySummary } from '../application/dashboard/send-owners-weekly-summary.ts';

const hourMs = 3_600_000;
const firstRunMs = 60_000;

export function startOwnersWeeklySummary(summary: SendOwnersWeeklySummary, logger: Logger): () => void {
  const run = async () => {
    try {
      const sent = await summary.execute();
      if (sent > 0) logger.info({ owners: sent }, 'owners weekly summary queued');
    } catch (error) {
      logger.warn({ err: error }, 'owners weekly summary failed; will retry in an hour');
    }
  };
  const first = setTimeout(run, firstRunMs);
  first.unref();
  const timer = setInterval(run, hourMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
