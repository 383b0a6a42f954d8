// The texts' delivery worker on the real queue and use cases (docs/decisions/0200): each text
// worded when sent and written once, a reminder to a number that said STOP sent by e-mail instead,
// the quiet hours, the provider's refusals, and exactly once under several workers and a kill.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SubmitBooking } from '../../application/bookings/submit-booking.ts';
import type {
  OutgoingText,
  TextMessageSender,
  TextSendResult,
} from '../../application/ports/text-message-sender.ts';
import { type FakeTwilioServer, startFakeTwilioServer } from '../../test-support/fake-twilio-server.ts';
import { eventually } from '../../test-support/mail-harness.ts';
import { bookingRequest, testNow } from '../../test-support/requests.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import { openTestStore, type TestStore } from '../../test-support/test-store.ts';
import { storedConsents, storedTexts } from '../../test-support/text-state.ts';
import { testTextWorker, textPrepare } from '../../test-support/text-worker.ts';
import { FixedClock } from '../memory/fixed-clock.ts';
import { SequentialIds } from '../memory/sequential-ids.ts';
import { SqlTextQueue } from '../persistence/sql-text-queue.ts';
import { FileTextSender } from './file-text-sender.ts';
import type { TextDeliveryWorker } from './text-delivery-worker.ts';
import { TwilioTextSender } from './twilio-text-sender.ts';

const account = { accountSid: `AC${'a'.repeat(32)}`, authToken: 'b'.repeat(32) };

let store: TestStore;
let directory: string;
const workers: TextDeliveryWorker[] = [];

/** The file sender, counting what it was asked to send. */
function fileSender(): TextMessageSender & { sent: OutgoingText[] } {
  const files = new FileTextSender({
    directory,
    from: '+19045550100',
    logger: pino({ level: 'silent' }),
    clock: new FixedClock(testNow),
  });
  const counted = {
    sent: [] as OutgoingText[],
    async send(text: OutgoingText): Promise<TextSendResult> {
      counted.sent.push(text);
      return files.send(text);
    },
    close: () => files.close(),
  };
  return counted;
}

function started(worker: TextDeliveryWorker): TextDeliveryWorker {
  workers.push(worker);
  worker.start();
  return worker;
}

async function book(count = 1, overrides: Parameters<typeof bookingRequest>[0] = {}) {
  const submit = new SubmitBooking(
    store.unitOfWork,
    store.idempotency,
    new FixedClock(testNow),
    new SequentialIds(),
    fixedCalendar(),
  );
  for (let index = 0; index < count; index += 1) {
    await submit.execute(bookingRequest({ name: `Jane Carter ${index}`, ...overrides }));
  }
}

/** Only these kinds are due; everything else waits a day (the database's clock decides). */
async function dueOnly(...kinds: string[]) {
  await store.sql(
    `update "text_messages" set "due_at" = case when "kind" in (${kinds.map(() => '?').join(', ')})
      then now() - interval '1 second' else now() + interval '1 day' end`,
    kinds,
  );
}

const settled = (kind: string) => async () =>
  (await storedTexts(store.orm))
    .filter((text) => text.kind === kind)
    .every((text) => text.status !== 'pending');

beforeEach(async () => {
  store = await openTestStore();
  directory = await mkdtemp(path.join(tmpdir(), 'texts-'));
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop(1_000)));
  await rm(directory, { recursive: true, force: true });
});

