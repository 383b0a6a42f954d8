// Several app instances on one PostgreSQL database share the texts' queue through its claim
// (FOR UPDATE SKIP LOCKED, docs/decisions/0200): two workers, each with its own connection pool,
// send 200 queued texts, each exactly once.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingText, TextSendResult } from '../../application/ports/text-message-sender.ts';
import { eventually, useCases } from '../../test-support/mail-harness.ts';
import { bookingRequest, testNow } from '../../test-support/requests.ts';
import { type TestDatabase, testDatabaseKinds } from '../../test-support/test-databases.ts';
import { storedTexts } from '../../test-support/text-state.ts';
import { testTextWorker } from '../../test-support/text-worker.ts';
import { FixedClock } from '../memory/fixed-clock.ts';
import { type Orm, openOrm } from '../persistence/orm.ts';
import { FileTextSender } from './file-text-sender.ts';

const postgres = testDatabaseKinds().find((kind) => kind.name === 'PostgreSQL');

describe.runIf(postgres)('two text workers on one PostgreSQL database', () => {
  let db: TestDatabase;
  let second: Orm;
  let directory: string;

  beforeAll(async () => {
    db = await (postgres as NonNullable<typeof postgres>).open();
    await db.orm.em.getConnection().execute(`update "fleet" set "units" = 999`);
    second = await openOrm({ kind: 'postgresql', url: db.orm.config.get('clientUrl') ?? '' });
    directory = await mkdtemp(path.join(tmpdir(), 'texts-pg-'));
  });
  afterAll(async () => {
    await second?.close(true);
    await db?.dispose();
    await rm(directory, { recursive: true, force: true });
  });

  it('send 200 queued texts, each exactly once', { timeout: 120_000 }, async () => {
    const { submitBooking } = useCases(db.orm);
    for (let index = 0; index < 200; index += 1) {
      await submitBooking.execute(bookingRequest({ name: `Customer ${index}` }));
    }
    const queued = (await storedTexts(db.orm)).filter((text) => text.kind === 'booking_received');
    expect(queued).toHaveLength(200);

    const sent: string[][] = [[], []];
    const workers = [db.orm, second].map((orm, index) => {
      const files = new FileTextSender({
        directory,
        from: '+19045550100',
        logger: pino({ level: 'silent' }),
        clock: new FixedClock(testNow),
      });
      return testTextWorker(orm, {
        workerId: `instance-${index}`,
        sender: {
          async send(text: OutgoingText): Promise<TextSendResult> {
            sent[index]?.push(text.reference);
            return files.send(text);
          },
          close: () => files.close(),
        },
      });
    });
    for (const worker of workers) worker.start();
    try {
      await eventually(
        async () =>
          (await storedTexts(db.orm)).filter(
            (text) => text.kind === 'booking_received' && text.status === 'pending',
          ).length === 0,
        60_000,
      );
    } finally {
      await Promise.all(workers.map((worker) => worker.stop(5_000)));
    }

    const all = sent.flat();
    expect(all).toHaveLength(200);
    expect(new Set(all).size).toBe(200);
    // Both shared the work.
    expect(sent.every((list) => list.length > 0)).toBe(true);
    expect(await readdir(directory)).toHaveLength(200);
    for (const text of (await storedTexts(db.orm)).filter((row) => row.kind === 'booking_received')) {
      expect(text).toMatchObject({ status: 'sent', channel: 'text', attempts: 1 });
    }
  });
});
