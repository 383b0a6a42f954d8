// The texts' side of the composition (docs/decisions/0200): the delivery worker with its sender
// (Twilio when its settings are present, files under DATA_DIR/texts otherwise, decision 0154),
// started wherever the e-mail worker runs (inside the web process on PGlite; every instance or
// `npm run worker` on PostgreSQL). A reminder that turns into an e-mail wakes the mail worker.
import type { Logger } from 'pino';
import type { DeliveryWorker } from '../adapters/mail/delivery-worker.ts';
import { MikroOrmUnitOfWork } from '../adapters/persistence/mikro-orm-unit-of-work.ts';
import type { Orm } from '../adapters/persistence/orm.ts';
import { SqlTextQueue } from '../adapters/persistence/sql-text-queue.ts';
import { TextDeliveryWorker } from '../adapters/text-messages/text-delivery-worker.ts';
import { TextMessageDelivery } from '../adapters/text-messages/text-message-delivery.ts';
import { textSenderFrom } from '../adapters/text-messages/text-sender-from-config.ts';
import type { AccessLinks } from '../application/my-booking/access-links.ts';
import type { Clock } from '../application/ports/clock.ts';
import { PrepareTextMessage } from '../application/text-messages/prepare-text-message.ts';
import { RecordProviderOptOut } from '../application/text-messages/record-provider-opt-out.ts';
import type { Config } from '../config.ts';
import { mailComposer, wakingAfterCommit } from './mail-delivery.ts';

/** Texts sent at once by one worker: Twilio's default queue takes about one a second per number. */
const textConcurrency = 8;

export function startTextWorker(
  config: Config,
  orm: Orm,
  context: {
    readonly links: AccessLinks;
    readonly logger: Logger;
    readonly clock: Clock;
    readonly mailWorker: DeliveryWorker | null;
  },
): { readonly worker: TextDeliveryWorker; stop(graceMs: number): Promise<void> } {
  const { links, logger, clock, mailWorker } = context;
  // Not the waking unit of work of the app: only the mail worker is woken, by the reminder e-mails.
  const unitOfWork = wakingAfterCommit(new MikroOrmUnitOfWork(orm, mailComposer(config)), mailWorker);
  const sender = textSenderFrom(config.texts, { logger, clock });
  const worker = new TextDeliveryWorker({
    queue: new SqlTextQueue(orm),
    prepare: new PrepareTextMessage(unitOfWork, clock, links, config.siteUrl),
    delivery: new TextMessageDelivery({ sender, clock, logger }),
    optOut: new RecordProviderOptOut(unitOfWork, clock),
    logger,
    concurrency: textConcurrency,
  });
  worker.start();
  logger.info(
    {
      sender: config.texts.twilio ? 'twilio' : 'files',
      directory: config.texts.twilio ? undefined : config.texts.fileDirectory,
    },
    'text delivery worker started',
  );
  return {
    worker,
    async stop(graceMs) {
      await worker.stop(graceMs);
      await sender.close();
    },
  };
}
