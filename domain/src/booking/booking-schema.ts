// The booking form (spec sections 3 and 5). The same schema validates in the browser and on
// the server; "today" is an argument because the domain never reads the clock. Given the
// instant and the business's calendar too, it refuses closed days and a delivery today after
// the noon cut-off (decision 0130).
import * as v from 'valibot';
import type { BusinessCalendar } from '../business-calendar/business-calendar.ts';
import { defaultRentalDates } from '../business-calendar/rental-days.ts';
import type { BusinessDay } from '../business-calendar/same-day-cutoff.ts';
import { addDays } from '../calendar/calendar-date.ts';
import { type DumpsterSizeValue, dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import {
  emailField,
  messages,
  nameField,
  optionalEmailField,
  optionalText,
  phoneField,
  requiredText,
  smsOptInField,
} from '../validation/common-fields.ts';
import { missingFieldMessage } from '../validation/missing-field-message.ts';
import { bookingDateMessages, bookingDatesCheck, calendarDateField } from './booking-date-rules.ts';

export const bookingTypes = ['residential', 'commercial'] as const;
export type BookingType = (typeof bookingTypes)[number];

/** What staff and customers read for each booking type. */
export const bookingTypeLabels: Readonly<Record<BookingType, string>> = {
  residential: 'Residential',
  commercial: 'Commercial',
};

/** State choices are limited to FL (section 5). */
export const bookingStates = ['FL'] as const;

export const bookingMessages = {
  bookingType: 'Please choose residential or commercial',
  address: 'Please enter the delivery address',
  city: 'Please enter the city',
  state: 'We currently deliver in Florida (FL) only',
  zipCode: 'Please enter a valid 5-digit ZIP code',
  floridaZip: 'Please enter a Florida ZIP code',
  companyName: 'Company name is required for commercial bookings',
  dumpsterSize: 'Please choose a dumpster size',
  ...bookingDateMessages,
} as const;

const bookingFields = v.object(
  {
    bookingType: v.picklist(bookingTypes, bookingMessages.bookingType),
    name: nameField,
    email: emailField,
    phone: phoneField,
    address: requiredText(3, 200, bookingMessages.address),
    city: requiredText(2, 100, bookingMessages.city),
    state: v.picklist(bookingStates, bookingMessages.state),
    zipCode: v.pipe(
      v.string(bookingMessages.zipCode),
      v.trim(),
      v.regex(/^\d{5}(-\d{4})?$/, bookingMessages.zipCode),
      // Florida ZIP codes run 32xxx-34xxx.
      v.regex(/^3[2-4]/, bookingMessages.floridaZip),
    ),
    companyName: optionalText(200),
    jobNumber: optionalText(100),
    jobName: optionalText(200),
    dumpsterSize: v.picklist(dumpsterSizeValues, bookingMessages.dumpsterSize),
    deliveryDate: calendarDateField(bookingMessages.deliveryDate),
    pickupDate: calendarDateField(bookingMessages.pickupDate),
    specialInstructions: optionalText(2000),
    smsOptIn: smsOptInField,
  },
  missingFieldMessage({
    ...bookingMessages,
    name: messages.name,
    email: messages.email,
    phone: messages.phone,
  }),
);

/** Each field's rule alone: staff edits of a stored booking judge the fields they change by these. */
export const bookingFieldEntries = bookingFields.entries;

/**
 * The booking schema for the business's day: `{ today }` as before; `{ today, now, calendar }`
 * adds the calendar's rules. The result depends on today, on whether `now` is past the cut-off
 * and on the calendar only, so a caller may cache it on those (sameDayCutoffInstant).
 */
export function createBookingSchema(day: BusinessDay) {
  return v.pipe(
    bookingFields,
    v.forward(
      v.partialCheck(
        [['bookingType'], ['companyName']],
        (input) => input.bookingType !== 'commercial' || (input.companyName ?? '').length > 0,
        bookingMessages.companyName,
      ),
      ['companyName'],
    ),
    bookingDatesCheck<v.InferOutput<typeof bookingFields>>(day),
  );
}

const staffBookingFields = v.object(
  { ...bookingFields.entries, email: optionalEmailField },
  missingFieldMessage({ ...bookingMessages, name: messages.name, phone: messages.phone }),
);

/**
 * The same booking taken by staff on the phone (decision 0170): every field and rule of the public
 * form, except that a caller without an e-mail address may leave it blank (the phone stays
 * required). The output has the public form's shape; a blank e-mail is ''.
 */
export function createStaffBookingSchema(day: BusinessDay) {
  return v.pipe(
    staffBookingFields,
    v.forward(
      v.partialCheck(
        [['bookingType'], ['companyName']],
        (input) => input.bookingType !== 'commercial' || (input.companyName ?? '').length > 0,
        bookingMessages.companyName,
      ),
      ['companyName'],
    ),
    bookingDatesCheck<v.InferOutput<typeof staffBookingFields>>(day),
  );
}

export type BookingSchema = ReturnType<typeof createBookingSchema>;
export type BookingRequestInput = v.InferInput<BookingSchema>;
export type BookingRequest = v.InferOutput<BookingSchema>;

/**
 * The form's starting values (spec sections 3 and 4): delivery today, pickup 7 days later. With
 * the instant and the calendar, the earliest bookable delivery and its planned pickup instead.
 */
export function emptyBookingForm(
  today: string,
  calendarDay?: { readonly now: Date; readonly calendar: BusinessCalendar },
) {
  const dates = calendarDay
    ? defaultRentalDates({ today, ...calendarDay })
    : { deliveryDate: today, pickupDate: addDays(today, 7) };
  return {
    bookingType: 'residential' as BookingType,
    name: '',
    email: '',
    phone: '',
    address: '',
    city: '',
    state: 'FL' as const,
    zipCode: '',
    companyName: '',
    jobNumber: '',
    jobName: '',
    dumpsterSize: '' as DumpsterSizeValue | '',
    deliveryDate: dates.deliveryDate,
    pickupDate: dates.pickupDate,
    specialInstructions: '',
    smsOptIn: false,
  };
}

export type BookingFormValues = ReturnType<typeof emptyBookingForm>;

/**
 * The values before anyone knows today's date: no dates yet. The browser's first render of the
 * prerendered /book uses them (it was rendered on another day), and so does the server reading
 * a native post, where a field that was not sent stays empty.
 */
export function undatedBookingForm(): BookingFormValues {
  return { ...emptyBookingForm('2000-01-01'), deliveryDate: '', pickupDate: '' };
}

/**
 * What a booking form sends, from the browser's script or as a native post: company details
 * only for a commercial booking (section 4), so a block the visitor hid again sends nothing.
 */
export function bookingFormPayload(values: BookingFormValues): BookingRequestInput {
  const commercial = values.bookingType === 'commercial';
  return {
    ...values,
    dumpsterSize: values.dumpsterSize as BookingRequestInput['dumpsterSize'],
    companyName: commercial ? values.companyName : '',
    jobNumber: commercial ? values.jobNumber : '',
    jobName: commercial ? values.jobName : '',
  };
}