describe('the texts delivery worker', () => {
  it('words "booking received" when it sends it, writes it once, and records the words sent', async () => {
    await book();
    await dueOnly('booking_received');
    const sender = fileSender();
    started(testTextWorker(store.orm, { sender, workerId: 'a' }));
    await eventually(settled('booking_received'));

    const [text] = (await storedTexts(store.orm)).filter((row) => row.kind === 'booking_received');
    expect(text).toMatchObject({ status: 'sent', channel: 'text', attempts: 1 });
    expect(text?.body).toMatch(/^Coastal Haul: Thanks, Jane! We got your booking CH-/);
    // The number's first text carries the full terms.
    expect(text?.body).toContain('Reply STOP to opt out, HELP for help.');
    const file = await readFile(path.join(directory, `${text?.id}.txt`), 'utf8');
    expect(file).toContain('To: +19045550134');
    expect(file).toContain(text?.body ?? 'missing');
    expect(sender.sent).toHaveLength(1);
  });

  it('sends a due reminder by e-mail, never by text, to a number that said STOP after it was planned', async () => {
    await book();
    await store.unitOfWork.transaction(({ texts }) =>
      texts.recordConsent({
        kind: 'opt_out',
        phoneE164: '+19045550134',
        at: new Date(testNow.getTime() + 1_000),
        source: 'keyword',
        bookingId: null,
        staffUserId: null,
      }),
    );
    await dueOnly('booking_received', 'delivery_reminder');
    const sender = fileSender();
    started(testTextWorker(store.orm, { sender, workerId: 'a' }));
    await eventually(
      async () => (await settled('delivery_reminder')()) && (await settled('booking_received')()),
    );

    expect(sender.sent).toEqual([]);
    const texts = await storedTexts(store.orm);
    expect(texts.find((text) => text.kind === 'delivery_reminder')).toMatchObject({
      status: 'sent',
      channel: 'email',
    });
    expect(texts.find((text) => text.kind === 'booking_received')?.status).toBe('withdrawn');
    const mails = await store.orm.em
      .getConnection()
      .execute<{ kind: string; subject: string; recipient: string }[]>(
        `select "kind", "subject", "recipient" from "outbox_messages" where "kind" = 'booking-reminder'`,
      );
    expect(mails).toEqual([
      {
        kind: 'booking-reminder',
        subject: expect.stringMatching(/^Tomorrow: your dumpster arrives/),
        recipient: 'jane@example.com',
      },
    ]);
  });

  it('holds a reminder that comes due in the quiet hours to 8 AM Florida time', async () => {
    await book();
    await dueOnly('delivery_reminder');
    const [row] = await new SqlTextQueue(store.orm).claim('a', 10, 60_000);
    if (!row) throw new Error('nothing claimed');
    // 10 PM in Florida on Nov 22 (EST).
    const prepared = await textPrepare(store.orm, new FixedClock(new Date('2026-11-23T03:00:00Z'))).execute(
      row,
      'a',
    );

    expect(prepared).toEqual({
      kind: 'settled',
      settlement: { kind: 'hold', until: new Date('2026-11-23T13:00:00Z') },
    });
    expect((await storedTexts(store.orm)).find((text) => text.id === row.id)).toMatchObject({
      status: 'pending',
      dueAt: new Date('2026-11-23T13:00:00Z'),
    });
  });

  it('leaves nothing of a settlement whose lease another worker took', async () => {
    await book(1, { smsOptIn: false });
    await dueOnly('delivery_reminder');
    const [row] = await new SqlTextQueue(store.orm).claim('a', 10, 60_000);
    if (!row) throw new Error('nothing claimed');
    await store.sql(`update "text_messages" set "leased_by" = 'b' where "id" = ?`, [row.id]);

    expect(await textPrepare(store.orm).execute(row, 'a')).toEqual({ kind: 'lost' });
    const reminders = await store.orm.em
      .getConnection()
      .execute(`select 1 from "outbox_messages" where "kind" = 'booking-reminder'`);
    expect(reminders).toEqual([]);
  });
});

