// Thrown inside a transaction when the fleet has no unit for some day of the dates asked for
// (availability issue, docs/decisions/0086): the transaction rolls back, so nothing is stored,
// not even the idempotency record, and the HTTP adapter answers 409 with the domain's
// unavailableAnswer (the full days and the next dates that work).
import type { UnavailableRental } from '@dumpster/domain';

export class DatesUnavailableError extends Error {
  override name = 'DatesUnavailableError';
  readonly rental: UnavailableRental;

  constructor(rental: UnavailableRental) {
    super(`No ${rental.size} unit free on ${rental.unavailableDates.join(', ')}`);
    this.rental = rental;
  }
}
