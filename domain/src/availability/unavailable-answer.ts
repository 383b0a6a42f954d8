// The 409 the API answers when a booking's (or a change's) dates cannot be had: the sentence
// for people, the full days and the next dates that work, so the form can offer them.
import * as v from 'valibot';
import {
  type UnavailableExtension,
  type UnavailableRental,
  unavailableExtensionMessage,
  unavailableRentalMessage,
} from './unavailable-message.ts';

const isoDate = v.pipe(v.string(), v.isoDate());

export const unavailableAnswerSchema = v.object({
  error: v.literal('unavailable'),
  message: v.string(),
  unavailableDates: v.array(isoDate),
  nextAvailable: v.nullable(v.object({ deliveryDate: isoDate, pickupDate: isoDate })),
});

export type UnavailableAnswer = v.InferOutput<typeof unavailableAnswerSchema>;

export function unavailableAnswer(rental: UnavailableRental): UnavailableAnswer {
  return {
    error: 'unavailable',
    message: unavailableRentalMessage(rental),
    unavailableDates: [...rental.unavailableDates],
    nextAvailable: rental.nextAvailable
      ? { deliveryDate: rental.nextAvailable.deliveryDate, pickupDate: rental.nextAvailable.pickupDate }
      : null,
  };
}

/**
 * The same 409 for an extension: `nextAvailable` is the booking's delivery date with the latest
 * pickup the fleet allows, so the page can offer it as it offers other dates.
 */
export function unavailableExtensionAnswer(
  extension: UnavailableExtension & { readonly deliveryDate: string },
): UnavailableAnswer {
  return {
    error: 'unavailable',
    message: unavailableExtensionMessage(extension),
    unavailableDates: [...extension.unavailableDates],
    nextAvailable: extension.latestPickupDate
      ? { deliveryDate: extension.deliveryDate, pickupDate: extension.latestPickupDate }
      : null,
  };
}
