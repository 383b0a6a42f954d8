// The customer's calendar follows the booking (decision 0127): the confirmation's calendar file
// puts the delivery and the pickup in it; an extension and a reschedule send the same two events
// (same UIDs) with a higher SEQUENCE and the new dates; a cancellation, the customer's or the
// staff's, sends METHOD:CANCEL for both. Read from the real messages: the use cases on a real
// database, the worker over SMTP to an in-process server, mailparser and ical.js.

import ICAL from 'ical.js';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChangeBookingStatus } from '../../application/bookings/change-booking-status.ts';
import { SubmitBooking } from '../../application/bookings/submit-booking.ts';
import { AccessLinks } from '../../application/my-booking/access-links.ts';
import { CancelMyBooking } from '../../application/my-booking/cancel-my-booking.ts';
import { ExtendMyBooking } from '../../application/my-booking/extend-my-booking.ts';
import { RescheduleMyBooking } from '../../application/my-booking/reschedule-my-booking.ts';
import { businessInbox, eventually, testWorker } from '../../test-support/mail-harness.ts';
import { sentLink, tokenOfManageUrl } from '../../test-support/my-booking-link.ts';
import { bookingRequest, testCustomer, testNow } from '../../test-support/requests.ts';
import { SmtpSink } from '../../test-support/smtp-sink.ts';
import { testSelfServiceSecret, testSiteUrl } from '../../test-support/test-app.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import { databaseForSuite, emptyTables, testDatabaseKinds } from '../../test-support/test-databases.ts';
import { FixedClock } from '../memory/fixed-clock.ts';
import { seedFleet } from '../persistence/fleet-seed.ts';
import { MikroOrmIdempotencyStore } from '../persistence/mikro-orm-idempotency-store.ts';
import { MikroOrmUnitOfWork } from '../persistence/mikro-orm-unit-of-work.ts';
import { SqlAdminQueries } from '../persistence/sql-admin-queries.ts';
import { SqlMessageLog } from '../persistence/sql-message-log.ts';
import { HmacAccessTokenCodec } from '../system/hmac-access-token-codec.ts';
import { RandomIds } from '../system/random-ids.ts';
import type { DeliveryWorker } from './delivery-worker.ts';
import { MailComposer } from './mail-composer.ts';

interface CalendarEvent {
  readonly uid: string;
  readonly sequence: number;
  readonly start: string;
  readonly status: string | null;
}

interface Calendar {
  readonly method: string | null;
  readonly contentType: string;
  readonly events: readonly CalendarEvent[];
}

