// The New booking form's values and rules (decision 0172): the public form's values and payload
// (the domain's emptyBookingForm and bookingFormPayload) checked by the staff booking schema, the
// public schema with the e-mail optional (decision 0170). A customer found by the look-up, or a
// contact request, fills the details in one step.
import {
  type AdminContactRequest,
  type AdminCustomerBooking,
  addDays,
  type BookingFormValues,
  bookingFormPayload,
  createStaffBookingSchema,
  type DumpsterSizeValue,
  dumpsterSizeValues,
  emptyBookingForm,
  type FieldErrors,
  fieldErrors,
} from '@dumpster/domain';
import * as v from 'valibot';

export type PhoneOrderValues = BookingFormValues;

export function emptyPhoneOrder(today: string): PhoneOrderValues {
  return emptyBookingForm(today);
}

export type PhoneOrderCheck =
  | { readonly ok: true; readonly payload: ReturnType<typeof bookingFormPayload> }
  | { readonly ok: false; readonly errors: FieldErrors };

export function checkPhoneOrder(values: PhoneOrderValues, today: string): PhoneOrderCheck {
  const payload = bookingFormPayload(values);
  const result = v.safeParse(createStaffBookingSchema({ today }), payload);
  return result.success ? { ok: true, payload } : { ok: false, errors: fieldErrors(result.issues) };
}

/** A past booking's details in the form: who, where and the company; never its dates or size. */
export function withCustomerDetails(
  values: PhoneOrderValues,
  booking: AdminCustomerBooking,
): PhoneOrderValues {
  return {
    ...values,
    bookingType: booking.bookingType,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    address: booking.address,
    city: booking.city,
    zipCode: booking.zipCode,
    companyName: booking.companyName ?? '',
    jobNumber: booking.jobNumber ?? '',
    jobName: booking.jobName ?? '',
  };
}

/** A contact request's details, its service read as a size or a commercial job where it says so. */
export function withContactRequest(values: PhoneOrderValues, request: AdminContactRequest): PhoneOrderValues {
  const size = (dumpsterSizeValues as readonly string[]).includes(request.service)
    ? (request.service as DumpsterSizeValue)
    : values.dumpsterSize;
  return {
    ...values,
    name: request.name,
    email: request.email,
    phone: request.phone,
    dumpsterSize: size,
    bookingType: request.service === 'commercial-demo' ? 'commercial' : values.bookingType,
    specialInstructions: request.message.slice(0, 2000),
    smsOptIn: request.smsOptIn,
  };
}

/** The delivery moved: the pickup keeps the rental's length (7 days when there was none). */
export function withDelivery(values: PhoneOrderValues, deliveryDate: string): PhoneOrderValues {
  return { ...values, deliveryDate, pickupDate: deliveryDate ? addDays(deliveryDate, 7) : values.pickupDate };
}
