// The customer's changes on PGlite and PostgreSQL (docs/decisions/0090-0092): links stored as
// HMACs only; extend and reschedule judged against the fleet with the size held, the booking
// itself left out of the count, and refused with the next dates that work; a customer's extension
// and a staff cancellation at the same moment end in one consistent story.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '../../application/booking.ts';
import { AccessLinks } from '../../application/my-booking/access-links.ts';
import { CancelMyBooking } from '../../application/my-booking/cancel-my-booking.ts';
import { ExtendMyBooking } from '../../application/my-booking/extend-my-booking.ts';
import { RescheduleMyBooking } from '../../application/my-booking/reschedule-my-booking.ts';
import { ViewMyBooking } from '../../application/my-booking/view-my-booking.ts';
import { tokenOfManageUrl } from '../../test-support/my-booking-link.ts';
import { testNow } from '../../test-support/requests.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { testSelfServiceSecret, testSiteUrl } from '../../test-support/test-app.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import {
  countRows,
  databaseForSuite,
  emptyTables,
  testDatabaseKinds,
} from '../../test-support/test-databases.ts';
import { FixedClock } from '../memory/fixed-clock.ts';
import { HmacAccessTokenCodec } from '../system/hmac-access-token-codec.ts';
import { seedFleet } from './fleet-seed.ts';
import { MikroOrmIdempotencyStore } from './mikro-orm-idempotency-store.ts';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work.ts';

