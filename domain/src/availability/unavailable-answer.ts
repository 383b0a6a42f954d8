// The 409 the API answers when a booking's (or a change's) dates cannot be had: the sentence
// for people, the full days and the next dates that work, so the form can offer them.
import * as v from 'valibot';
import { type UnavailableRental, unavailableRentalMessage } from './unavailable-message.ts';

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
