// A send never outlasts its lease (docs/operations.md, "E-mail"; decision 0123): the SMTP
// transport the composition builds waits for the relay at most a quarter of MAIL_LEASE_SECONDS,
// so a relay slower than the lease costs a retry, never a second worker sending the same message
// beside the first. Two workers share one database here, as two instances do, and the relay
// greets its first connection only after 1.5 times the lease.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryWorker } from '../adapters/mail/delivery-worker.ts';
import { SqlOutboxQueue } from '../adapters/persistence/sql-outbox-queue.ts';
import { loadConfig } from '../config.ts';
import { eventually, outboxRows, useCases } from '../test-support/mail-harness.ts';
import { contactRequest } from '../test-support/requests.ts';
import { SmtpSink } from '../test-support/smtp-sink.ts';
import { testAccessLinks } from '../test-support/test-app.ts';
import { databaseForSuite, testDatabaseKinds } from '../test-support/test-databases.ts';
import { mailTransport, sendTimeParts } from './mail-delivery.ts';

const leaseMs = 2_000;

describe.each(testDatabaseKinds())('a relay slower than the lease, on $name', (kind) => {
  const db = databaseForSuite(kind);
  const sink = new SmtpSink();
  beforeAll(() => sink.start());
  afterAll(() => sink.stop());

  it('delivers each message once, however many workers share the outbox', { timeout: 60_000 }, async () => {
    const loaded = loadConfig({ NODE_ENV: 'test', SMTP_URL: sink.url });
    const config = { ...loaded, mail: { ...loaded.mail, leaseMs } };
    const logger = pino({ level: 'silent' });
    await useCases(db.orm).submitContact.execute(contactRequest());
    const queued = (await outboxRows(db.orm)).length;
    expect(queued).toBe(2);

    sink.slowGreetings = 1;
    sink.greetingDelayMs = leaseMs * 1.5;
    const workers = ['instance-a', 'instance-b'].map(
      (workerId) =>
        new DeliveryWorker({
          queue: new SqlOutboxQueue(db.orm),
          transport: mailTransport(config, logger),
          parts: sendTimeParts(db.orm, testAccessLinks()),
          logger,
          concurrency: 2,
          maxAttempts: 5,
          leaseMs: config.mail.leaseMs,
          pollMs: 50,
          retry: { baseMs: 50, capMs: 100 },
          workerId,
        }),
    );
    for (const worker of workers) worker.start();
    try {
      await sink.waitFor(queued);
      await eventually(async () => (await outboxRows(db.orm)).every((row) => row.status === 'sent'), 20_000);
      // The slow connection's send, had it gone on, would arrive after its greeting.
      await new Promise((resolve) => setTimeout(resolve, leaseMs * 1.5));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop(5_000)));
    }
    const ids = sink.received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(queued);
    expect(ids).toHaveLength(queued);
  });

  it('records a send whose lease passed to another worker as sent, and says the lease was lost', async () => {
    const queue = new SqlOutboxQueue(db.orm);
    await db.orm.em.getConnection().execute(`delete from "outbox_messages"`);
    await useCases(db.orm).submitContact.execute(contactRequest());
    const claimedByA = await queue.claim('instance-a', 2, 50);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const claimedByB = await queue.claim('instance-b', 2, 60_000);
    expect(claimedByB.map((mail) => mail.id)).toEqual(claimedByA.map((mail) => mail.id));
    const [late, onTime] = claimedByB.map((mail) => mail.id) as [string, string];

    // The message did go out: recorded once, so neither worker's later outcome sends it again.
    expect(await queue.markSent(late, 'instance-a')).toBe('lost');
    await queue.markRetry(late, 'instance-b', 'timeout', 10);
    expect(await queue.markSent(late, 'instance-b')).toBe('lost');
    expect(await queue.markSent(onTime, 'instance-b')).toBe('held');
    const rows = await outboxRows(db.orm);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
  });
});
