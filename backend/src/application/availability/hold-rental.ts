// The availability check of a new (or rescheduled) rental (docs/decisions 0085, 0086, 0089), in
// steps so the size's calendar is locked as briefly and as rarely as possible:
// 1. inside the booking's transaction, holdRental locks the rental's part of the calendar at
//    once when nobody holds it (the common case: one statement, then the read). When another
//    booking holds it, it first reads the rental's days without a lock: a full day there is
//    refused at once (a refusal stores nothing, so it needs no lock), so a crowd pressing "Book"
//    for dates already taken is answered side by side instead of queuing; otherwise it waits for
//    the lock and reads again. A full day under the lock is refused the same way.
//    RentalFullError rolls the transaction back (nothing stored, the lock released at once).
//    beginRentalHold splits this in two around a new booking's writes (decision 0095): when
//    another booking holds the calendar, the wait for the lock comes after the writes; holdRental
//    is the same with nothing written in between;
// 2. after it, explainFullRental reads the calendar to the end of the booking window without a
//    lock and judges it with the domain's rentalAvailability, for the full days and the next
//    dates that work: DatesUnavailableError, which the HTTP adapter answers 409. The dates offered
//    are a suggestion, not a reservation, so they need no lock; when a unit freed up in between,
//    the caller simply tries the booking again.
import {
  type BusinessCalendar,
  type DumpsterSizeValue,
  type RentalDates,
  rentalAvailability,
  rentalAvailabilityRange,
  unavailableRentalDates,
} from '@dumpster/domain';
import type { FleetLedger, HeldSize } from '../ports/fleet-ledger.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';
import { DatesUnavailableError } from './dates-unavailable-error.ts';

export interface RentalCheck {
  readonly size: DumpsterSizeValue;
  readonly rental: RentalDates;
  /** The business's date when the request came in (the search for next dates starts no earlier). */
  readonly today: string;
  /**
   * The instant and the business's calendar (decision 0166): the next dates offered are open days
   * from the earliest bookable delivery on. Without them, every day is offered as before.
   */
  readonly now?: Date | undefined;
  readonly calendar?: BusinessCalendar | undefined;
  /** A changed booking leaves itself out of the count. */
  readonly excludeBookingId?: string;
}

/** Thrown inside the transaction: some day of the rental has no unit free. */
export class RentalFullError extends Error {
  override name = 'RentalFullError';
  readonly check: RentalCheck;
  readonly unavailableDates: readonly string[];

  constructor(check: RentalCheck, unavailableDates: readonly string[]) {
    super(`No ${check.size} unit free on ${unavailableDates.join(', ')}`);
    this.check = check;
    this.unavailableDates = unavailableDates;
  }
}

function excluding(check: RentalCheck) {
  return check.excludeBookingId === undefined ? {} : { excludeBookingId: check.excludeBookingId };
}

/** A rental's hold begun before the booking's writes; `finish` after them, before the commit. */
export interface RentalHold {
  finish(): Promise<void>;
}

const alreadyHeld: RentalHold = { finish: async () => {} };

/** Throws RentalFullError when a day of the rental has no unit left in what was read. */
function refuseFullDays(check: RentalCheck, read: HeldSize): void {
  const full = unavailableRentalDates(read.occupancy, read.fleetUnits, check.rental);
  if (full.length > 0) throw new RentalFullError(check, full);
}

/**
 * The rental's hold in two steps around the booking's writes (docs/decisions/0095), for a check
 * whose `excludeBookingId` is the booking about to be written. Nobody else holding the rental's
 * weeks (the common case): it holds them at once, judges, and `finish` has nothing left to do.
 * Someone else there: it glances and refuses a full day at once, but a rental that looks possible
 * does not wait for the lock yet: the caller writes its rows first, side by side with the holder,
 * and `finish` waits for the lock, reads again (leaving out the booking just written, which this
 * transaction already sees) and judges. The lock is then held from the end of the writes to the
 * commit only, so a busy week's bookings queue for a few statements each instead of a whole
 * booking's.
 */
export async function beginRentalHold(fleet: FleetLedger, check: RentalCheck): Promise<RentalHold> {
  const range = { from: check.rental.deliveryDate, to: check.rental.pickupDate };
  const held = await fleet.tryHold(check.size, range, excluding(check));
  if (held) {
    refuseFullDays(check, held);
    return alreadyHeld;
  }
  refuseFullDays(check, await fleet.read(check.size, range, excluding(check)));
  return {
    finish: async () => refuseFullDays(check, await fleet.hold(check.size, range, excluding(check))),
  };
}

/**
 * Holds the size for the transaction at once: beginRentalHold finished before any write (a
 * rescheduled booking, already stored, has nothing to write first). Throws RentalFullError when a
 * day of the rental is full.
 */
export async function holdRental(fleet: FleetLedger, check: RentalCheck): Promise<void> {
  await (await beginRentalHold(fleet, check)).finish();
}

/**
 * The refusal for a rental found full: its full days and the next dates of the same length, read
 * afresh without a lock. Null when every day has a unit again (one was freed meanwhile).
 */
export async function explainFullRental(
  unitOfWork: UnitOfWork,
  full: RentalFullError,
): Promise<DatesUnavailableError | null> {
  const { size, rental, today, now, calendar } = full.check;
  const { fleetUnits, occupancy } = await unitOfWork.transaction(({ fleet }) =>
    fleet.read(size, rentalAvailabilityRange(rental, today, { now, calendar }), excluding(full.check)),
  );
  const judged = rentalAvailability(occupancy, fleetUnits, rental, { today, now, calendar });
  if (judged.available) return null;
  return new DatesUnavailableError({
    size,
    requested: { deliveryDate: rental.deliveryDate, pickupDate: rental.pickupDate },
    unavailableDates: judged.unavailableDates,
    nextAvailable: judged.nextAvailable,
  });
}