describe.each(testDatabaseKinds())('My booking changes on $name', (kind) => {
  const db = databaseForSuite(kind);
  let unitOfWork: MikroOrmUnitOfWork;
  const clock = new FixedClock(testNow);
  const links = new AccessLinks(new HmacAccessTokenCodec([testSelfServiceSecret]), testSiteUrl);
  let extend: ExtendMyBooking;
  let reschedule: RescheduleMyBooking;
  let cancel: CancelMyBooking;
  let view: ViewMyBooking;

  beforeAll(async () => {
    unitOfWork = new MikroOrmUnitOfWork(db.orm);
    const idempotency = new MikroOrmIdempotencyStore(db.orm);
    extend = new ExtendMyBooking(unitOfWork, idempotency, links, clock, fixedCalendar());
    reschedule = new RescheduleMyBooking(unitOfWork, idempotency, links, clock, fixedCalendar());
    cancel = new CancelMyBooking(unitOfWork, idempotency, links, clock, fixedCalendar());
    view = new ViewMyBooking(unitOfWork, links, clock);
  });
  beforeEach(async () => {
    await emptyTables(db, ['outbox_messages', 'bookings', 'fleet']);
    // One 20-yard: every test below is about the last unit.
    await seedFleet(db.orm, { '10-yard': 8, '15-yard': 6, '20-yard': 1 });
  });

  /** Stores a booking with its link, as SubmitBooking does; answers the link's token. */
  async function bookWithToken(overrides: Partial<Booking>): Promise<{ booking: Booking; token: string }> {
    const booking = storedBooking(overrides);
    const reference = await unitOfWork.transaction(async ({ bookings, accessTokens }) => {
      await bookings.add(booking);
      return links.issue(accessTokens, booking, testNow);
    });
    // The link as the delivery worker makes it for the e-mail (decision 0160).
    const url = await unitOfWork.transaction(({ accessTokens }) =>
      links.sendTimeUrl(accessTokens, reference),
    );
    return { booking, token: tokenOfManageUrl(url) };
  }

  const stored = async (id: string) =>
    unitOfWork.transaction(({ bookings }) => bookings.findForUpdate(id)) as Promise<Booking>;

  it('keeps only the HMAC of a token, and opens nothing once it is revoked', async () => {
    const { booking, token } = await bookWithToken({ deliveryDate: '2026-11-24', pickupDate: '2026-11-28' });
    expect((await view.execute(token))?.reference).toBe(booking.reference);
    const rows = await db.orm.em
      .getConnection()
      .execute<Record<string, unknown>[]>('select * from "booking_access_tokens"');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    await unitOfWork.transaction(({ accessTokens }) => accessTokens.revokeAll(booking.id, testNow));
    expect(await view.execute(token)).toBeUndefined();
  });

  it('extends into free days, and answers 409 with the latest pickup the fleet allows when one is full', async () => {
    const { booking, token } = await bookWithToken({ deliveryDate: '2026-11-24', pickupDate: '2026-12-04' });
    await bookWithToken({ deliveryDate: '2026-12-06', pickupDate: '2026-12-10', email: 'b@example.com' });

    const refused = await extend.execute(token, { pickupDate: '2026-12-08' });
    expect(refused).toMatchObject({
      kind: 'refused',
      refusal: {
        kind: 'unavailable',
        answer: {
          unavailableDates: ['2026-12-06', '2026-12-07', '2026-12-08'],
          nextAvailable: { deliveryDate: '2026-11-24', pickupDate: '2026-12-05' },
        },
      },
    });
    expect((await stored(booking.id)).pickupDate).toBe('2026-12-04');
    expect(await countRows(db.orm, 'outbox_messages')).toBe(0);

    const changed = await extend.execute(token, { pickupDate: '2026-12-05' });
    expect(changed.kind).toBe('changed');
    const after = await stored(booking.id);
    expect(after.pickupDate).toBe('2026-12-05');
    expect(after.quote.totalCents).toBe(booking.quote.totalCents + booking.quote.extraDayRateCents);
    expect(await countRows(db.orm, 'outbox_messages')).toBe(2);
    const [event] = await db.orm.em
      .getConnection()
      .execute<{ type: string }[]>(
        `select "type" from "booking_events" where "booking_id" = '${booking.id}' order by "id" desc limit 1`,
      );
    expect(event?.type).toBe('extended');
  });

  it('reschedules leaving the booking itself out of the count, and offers the next free dates when full', async () => {
    const { booking, token } = await bookWithToken({ deliveryDate: '2026-11-24', pickupDate: '2026-11-28' });
    await bookWithToken({ deliveryDate: '2026-12-01', pickupDate: '2026-12-10', email: 'b@example.com' });

    // Overlaps only its own current days: the one unit is its own.
    const moved = await reschedule.execute(token, { deliveryDate: '2026-11-25', pickupDate: '2026-11-29' });
    expect(moved.kind).toBe('changed');
    expect(await stored(booking.id)).toMatchObject({ deliveryDate: '2026-11-25', pickupDate: '2026-11-29' });

    const refused = await reschedule.execute(token, { deliveryDate: '2026-12-02', pickupDate: '2026-12-06' });
    expect(refused).toMatchObject({
      kind: 'refused',
      refusal: {
        kind: 'unavailable',
        answer: {
          error: 'unavailable',
          nextAvailable: { deliveryDate: '2026-12-11', pickupDate: '2026-12-15' },
        },
      },
    });
    expect(await stored(booking.id)).toMatchObject({ deliveryDate: '2026-11-25', pickupDate: '2026-11-29' });
  });

  it('frees the unit when the customer cancels', async () => {
    const first = await bookWithToken({ deliveryDate: '2026-11-24', pickupDate: '2026-11-28' });
    const second = await bookWithToken({
      deliveryDate: '2026-11-30',
      pickupDate: '2026-12-04',
      email: 'b@example.com',
    });
    expect((await extend.execute(first.token, { pickupDate: '2026-12-01' })).kind).toBe('refused');
    expect((await cancel.execute(second.token, { reason: '' })).kind).toBe('changed');
    expect((await extend.execute(first.token, { pickupDate: '2026-12-01' })).kind).toBe('changed');
  });

  it('resolves a customer extension and a staff cancellation at the same moment into one consistent story', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { booking, token } = await bookWithToken({
        deliveryDate: '2026-11-24',
        pickupDate: '2026-11-28',
        dumpsterSize: '10-yard',
        status: 'confirmed',
      });
      // The back office's cancellation: the row locked, the status changed, a line in the history.
      const staffCancel = unitOfWork.transaction(async ({ bookings, bookingEvents }) => {
        const current = await bookings.findForUpdate(booking.id);
        if (!current || current.status === 'cancelled') return;
        await bookings.saveChange({ ...current, status: 'cancelled' });
        await bookingEvents.append({
          bookingId: booking.id,
          occurredAt: testNow,
          actor: { kind: 'staff', userId: '00000000-0000-4000-8000-000000000001', name: 'Dana' },
          type: 'status_changed',
          details: { from: current.status, to: 'cancelled' },
        });
      });
      const [outcome] = await Promise.all([extend.execute(token, { pickupDate: '2026-11-30' }), staffCancel]);

      const after = await stored(booking.id);
      const events = await db.orm.em
        .getConnection()
        .execute<{ type: string }[]>(
          `select "type" from "booking_events" where "booking_id" = '${booking.id}' order by "id"`,
        );
      expect(after.status).toBe('cancelled');
      if (outcome.kind === 'changed') {
        // The extension went first; the cancellation came after it and saw it.
        expect(after.pickupDate).toBe('2026-11-30');
        expect(events.map((event) => event.type)).toEqual(['extended', 'status_changed']);
      } else {
        // The cancellation went first; the extension found the booking cancelled and changed nothing.
        expect(outcome).toMatchObject({ kind: 'refused', refusal: { kind: 'conflict' } });
        expect(after.pickupDate).toBe('2026-11-28');
        expect(events.map((event) => event.type)).toEqual(['status_changed']);
      }
    }
  });

  it('changes once when the same keyed extension arrives twice at the same moment', async () => {
    const { booking, token } = await bookWithToken({
      deliveryDate: '2026-11-24',
      pickupDate: '2026-11-28',
      dumpsterSize: '15-yard',
    });
    const claim = { scope: 'my-booking-extend', key: 'double-click-1', requestHash: 'same' };
    const outcomes = await Promise.all([
      extend.execute(token, { pickupDate: '2026-11-30' }, claim),
      extend.execute(token, { pickupDate: '2026-11-30' }, claim),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['changed', 'replayed']);
    const replies = outcomes.map((outcome) => ('reply' in outcome ? outcome.reply : undefined));
    expect(replies[1]).toEqual(replies[0]);
    const events = await db.orm.em
      .getConnection()
      .execute<{ type: string }[]>(
        `select "type" from "booking_events" where "booking_id" = '${booking.id}' and "type" = 'extended'`,
      );
    expect(events).toHaveLength(1);
    expect(await countRows(db.orm, 'outbox_messages')).toBe(2);
  });
});
