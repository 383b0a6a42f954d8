// Several app instances on one PostgreSQL database share the outbox through its claim: two
// workers, each with its own connection pool, deliver 500 queued messages, each exactly once.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, mailFrom, outboxRows, testWorker, useCases } from '../../test-support/mail-harness.ts';
import { bookingRequest } from '../../test-support/requests.ts';
import { SmtpSink } from '../../test-support/smtp-sink.ts';
import { type TestDatabase, testDatabaseKinds } from '../../test-support/test-databases.ts';
import { type Orm, openOrm } from '../persistence/orm.ts';
import type { MailTransport } from './mail-transport.ts';
import { SmtpTransport } from './smtp-transport.ts';

const postgres = testDatabaseKinds().find((kind) => kind.name === 'PostgreSQL');

/** The real SMTP transport, counting what this worker sent. */
function counting(transport: MailTransport): MailTransport & { sent: number } {
  const counted = {
    sent: 0,
    async send(mail: Parameters<MailTransport['send']>[0]) {
      await transport.send(mail);
      counted.sent += 1;
    },
    close: () => transport.close(),
  };
  return counted;
}

describe.runIf(postgres)('two workers on one PostgreSQL database', () => {
  let db: TestDatabase;
  let second: Orm;
  const sink = new SmtpSink();

  beforeAll(async () => {
    db = await (postgres as NonNullable<typeof postgres>).open();
    // 250 bookings of the same dates: a fleet they cannot fill, since this test judges the
    // outbox's claim, not the calendar (persistence/no-overbooking.test.ts does that).
    await db.orm.em.getConnection().execute(`update "fleet" set "units" = 999`);
    second = await openOrm({ kind: 'postgresql', url: db.orm.config.get('clientUrl') ?? '' });
    await sink.start();
  });
  afterAll(async () => {
    await sink.stop();
    await second?.close(true);
    await db?.dispose();
  });

  it('deliver 500 queued messages, each exactly once', { timeout: 120_000 }, async () => {
    const { submitBooking } = useCases(db.orm);
    for (let index = 0; index < 250; index += 1) {
      await submitBooking.execute(bookingRequest({ name: `Customer ${index}` }));
    }
    expect((await outboxRows(db.orm)).length).toBe(500);

    const transports = [db.orm, second].map(() =>
      counting(new SmtpTransport({ url: sink.url, from: mailFrom, connections: 4, timeoutMs: 10_000 })),
    );
    const workers = [db.orm, second].map((orm, index) =>
      testWorker(orm, sink.url, {
        transport: transports[index],
        concurrency: 8,
        logger: pino({ level: 'silent' }),
        workerId: `instance-${index}`,
      }),
    );
    for (const worker of workers) worker.start();
    await sink.waitFor(500);
    await eventually(async () => (await outboxRows(db.orm)).every((row) => row.status === 'sent'), 30_000);
    // Time for a second delivery to show up, if there were one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(workers.map((worker) => worker.stop(5_000)));

    const ids = sink.received.map((mail) => mail.parsed.messageId);
    expect(ids).toHaveLength(500);
    expect(new Set(ids).size).toBe(500);
    const rows = await outboxRows(db.orm);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    expect(new Set(rows.map((row) => `<${row.id}@coastalhaul.example>`))).toEqual(new Set(ids));
    // Both instances took a share.
    expect(transports.map((transport) => transport.sent).sort((a, b) => a - b)[0]).toBeGreaterThan(0);
    expect(transports.reduce((sum, transport) => sum + transport.sent, 0)).toBe(500);
  });
});
