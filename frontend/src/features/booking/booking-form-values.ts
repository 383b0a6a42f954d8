// The booking form's values and the pure rules around them: the payload it sends, the quote
// it shows, and how the two dates move together (spec sections 2, 4 and 9).
import {
  addDays,
  type BookingRequestInput,
  compareDates,
  emptyBookingForm,
  isIsoDate,
  quoteRental,
  type RentalQuote,
} from '@dumpster/domain';

export type BookingFormValues = ReturnType<typeof emptyBookingForm>;
export type BookingField = keyof BookingFormValues;

/** Days from delivery to the default pickup: the standard rental (spec section 4). */
export const defaultRentalDays = 7;

/**
 * The values before the browser knows today's date: no dates yet. The page is prerendered, so
 * "today" is filled in after mount (use-business-today.ts) and the first render matches the HTML.
 */
export function undatedBookingForm(): BookingFormValues {
  return { ...emptyBookingForm('2000-01-01'), deliveryDate: '', pickupDate: '' };
}

/** What the form sends: company details only for a commercial booking. */
export function toBookingPayload(values: BookingFormValues): BookingRequestInput {
  const commercial = values.bookingType === 'commercial';
  return {
    ...values,
    dumpsterSize: values.dumpsterSize as BookingRequestInput['dumpsterSize'],
    companyName: commercial ? values.companyName : '',
    jobNumber: commercial ? values.jobNumber : '',
    jobName: commercial ? values.jobName : '',
  };
}

/** The quote for the chosen size and dates, or null while something is missing or out of order. */
export function currentQuote(
  values: Pick<BookingFormValues, 'dumpsterSize' | 'deliveryDate' | 'pickupDate'>,
): RentalQuote | null {
  const { dumpsterSize, deliveryDate, pickupDate } = values;
  if (dumpsterSize === '' || !isIsoDate(deliveryDate) || !isIsoDate(pickupDate)) return null;
  if (compareDates(pickupDate, deliveryDate) < 0) return null;
  return quoteRental({ dumpsterSize, deliveryDate, pickupDate });
}

/**
 * A new delivery date keeps a pickup the visitor chose, unless it now falls before delivery;
 * an untouched pickup follows delivery at 7 days. No delivery, no pickup (section 5).
 */
export function withDeliveryDate(
  values: BookingFormValues,
  deliveryDate: string,
  pickupChosen: boolean,
): BookingFormValues {
  if (deliveryDate === '') return { ...values, deliveryDate, pickupDate: '' };
  const keepPickup =
    pickupChosen && isIsoDate(values.pickupDate) && compareDates(values.pickupDate, deliveryDate) >= 0;
  return {
    ...values,
    deliveryDate,
    pickupDate: keepPickup ? values.pickupDate : addDays(deliveryDate, defaultRentalDays),
  };
}
