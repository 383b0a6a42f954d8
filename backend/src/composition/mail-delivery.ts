// The e-mail side of the composition (docs/decisions/0070): the composer that renders queued
// messages with this deployment's addresses, and the delivery worker with its transport (SMTP
// when SMTP_URL is set, otherwise .eml files under DATA_DIR/mail) and its send-time parts (the
// My booking link made from its stored nonce with SELF_SERVICE_SECRET, docs/decisions/0160).
import type { Logger } from 'pino';
import { DeliveryWorker } from '../adapters/mail/delivery-worker.ts';
import { FileTransport } from '../adapters/mail/file-transport.ts';
import { MailComposer, mailDomainOf } from '../adapters/mail/mail-composer.ts';
import type { MailTransport } from '../adapters/mail/mail-transport.ts';
import { SendTimeParts } from '../adapters/mail/send-time-parts.ts';
import { SmtpTransport, smtpTimeoutMs } from '../adapters/mail/smtp-transport.ts';
import { MikroOrmUnitOfWork } from '../adapters/persistence/mikro-orm-unit-of-work.ts';
import type { Orm } from '../adapters/persistence/orm.ts';
import { SqlOutboxQueue } from '../adapters/persistence/sql-outbox-queue.ts';
import type { AccessLinks } from '../application/my-booking/access-links.ts';
import type { TransactionRepositories, UnitOfWork } from '../application/ports/unit-of-work.ts';
import type { Config } from '../config.ts';

export function mailComposer(config: Config): MailComposer {
  return new MailComposer({
    businessEmail: config.mail.businessEmail,
    siteUrl: config.siteUrl,
    messageIdDomain: mailDomainOf(config.mail.from),
  });
}

export function mailTransport(config: Config, logger: Logger): MailTransport {
  return config.mail.smtpUrl
    ? new SmtpTransport({
        url: config.mail.smtpUrl,
        from: config.mail.from,
        connections: config.mail.concurrency,
        // Kept well inside the lease: a slow relay is a retry, never a second sender.
        timeoutMs: smtpTimeoutMs(config.mail.leaseMs),
      })
    : new FileTransport({ directory: config.mail.fileDirectory, from: config.mail.from, logger });
}

/** The parts the worker makes as it sends: each read in a transaction of its own. */
export function sendTimeParts(orm: Orm, links: AccessLinks): SendTimeParts {
  // Not the waking unit of work: a read made while sending must not wake the worker again.
  const reads = new MikroOrmUnitOfWork(orm);
  return new SendTimeParts({
    'manage-link': async (part) => ({
      text: await reads.transaction(({ accessTokens }) => links.sendTimeUrl(accessTokens, part)),
    }),
  });
}

export function startDeliveryWorker(
  config: Config,
  orm: Orm,
  links: AccessLinks,
  logger: Logger,
): DeliveryWorker {
  const worker = new DeliveryWorker({
    queue: new SqlOutboxQueue(orm),
    transport: mailTransport(config, logger),
    parts: sendTimeParts(orm, links),
    logger,
    concurrency: config.mail.concurrency,
    maxAttempts: config.mail.maxAttempts,
    leaseMs: config.mail.leaseMs,
  });
  worker.start();
  logger.info(
    {
      transport: config.mail.smtpUrl ? 'smtp' : 'files',
      directory: config.mail.smtpUrl ? undefined : config.mail.fileDirectory,
    },
    'mail delivery worker started',
  );
  return worker;
}

/** After a transaction commits, the worker looks for its messages at once instead of at the next poll. */
export function wakingAfterCommit(
  unitOfWork: UnitOfWork,
  worker: Pick<DeliveryWorker, 'wake'> | null,
): UnitOfWork {
  if (!worker) return unitOfWork;
  return {
    async transaction<T>(work: (repositories: TransactionRepositories) => Promise<T>): Promise<T> {
      const result = await unitOfWork.transaction(work);
      worker.wake();
      return result;
    },
  };
}
