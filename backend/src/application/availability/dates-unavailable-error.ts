// Thrown when the fleet has no unit for some day of the dates asked for
// (docs/decisions/0086), after the transaction that found it rolled back (nothing stored, not even
// the idempotency record). It carries the domain's 409 body: for a new or rescheduled rental
// (unavailableAnswer: the full days and the next dates of the same length) or, through
// `forExtension`, for an extension (unavailableExtensionAnswer: the latest pickup that works).
// The HTTP adapter answers it 409 wherever it is thrown.
import {
  type UnavailableAnswer,
  type UnavailableExtension,
  type UnavailableRental,
  unavailableAnswer,
  unavailableExtensionAnswer,
} from '@dumpster/domain';

export class DatesUnavailableError extends Error {
  override name = 'DatesUnavailableError';
  /** The 409's body (without the requestId the adapter adds). */
  readonly answer: UnavailableAnswer;
  /** The rental refused, when it was a new or rescheduled one. */
  readonly rental: UnavailableRental | undefined;

  constructor(rental: UnavailableRental);
  constructor(rental: undefined, answer: UnavailableAnswer);
  constructor(rental: UnavailableRental | undefined, answer?: UnavailableAnswer) {
    const body = answer ?? unavailableAnswer(rental as UnavailableRental);
    super(`No unit free on ${body.unavailableDates.join(', ')}`);
    this.answer = body;
    this.rental = rental;
  }

  /** An extension whose added days include a full one (the domain's extensionAvailability). */
  static forExtension(
    extension: UnavailableExtension & { readonly deliveryDate: string },
  ): DatesUnavailableError {
    return new DatesUnavailableError(undefined, unavailableExtensionAnswer(extension));
  }
}
