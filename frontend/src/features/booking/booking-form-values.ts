// The booking form's values and the pure rules around them: the quote it shows and how the two
// dates move together (spec sections 2, 4 and 9). What it sends is the domain's bookingFormPayload.
import {
  addDays,
  type BusinessCalendar,
  compareDates,
  type BookingFormValues as DomainBookingFormValues,
  isIsoDate,
  plannedPickupDate,
  quoteRental,
  type RentalQuote,
} from '@dumpster/domain';

export type BookingFormValues = DomainBookingFormValues;
export type BookingField = keyof BookingFormValues;

/** Days from delivery to the default pickup: the standard rental (spec section 4). */
export const defaultRentalDays = 7;

/** The quote for the chosen size and dates, or null while something is missing or out of order. */
export function currentQuote(
  values: Pick<BookingFormValues, 'dumpsterSize' | 'deliveryDate' | 'pickupDate'>,
  /** The business's calendar: the closed days right before the pickup are free (decision 0131). */
  calendar?: BusinessCalendar,
): RentalQuote | null {
  const { dumpsterSize, deliveryDate, pickupDate } = values;
  if (dumpsterSize === '' || !isIsoDate(deliveryDate) || !isIsoDate(pickupDate)) return null;
  if (compareDates(pickupDate, deliveryDate) < 0) return null;
  return quoteRental({ dumpsterSize, deliveryDate, pickupDate }, { calendar });
}

/**
 * A new delivery date keeps a pickup the visitor chose, unless it now falls before delivery;
 * an untouched pickup follows delivery at 7 days. No delivery, no pickup (section 5).
 */
export function withDeliveryDate(
  values: BookingFormValues,
  deliveryDate: string,
  pickupChosen: boolean,
  /** With the business's calendar, a pickup on a closed day moves to the next open one (0131). */
  calendar?: BusinessCalendar,
): BookingFormValues {
  if (deliveryDate === '') return { ...values, deliveryDate, pickupDate: '' };
  const keepPickup =
    pickupChosen && isIsoDate(values.pickupDate) && compareDates(values.pickupDate, deliveryDate) >= 0;
  return {
    ...values,
    deliveryDate,
    pickupDate: keepPickup
      ? values.pickupDate
      : calendar
        ? plannedPickupDate(calendar, deliveryDate, defaultRentalDays)
        : addDays(deliveryDate, defaultRentalDays),
  };
}
