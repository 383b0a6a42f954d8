// The e-mails end to end on both databases: the use cases queue them in their transaction, the
// worker sends them over real SMTP (smtp-server in this process), and mailparser reads what
// arrived: content, the calendar file, escaping, header injection, retries and dead messages.

import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  businessInbox,
  eventually,
  outboxRows,
  testWorker,
  useCases,
} from '../../test-support/mail-harness.ts';
import { bookingRequest, contactRequest, testCustomer } from '../../test-support/requests.ts';
import { SmtpSink } from '../../test-support/smtp-sink.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { databaseForSuite, emptyTables, testDatabaseKinds } from '../../test-support/test-databases.ts';
import { MikroOrmUnitOfWork } from '../persistence/mikro-orm-unit-of-work.ts';
import { SqlMessageLog } from '../persistence/sql-message-log.ts';
import { SqlOutboxQueue } from '../persistence/sql-outbox-queue.ts';
import type { DeliveryWorker } from './delivery-worker.ts';

describe.each(testDatabaseKinds())('e-mail delivery on $name', (kind) => {
  const db = databaseForSuite(kind);
  let sink: SmtpSink;
  let workers: DeliveryWorker[] = [];

  const startWorker = (options: Parameters<typeof testWorker>[2] = {}) => {
    const worker = testWorker(db.orm, sink.url, options);
    workers.push(worker);
    worker.start();
    return worker;
  };
  const rows = () => outboxRows(db.orm);

  beforeEach(async () => {
    sink = new SmtpSink();
    await sink.start();
    await emptyTables(db, [
      'outbox_messages',
      'booking_events',
      'bookings',
      'contact_requests',
      'idempotency_keys',
    ]);
  });
  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop(2_000)));
    workers = [];
    await sink.stop();
  });

  it('sends the customer a confirmation with the frozen quote, the dates, the facts and a calendar file', async () => {
    await useCases(db.orm).submitBooking.execute(bookingRequest());
    startWorker();
    await sink.waitFor(2);

    const [mail] = sink.to(testCustomer.email);
    const parsed = mail?.parsed;
    const [row] = (await rows()).filter((candidate) => candidate.kind === 'booking-confirmation');
    const [booking] = await db.orm.em
      .getConnection()
      .execute<{ reference: string }[]>('select reference from bookings');
    const reference = booking?.reference as string;
    expect(parsed?.subject).toBe(`Your 15 Yard Dumpster booking for Tue, Nov 24, 2026 (${reference})`);
    expect(parsed?.messageId).toBe(`<${row?.id}@coastalhaul.example>`);
    expect(parsed?.from?.text).toBe('"Coastal Haul" <bookings@coastalhaul.example>');
    const text = parsed?.text ?? '';
    for (const line of [
      `Booking reference: ${reference}`,
      'Delivery: Tue, Nov 24, 2026',
      'Pickup: Fri, Dec 4, 2026',
      'Address: 120 Ocean Street, Jacksonville, FL 32202',
      '15 Yard Dumpster flat rate: $400 (includes 7 days)',
      'Extra days: 3 x $60 = $180',
      'Total: $580',
      '(904) 555-0142',
      'info@coastalhaul.example',
      'Monday - Friday 7:00 AM - 6:00 PM',
      '- Mattresses',
      '- Gas or propane tanks',
    ]) {
      expect(text).toContain(line);
    }
    const html = parsed?.html || '';
    expect(html).toContain('Total</th>');
    expect(html).not.toMatch(/<img|src=|url\(|https?:\/\/(?!coastalhaul)/i);

    const calendar = parsed?.attachments.find(
      (attachment) => attachment.filename === `booking-${reference}.ics`,
    );
    expect(calendar?.contentType).toBe('text/calendar');
    const events = new ICAL.Component(ICAL.parse(calendar?.content.toString('utf8') ?? ''))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(
      events.map((event) => [
        event.summary,
        event.startDate.toString(),
        event.startDate.isDate,
        event.endDate.toString(),
      ]),
    ).toEqual([
      ['15 Yard Dumpster delivery (Coastal Haul)', '2026-11-24', true, '2026-11-25'],
      ['15 Yard Dumpster pickup (Coastal Haul)', '2026-12-04', true, '2026-12-05'],
    ]);
    expect(events[0]?.location).toBe('120 Ocean Street, Jacksonville, FL 32202');
  });

  it('sends the business a notice with every field, Reply-To the customer', async () => {
    await useCases(db.orm).submitBooking.execute(
      bookingRequest({
        bookingType: 'commercial',
        companyName: 'Carter Builders',
        jobNumber: 'J-17',
        jobName: 'Roof',
      }),
    );
    startWorker();
    await sink.waitFor(2);

    const parsed = sink.to(businessInbox)[0]?.parsed;
    expect(parsed?.subject).toMatch(
      /^New booking CH-[0-9A-Z]{4}-[0-9A-Z]{4}: 15 Yard Dumpster, delivery Tue, Nov 24, 2026, \$580$/,
    );
    expect(parsed?.replyTo?.value).toEqual([{ name: 'Jane Carter', address: 'jane@example.com' }]);
    for (const line of [
      'Name: Jane Carter',
      'Phone: (904) 555-0134',
      'E-mail: jane@example.com',
      'Type: Commercial',
      'Company: Carter Builders',
      'Job number: J-17',
      'Job name: Roof',
      'Text messages: Yes, agreed to texts',
      'Driveway on the left',
      'Total: $580',
    ]) {
      expect(parsed?.text).toContain(line);
    }
  });

  it('sends a contact notice (service in the subject, Reply-To the visitor) and an acknowledgement', async () => {
    await useCases(db.orm).submitContact.execute(contactRequest({ service: '20-yard' }));
    startWorker();
    await sink.waitFor(2);

    const notice = sink.to(businessInbox)[0]?.parsed;
    const request = contactRequest();
    expect(notice?.subject).toBe(`Contact request: 20 Yard Dumpster Rental from ${request.name}`);
    expect(notice?.replyTo?.value).toEqual([{ name: request.name, address: request.email }]);
    expect(notice?.text).toContain(request.message);
    const acknowledgement = sink.to(request.email)[0]?.parsed;
    expect(acknowledgement?.subject).toBe(`We got your message, ${request.name}`);
    expect(acknowledgement?.text).toContain('20 Yard Dumpster Rental');
    expect(acknowledgement?.text).toContain('(904) 555-0142');
  });

  it("delivers a visitor's markup, a right-to-left override and 5,000 characters as text, exactly", async () => {
    const name = '<img src=x onerror=alert(1)>';
    const message = `\u202Edlrow olleh <script>alert("x")</script> & "quotes" 'too'\n${'ab cd\n'.repeat(832)}end`;
    expect(message.length).toBeGreaterThanOrEqual(5_000);
    await useCases(db.orm).submitContact.execute(contactRequest({ name, message }));
    startWorker();
    await sink.waitFor(2);

    const notice = sink.to(businessInbox)[0]?.parsed;
    expect(notice?.text).toContain(`Name: ${name}\n`);
    expect(notice?.text).toContain(`Message\n\n${message}\n`);
    const html = notice?.html || '';
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;too&#39;',
    );
    // The override is kept, inside its own direction run.
    expect(html).toContain('<bdi>\u202Edlrow olleh');
  });

  it('lets no CR/LF in a name add a header or a recipient', async () => {
    const name = 'Ann\r\nBcc: thief@example.net\r\nX-Injected: yes';
    await useCases(db.orm).submitContact.execute(contactRequest({ name }));
    startWorker();
    await sink.waitFor(2);

    const notice = sink.to(businessInbox)[0];
    expect(sink.received.flatMap((mail) => mail.envelopeTo).sort()).toEqual(
      [businessInbox, contactRequest().email].sort(),
    );
    expect(notice?.parsed.headers.has('bcc')).toBe(false);
    expect(notice?.parsed.headers.has('x-injected')).toBe(false);
    const head = notice?.raw.toString('utf8').split('\r\n\r\n')[0] ?? '';
    expect(head).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(notice?.parsed.subject).toBe(
      'Contact request: Residential Demolition from Ann Bcc: thief@example.net X-Injected: yes',
    );
    expect(notice?.parsed.replyTo?.value[0]?.address).toBe(contactRequest().email);
  });

  it('retries after 421 answers and after refused connections, then delivers each message once', async () => {
    await useCases(db.orm).submitBooking.execute(bookingRequest());
    sink.temporaryFailures = 2;
    startWorker({ maxAttempts: 10 });
    await eventually(async () => (await rows()).some((row) => row.last_error?.includes('421')));
    await sink.stop();
    await eventually(async () =>
      (await rows()).some((row) => /ECONNREFUSED|ECONNECTION/.test(row.last_error ?? '')),
    );
    await sink.start();
    await sink.waitFor(2);
    await eventually(async () => (await rows()).every((row) => row.status === 'sent'));

    expect(sink.received).toHaveLength(2);
    for (const row of await rows()) {
      expect(row.attempts).toBeGreaterThan(1);
      expect(row.last_error).toBeNull();
    }
  });

  it('marks a message dead after the configured attempts, keeps its last error, and re-queues it on request', async () => {
    await useCases(db.orm).submitBooking.execute(bookingRequest());
    await sink.stop();
    const worker = startWorker({ maxAttempts: 3 });
    await eventually(async () => (await rows()).every((row) => row.status === 'dead'));

    for (const row of await rows()) {
      expect(row.attempts).toBe(3);
      expect(row.last_error).toMatch(/ECONNREFUSED|ECONNECTION/);
    }
    const log = new SqlMessageLog(db.orm);
    const [booking] = await db.orm.em.getConnection().execute<{ id: string }[]>('select id from bookings');
    const entries = await log.listForBooking(booking?.id as string);
    expect(entries.map((entry) => [entry.kind, entry.status, entry.attempts, entry.recipient])).toEqual([
      ['booking-confirmation', 'dead', 3, 'jane@example.com'],
      ['booking-notice', 'dead', 3, businessInbox],
    ]);
    expect(entries[0]?.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(entries[0]?.nextAttemptAt).toBeNull();

    await sink.start();
    expect(await log.requeueDead(entries[0]?.id as string)).toBe(true);
    expect(await log.requeueDead(entries[0]?.id as string)).toBe(false);
    worker.wake();
    await sink.waitFor(1);
    await eventually(async () => (await log.listForBooking(booking?.id as string))[0]?.status === 'sent');
    const after = await log.listForBooking(booking?.id as string);
    expect(after.map((entry) => entry.status)).toEqual(['sent', 'dead']);
    expect(after[0]?.sentAt).toBeInstanceOf(Date);
    expect(sink.received).toHaveLength(1);
  });

  it('marks a message dead at once when the server refuses its recipient (5xx)', async () => {
    sink.refusedRecipients.add(testCustomer.email);
    await useCases(db.orm).submitBooking.execute(bookingRequest());
    startWorker({ maxAttempts: 5 });
    await sink.waitFor(1);
    await eventually(async () => (await rows()).every((row) => row.status !== 'pending'));

    const byKind = Object.fromEntries((await rows()).map((row) => [row.kind, row]));
    expect(byKind['booking-confirmation']).toMatchObject({ status: 'dead', attempts: 1 });
    expect(byKind['booking-confirmation']?.last_error).toContain('550');
    expect(byKind['booking-notice']).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('delivers exactly once after a worker died between the commit and the send', async () => {
    await useCases(db.orm).submitBooking.execute(bookingRequest());
    // A worker claims both messages and dies before sending: its lease holds them for a moment.
    const claimed = await new SqlOutboxQueue(db.orm).claim('dead-worker', 10, 300);
    expect(claimed).toHaveLength(2);
    startWorker();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.received).toHaveLength(0);

    await sink.waitFor(2);
    await eventually(async () => (await rows()).every((row) => row.status === 'sent'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.received).toHaveLength(2);
    expect(new Set(sink.received.map((mail) => mail.parsed.messageId)).size).toBe(2);
  });

  it('never claims a message whose transaction has not committed, nor one rolled back', async () => {
    const unitOfWork = new MikroOrmUnitOfWork(db.orm);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let queued: () => void = () => {};
    const enqueued = new Promise<void>((resolve) => {
      queued = resolve;
    });
    const transaction = unitOfWork.transaction(async ({ bookings, outbox }) => {
      const booking = storedBooking({ id: randomUUID() });
      await bookings.add(booking);
      await outbox.enqueue({ kind: 'booking-notice', booking });
      queued();
      await held;
      throw new Error('rolled back');
    });
    await enqueued;

    // PostgreSQL answers at once; PGlite (one connection) once the transaction has ended.
    const claim = new SqlOutboxQueue(db.orm).claim('worker', 10, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await claim).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('finishes a send in flight when stopped, and leaves the rest queued', async () => {
    for (let index = 0; index < 3; index += 1) await useCases(db.orm).submitBooking.execute(bookingRequest());
    const worker = startWorker({ concurrency: 2 });
    await sink.waitFor(1);
    await worker.stop(5_000);
    const sentRows = (await rows()).filter((row) => row.status === 'sent');

    // Every row marked sent arrived, and every arrival is marked sent.
    expect(sentRows.length).toBe(sink.received.length);
    expect((await rows()).filter((row) => row.status === 'pending').length).toBe(6 - sentRows.length);
  });
});
