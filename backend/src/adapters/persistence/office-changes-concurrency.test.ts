// A staff reschedule and the customer's own change of the same booking at the same moment, on
// PGlite and PostgreSQL (decision 0176): both take the booking's row lock, so they judge it one
// after the other. The booking ends as the later one left it, each change that went through has
// exactly one history line whose "from" is what the other left, and a third customer racing
// for the same size's last unit never makes a day overbooked.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '../../application/booking.ts';
import { ChangeBookingDates } from '../../application/bookings/change-booking-dates.ts';
import { AccessLinks } from '../../application/my-booking/access-links.ts';
import { RescheduleMyBooking } from '../../application/my-booking/reschedule-my-booking.ts';
import { tokenOfManageUrl } from '../../test-support/my-booking-link.ts';
import { testNow } from '../../test-support/requests.ts';
import { storedBooking } from '../../test-support/stored-booking.ts';
import { testSelfServiceSecret, testSiteUrl } from '../../test-support/test-app.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import { databaseForSuite, emptyTables, testDatabaseKinds } from '../../test-support/test-databases.ts';
import { FixedClock } from '../memory/fixed-clock.ts';
import { HmacAccessTokenCodec } from '../system/hmac-access-token-codec.ts';
import { seedFleet } from './fleet-seed.ts';
import { MikroOrmIdempotencyStore } from './mikro-orm-idempotency-store.ts';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work.ts';
import { SqlAdminQueries } from './sql-admin-queries.ts';
import { SqlMessageLog } from './sql-message-log.ts';

const staff = { kind: 'staff', userId: '00000000-0000-4000-8000-0000000000d1', name: 'Dana' } as const;

describe.each(testDatabaseKinds())('a staff reschedule racing the customer’s own on $name', (kind) => {
  const db = databaseForSuite(kind);
  let unitOfWork: MikroOrmUnitOfWork;
  const clock = new FixedClock(testNow);
  const links = new AccessLinks(new HmacAccessTokenCodec([testSelfServiceSecret]), testSiteUrl);
  let staffDates: ChangeBookingDates;
  let customerReschedule: RescheduleMyBooking;

  beforeAll(() => {
    unitOfWork = new MikroOrmUnitOfWork(db.orm);
    const idempotency = new MikroOrmIdempotencyStore(db.orm);
    staffDates = new ChangeBookingDates(
      unitOfWork,
      idempotency,
      new SqlAdminQueries(db.orm),
      new SqlMessageLog(db.orm),
      clock,
      fixedCalendar(),
    );
    customerReschedule = new RescheduleMyBooking(unitOfWork, idempotency, links, clock, fixedCalendar());
  });
  beforeEach(async () => {
    await emptyTables(db, ['outbox_messages', 'booking_notes', 'bookings', 'fleet']);
    // One 20-yard: the customers below race for the last unit.
    await seedFleet(db.orm, { '10-yard': 8, '15-yard': 6, '20-yard': 1 });
  });

  async function bookWithToken(overrides: Partial<Booking>): Promise<{ booking: Booking; token: string }> {
    const booking = storedBooking(overrides);
    const reference = await unitOfWork.transaction(async ({ bookings, accessTokens }) => {
      await bookings.add(booking);
      return links.issue(accessTokens, booking, testNow);
    });
    const url = await unitOfWork.transaction(({ accessTokens }) =>
      links.sendTimeUrl(accessTokens, reference),
    );
    return { booking, token: tokenOfManageUrl(url) };
  }

  const historyOf = (id: string) =>
    db.orm.em
      .getConnection()
      .execute<
        { type: string; actor_kind: string; details: Record<string, { from: string; to: string }> | string }[]
      >(`select "type", "actor_kind", "details" from "booking_events" where "booking_id" = ? order by "id"`, [
        id,
      ])
      .then((rows) =>
        rows.map((row) => ({
          ...row,
          details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<
            string,
            { from: string; to: string }
          >,
        })),
      );

  it('leaves one consistent booking, one history line per change, and no overbooked day', async () => {
    for (let round = 0; round < 5; round += 1) {
      await emptyTables(db, ['outbox_messages', 'bookings']);
      const a = await bookWithToken({
        dumpsterSize: '20-yard',
        deliveryDate: '2026-11-24',
        pickupDate: '2026-11-28',
      });
      const b = await bookWithToken({
        dumpsterSize: '20-yard',
        deliveryDate: '2026-12-10',
        pickupDate: '2026-12-14',
        email: 'b@example.com',
      });
      const [byStaff, byCustomer, byOther] = await Promise.all([
        staffDates.execute(staff, a.booking.id, { deliveryDate: '2026-12-01', pickupDate: '2026-12-05' }),
        customerReschedule.execute(a.token, { deliveryDate: '2026-11-25', pickupDate: '2026-11-29' }),
        // The other customer wants days the staff move also wants: one unit, one of them.
        customerReschedule.execute(b.token, { deliveryDate: '2026-12-03', pickupDate: '2026-12-07' }),
      ]);

      const stored = await unitOfWork.transaction(async ({ bookings }) => ({
        a: await bookings.findById(a.booking.id),
        b: await bookings.findById(b.booking.id),
      }));
      const history = await historyOf(a.booking.id);
      const applied = history.map((event) => event.actor_kind);
      expect(history.every((event) => event.type === 'rescheduled')).toBe(true);
      expect(applied.filter((actor) => actor === 'customer')).toHaveLength(
        byCustomer.kind === 'changed' ? 1 : 0,
      );
      expect(applied.filter((actor) => actor === 'staff')).toHaveLength(byStaff.kind === 'changed' ? 1 : 0);
      expect(byCustomer.kind).toBe('changed');
      // A chain: each change starts where the one before it left the booking, and the booking is the last one's.
      let dates = { deliveryDate: '2026-11-24', pickupDate: '2026-11-28' };
      for (const event of history) {
        expect(event.details.deliveryDate?.from).toBe(dates.deliveryDate);
        expect(event.details.pickupDate?.from).toBe(dates.pickupDate);
        dates = {
          deliveryDate: String(event.details.deliveryDate?.to),
          pickupDate: String(event.details.pickupDate?.to),
        };
      }
      expect(stored.a).toMatchObject(dates);

      // Never two bookings of the one unit on a day.
      const { occupancy, fleetUnits } = await unitOfWork.transaction(({ fleet }) =>
        fleet.read('20-yard', { from: '2026-11-20', to: '2026-12-20' }),
      );
      expect(Math.max(...occupancy.units)).toBeLessThanOrEqual(fleetUnits);
      if (byStaff.kind === 'changed' && byOther.kind === 'changed') {
        // Both could only go through when the customer's own move came after staff's and freed the days.
        expect(stored.a).toMatchObject({ deliveryDate: '2026-11-25' });
      }
      if (byOther.kind !== 'changed') expect(stored.b).toMatchObject({ deliveryDate: '2026-12-10' });
    }
  });
});
