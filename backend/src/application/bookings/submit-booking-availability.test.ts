// SubmitBooking against the fleet (docs/decisions/0086), on the real adapters: a range
// with a full day is refused with the full days and the next dates that work, nothing is stored
// (no idempotency record either), and the same key succeeds once a unit frees up.
import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/memory/fixed-clock.ts';
import { SequentialIds } from '../../adapters/memory/sequential-ids.ts';
import { bookingRequest, testNow } from '../../test-support/requests.ts';
import { fixedCalendar } from '../../test-support/test-calendars.ts';
import { openTestStore, type TestStore } from '../../test-support/test-store.ts';
import { DatesUnavailableError } from '../availability/dates-unavailable-error.ts';
import { SubmitBooking } from './submit-booking.ts';

describe('SubmitBooking against the fleet', () => {
  let store: TestStore;
  let submit: SubmitBooking;

  beforeEach(async () => {
    store = await openTestStore({ fleet: { '10-yard': 8, '15-yard': 6, '20-yard': 1 } });
    submit = new SubmitBooking(
      store.unitOfWork,
      store.idempotency,
      new FixedClock(testNow),
      new SequentialIds(),
      fixedCalendar(),
    );
  });

  const twentyYard = (deliveryDate: string, pickupDate: string) =>
    bookingRequest({ dumpsterSize: '20-yard', deliveryDate, pickupDate });

  it('stores a booking while a unit is free on every day', async () => {
    await submit.execute(twentyYard('2026-11-24', '2026-11-30'));
    const outcome = await submit.execute(twentyYard('2026-12-01', '2026-12-07'));

    expect(outcome.kind).toBe('created');
    expect(await store.bookings()).toHaveLength(2);
  });

  it('refuses a range crossing a full day with the full days and the next dates of the same length', async () => {
    await submit.execute(twentyYard('2026-11-28', '2026-11-30'));

    const refusal = submit.execute(twentyYard('2026-11-24', '2026-11-28'), {
      scope: 'bookings',
      key: 'k-1',
      requestHash: 'h-1',
    });

    await expect(refusal).rejects.toBeInstanceOf(DatesUnavailableError);
    const error = (await refusal.catch((caught: unknown) => caught)) as DatesUnavailableError;
    expect(error.rental).toEqual({
      size: '20-yard',
      requested: { deliveryDate: '2026-11-24', pickupDate: '2026-11-28' },
      unavailableDates: ['2026-11-28'],
      nextAvailable: { deliveryDate: '2026-12-01', pickupDate: '2026-12-05' },
    });
    expect(await store.bookings()).toHaveLength(1);
    expect(await store.bookingEvents()).toHaveLength(1);
    expect((await store.idempotencyRecords()).size).toBe(0);
  });

  it('stores the same request with the same key once the unit frees up: no refusal was recorded', async () => {
    await submit.execute(twentyYard('2026-11-28', '2026-11-30'));
    const claim = { scope: 'bookings', key: 'k-2', requestHash: 'h-2' };
    await expect(submit.execute(twentyYard('2026-11-24', '2026-11-28'), claim)).rejects.toThrow(
      DatesUnavailableError,
    );

    await store.sql(`update "bookings" set "status" = 'cancelled'`);
    const outcome = await submit.execute(twentyYard('2026-11-24', '2026-11-28'), claim);

    expect(outcome.kind).toBe('created');
    expect((await store.idempotencyRecords()).has('bookings k-2')).toBe(true);
  });

  it('refuses every date of a size whose fleet is 0, offering nothing', async () => {
    await store.setFleet({ '10-yard': 8, '15-yard': 6, '20-yard': 0 });

    const error = (await submit
      .execute(twentyYard('2026-11-24', '2026-11-24'))
      .catch((caught: unknown) => caught)) as DatesUnavailableError;

    expect(error.rental?.nextAvailable).toBeNull();
    expect(error.rental?.unavailableDates).toEqual(['2026-11-24']);
  });

  it('leaves other sizes alone', async () => {
    await submit.execute(twentyYard('2026-11-24', '2026-11-30'));
    const outcome = await submit.execute(bookingRequest({ dumpsterSize: '10-yard' }));
    expect(outcome.kind).toBe('created');
  });
});