describe('the texts delivery worker and Twilio', () => {
  let twilio: FakeTwilioServer;
  const senders: TwilioTextSender[] = [];
  const twilioSender = () => {
    const sender = new TwilioTextSender({
      ...account,
      sender: { from: '+19045550100' },
      apiOrigin: twilio.origin,
    });
    senders.push(sender);
    return sender;
  };

  beforeEach(async () => {
    twilio ??= await startFakeTwilioServer(account);
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((sender) => sender.close()));
  });
  afterAll(async () => {
    await twilio?.close();
  });

  it('tries again after a 503 and records the send', async () => {
    await book();
    await dueOnly('booking_received');
    twilio.answerNext({ kind: 'server_error', status: 503 });
    started(testTextWorker(store.orm, { sender: twilioSender(), workerId: 'a' }));
    await eventually(settled('booking_received'));

    const [text] = (await storedTexts(store.orm)).filter((row) => row.kind === 'booking_received');
    expect(text).toMatchObject({ status: 'sent', channel: 'text', attempts: 2 });
    expect(twilio.received.filter((message) => message.to === '+19045550134')).toHaveLength(1);
  });

  it('marks a text to a number Twilio knows as unsubscribed dead, at once, and records the opt-out', async () => {
    await book(1, { phone: '(904) 555-0177' });
    await dueOnly('booking_received');
    twilio.unsubscribed.add('+19045550177');
    started(testTextWorker(store.orm, { sender: twilioSender(), workerId: 'a' }));
    await eventually(settled('booking_received'));

    const [text] = (await storedTexts(store.orm)).filter((row) => row.kind === 'booking_received');
    expect(text).toMatchObject({ status: 'dead', attempts: 1 });
    expect(text?.lastError).toMatch(/^unsubscribed: /);
    expect((await storedConsents(store.orm)).map(({ kind, source }) => ({ kind, source }))).toEqual([
      { kind: 'opt_in', source: 'booking_form' },
      { kind: 'opt_out', source: 'provider' },
    ]);
  });
});

describe('several workers', () => {
  it('send each of 60 texts exactly once', { timeout: 60_000 }, async () => {
    await store.setFleet({ '10-yard': 999, '15-yard': 999, '20-yard': 999 });
    await book(60);
    await dueOnly('booking_received');
    const senders = ['a', 'b', 'c'].map(() => fileSender());
    senders.forEach((sender, index) => {
      started(testTextWorker(store.orm, { sender, workerId: `worker-${index}`, concurrency: 4 }));
    });
    await eventually(settled('booking_received'), 30_000);

    const sent = senders.flatMap((sender) => sender.sent.map((text) => text.reference));
    expect(sent).toHaveLength(60);
    expect(new Set(sent).size).toBe(60);
    expect((await readdir(directory)).filter((name) => name.endsWith('.txt'))).toHaveLength(60);
    expect((await storedTexts(store.orm)).filter((text) => text.kind === 'booking_received')).toSatisfy(
      (rows: { status: string; attempts: number }[]) =>
        rows.every((row) => row.status === 'sent' && row.attempts === 1),
    );
  });

  it('a worker killed mid-send: its texts come due when the lease ends and are written once', {
    timeout: 60_000,
  }, async () => {
    await book(5);
    await dueOnly('booking_received');
    // The killed worker's sends never come back.
    const hanging: TextMessageSender & { asked: number } = {
      asked: 0,
      send() {
        hanging.asked += 1;
        return new Promise<TextSendResult>(() => {});
      },
      close: async () => {},
    };
    const killed = testTextWorker(store.orm, { sender: hanging, workerId: 'killed', leaseMs: 500 });
    killed.start();
    await eventually(async () => hanging.asked === 5);
    await killed.stop(1);

    const sender = fileSender();
    started(testTextWorker(store.orm, { sender, workerId: 'survivor' }));
    await eventually(settled('booking_received'), 20_000);

    expect(sender.sent).toHaveLength(5);
    expect((await readdir(directory)).filter((name) => name.endsWith('.txt'))).toHaveLength(5);
    for (const text of (await storedTexts(store.orm)).filter((row) => row.kind === 'booking_received')) {
      expect(text).toMatchObject({ status: 'sent', attempts: 2 });
    }
  });
});