describe.each(testDatabaseKinds())("the customer's calendar on $name", (kind) => {
  const db = databaseForSuite(kind);
  const clock = new FixedClock(testNow);
  const links = new AccessLinks(new HmacAccessTokenCodec([testSelfServiceSecret]), testSiteUrl);
  let sink: SmtpSink;
  let worker: DeliveryWorker | undefined;
  let unitOfWork: MikroOrmUnitOfWork;
  let idempotency: MikroOrmIdempotencyStore;

  beforeAll(() => {
    unitOfWork = new MikroOrmUnitOfWork(
      db.orm,
      new MailComposer({
        businessEmail: businessInbox,
        siteUrl: testSiteUrl,
        messageIdDomain: 'coastalhaul.example',
      }),
    );
    idempotency = new MikroOrmIdempotencyStore(db.orm);
  });
  beforeEach(async () => {
    clock.set(testNow);
    sink = new SmtpSink();
    await sink.start();
    await emptyTables(db, ['outbox_messages', 'booking_events', 'bookings', 'idempotency_keys', 'fleet']);
    await seedFleet(db.orm, { '10-yard': 8, '15-yard': 6, '20-yard': 4 });
    worker = testWorker(db.orm, sink.url);
    worker.start();
  });
  afterEach(async () => {
    await worker?.stop(2_000);
    await sink.stop();
  });

  /** The calendar file of the customer's message whose subject matches, parsed. */
  async function calendarOf(subject: RegExp): Promise<Calendar> {
    const find = () =>
      sink.to(testCustomer.email).find((candidate) => subject.test(candidate.parsed.subject ?? ''));
    await eventually(async () => find() !== undefined);
    const mail = find();
    const file = mail?.parsed.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    if (!file) throw new Error(`no calendar file in "${mail?.parsed.subject}"`);
    const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
    return {
      method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
      contentType: file.contentType,
      events: calendar.getAllSubcomponents('vevent').map((vevent) => {
        const event = new ICAL.Event(vevent);
        return {
          uid: event.uid,
          sequence: event.sequence,
          start: event.startDate.toString(),
          status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
        };
      }),
    };
  }

  async function book(): Promise<{ token: string; id: string; reference: string }> {
    const submit = new SubmitBooking(unitOfWork, idempotency, clock, new RandomIds(), fixedCalendar(), links);
    const outcome = await submit.execute(
      bookingRequest({ deliveryDate: '2026-11-30', pickupDate: '2026-12-07' }),
    );
    if (outcome.kind !== 'created') throw new Error(`not booked: ${outcome.kind}`);
    const receipt = outcome.reply.body as { id: string; reference: string };
    const [row] = await db.orm.em
      .getConnection()
      .execute<{ id: string }[]>(`select id from outbox_messages where kind = 'booking-confirmation'`);
    const url = (await sentLink(db, row?.id ?? '')) ?? '';
    return { token: tokenOfManageUrl(url), id: receipt.id, reference: receipt.reference };
  }

  const later = (minutes: number) => clock.set(new Date(testNow.getTime() + minutes * 60_000));
  const uids = (calendar: Calendar) => calendar.events.map((event) => event.uid);

  it('moves the events on an extension and a reschedule, same UIDs and a higher SEQUENCE each time', async () => {
    const { token, reference } = await book();
    const confirmation = await calendarOf(/booking for/);
    expect(confirmation.events.map((event) => [event.start, event.sequence])).toEqual([
      ['2026-11-30', 0],
      ['2026-12-07', 0],
    ]);

    later(5);
    const extend = new ExtendMyBooking(unitOfWork, idempotency, links, clock, fixedCalendar());
    expect((await extend.execute(token, { pickupDate: '2026-12-09' })).kind).toBe('changed');
    const extended = await calendarOf(new RegExp(`${reference} is extended`));
    expect(extended.method).toBe('PUBLISH');
    expect(extended.contentType).toBe('text/calendar');
    expect(uids(extended)).toEqual(uids(confirmation));
    expect(extended.events.map((event) => event.start)).toEqual(['2026-11-30', '2026-12-09']);
    const afterExtension = extended.events[0]?.sequence ?? 0;
    expect(afterExtension).toBeGreaterThan(0);

    later(10);
    const reschedule = new RescheduleMyBooking(unitOfWork, idempotency, links, clock, fixedCalendar());
    const moved = await reschedule.execute(token, { deliveryDate: '2026-12-01', pickupDate: '2026-12-08' });
    expect(moved.kind).toBe('changed');
    const rescheduled = await calendarOf(new RegExp(`${reference} is rescheduled`));
    expect(uids(rescheduled)).toEqual(uids(confirmation));
    expect(rescheduled.events.map((event) => event.start)).toEqual(['2026-12-01', '2026-12-08']);
    expect(rescheduled.events[0]?.sequence).toBeGreaterThan(afterExtension);
    // Moved, not withdrawn.
    expect(rescheduled.events.map((event) => event.status)).toEqual([null, null]);

    // The business's copy carries no calendar: it is the customer's.
    const business = sink.received.filter((mail) => mail.envelopeTo.includes(businessInbox));
    expect(business.flatMap((mail) => mail.parsed.attachments)).toEqual([]);
  });

  it('cancels both events when the customer cancels (METHOD:CANCEL, the same UIDs, a higher SEQUENCE)', async () => {
    const { token, reference } = await book();
    const confirmation = await calendarOf(/booking for/);
    later(3);
    const cancel = new CancelMyBooking(unitOfWork, idempotency, links, clock, fixedCalendar());
    expect((await cancel.execute(token, { reason: 'Plans changed' })).kind).toBe('changed');
    const cancelled = await calendarOf(new RegExp(`${reference} is cancelled`));
    expect(cancelled.method).toBe('CANCEL');
    expect(uids(cancelled)).toEqual(uids(confirmation));
    expect(cancelled.events.map((event) => event.status)).toEqual(['CANCELLED', 'CANCELLED']);
    for (const event of cancelled.events) expect(event.sequence).toBeGreaterThan(0);
  });

  it('cancels both events when staff cancel the booking', async () => {
    const { id, reference } = await book();
    const confirmation = await calendarOf(/booking for/);
    later(3);
    const changeStatus = new ChangeBookingStatus(
      unitOfWork,
      new SqlAdminQueries(db.orm),
      clock,
      new SqlMessageLog(db.orm),
      new RandomIds(),
    );
    const outcome = await changeStatus.execute({ kind: 'system' }, id, {
      to: 'cancelled',
      reason: 'No access to the site',
    });
    expect(outcome).toMatchObject({ ok: true });
    const cancelled = await calendarOf(new RegExp(`Cancelled: your booking ${reference}`));
    expect(cancelled.method).toBe('CANCEL');
    expect(uids(cancelled)).toEqual(uids(confirmation));
    expect(cancelled.events.map((event) => event.status)).toEqual(['CANCELLED', 'CANCELLED']);
    for (const event of cancelled.events) expect(event.sequence).toBeGreaterThan(0);
  });
});
