// The booking form's state and submit flow (spec sections 4, 7 and 8): local component state,
// since none of it outlives the page. Validation runs first on submit, then on every change.
import {
  addDays,
  businessDateAt,
  createBookingSchema,
  emptyBookingForm,
  type FieldErrors,
  fieldErrors,
  sizeFromQuery,
} from '@dumpster/domain';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { trackBookingFormSubmit } from '../../shared/analytics/analytics.ts';
import { useLazyApi } from '../../shared/api/use-lazy-api.ts';
import { focusFirstInvalid } from '../../shared/forms/focus-first-invalid.ts';
import { createIdempotencyKeys } from '../../shared/forms/idempotency-key.ts';
import { serverFieldErrors } from '../../shared/forms/server-field-errors.ts';
import { showToast } from '../../shared/ui/toast-queue.ts';
import {
  type BookingField,
  type BookingFormValues,
  currentQuote,
  defaultRentalDays,
  toBookingPayload,
  undatedBookingForm,
  withDeliveryDate,
} from './booking-form-values.ts';
import { useBusinessToday } from './use-business-today.ts';

export const bookingToasts = {
  success: {
    title: 'Booking Successful',
    description: 'Your dumpster rental has been scheduled. Check your email for confirmation details.',
  },
  failure: {
    title: 'Booking Failed',
    description: 'There was a problem submitting your booking. Please try again.',
  },
} as const;

const loadBookingApi = () => import('./booking-api.ts');

function validate(values: BookingFormValues, today: string): FieldErrors {
  const result = v.safeParse(createBookingSchema({ today }), toBookingPayload(values));
  return result.success ? {} : fieldErrors(result.issues);
}

export function useBookingForm() {
  const today = useBusinessToday();
  const [values, setValues] = useState<BookingFormValues>(undatedBookingForm);
  // Whether the visitor picked the pickup date; only the date logic reads it, so no re-render.
  const pickupChosen = useRef(false);
  const [validateOnChange, setValidateOnChange] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const bookingApi = useLazyApi(loadBookingApi);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [keys] = useState(createIdempotencyKeys);

  // The defaults that depend on the clock, once it may be read (use-business-today.ts).
  useEffect(() => {
    if (!today) return;
    startTransition(() =>
      setValues((current) =>
        current.deliveryDate === ''
          ? { ...current, deliveryDate: today, pickupDate: addDays(today, defaultRentalDays) }
          : current,
      ),
    );
  }, [today]);

  // /book?size=15 preselects (spec section 2); applied after mount like the dates, because
  // the prerendered /book has no query.
  const [searchParams] = useSearchParams();
  const sizeQuery = searchParams.get('size');
  useEffect(() => {
    const size = sizeFromQuery(sizeQuery);
    if (size) startTransition(() => setValues((current) => ({ ...current, dumpsterSize: size })));
  }, [sizeQuery]);

  const clientErrors = useMemo(
    () => (validateOnChange ? validate(values, today ?? businessDateAt(new Date())) : {}),
    [validateOnChange, values, today],
  );
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  const forgetServerError = useCallback((...fields: BookingField[]) => {
    setServerErrors((current) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  // Stable callbacks, so the heavy date pickers and size cards re-render only when their own
  // values change, not on every keystroke in the details.
  const setField = useCallback(
    <K extends BookingField>(field: K, value: BookingFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      forgetServerError(field);
      // The visitor has started: fetch the code that sends the form (a failure shows on submit).
      bookingApi().catch(() => {});
    },
    [forgetServerError, bookingApi],
  );

  const setDeliveryDate = useCallback(
    (date: string) => {
      setValues((current) => withDeliveryDate(current, date, pickupChosen.current));
      forgetServerError('deliveryDate', 'pickupDate');
    },
    [forgetServerError],
  );

  const setPickupDate = useCallback(
    (date: string) => {
      pickupChosen.current = true;
      setField('pickupDate', date);
    },
    [setField],
  );

  function reset() {
    const todayNow = businessDateAt(new Date());
    setValues(emptyBookingForm(todayNow));
    pickupChosen.current = false;
    setValidateOnChange(false);
    setServerErrors({});
  }

  const { dumpsterSize, deliveryDate, pickupDate } = values;
  const quote = useMemo(
    () => currentQuote({ dumpsterSize, deliveryDate, pickupDate }),
    [dumpsterSize, deliveryDate, pickupDate],
  );

  const canSubmit =
    !isSubmitting && values.dumpsterSize !== '' && values.deliveryDate !== '' && values.pickupDate !== '';

  async function submit() {
    if (inFlight.current || !canSubmit) return;
    setValidateOnChange(true);
    const todayNow = businessDateAt(new Date());
    const result = v.safeParse(createBookingSchema({ today: todayNow }), toBookingPayload(values));
    if (!result.success) {
      setServerErrors({});
      const invalid = fieldErrors(result.issues);
      // Focus after React has rendered the messages, so they are read with the field.
      requestAnimationFrame(() => focusFirstInvalid(formRef.current, Object.keys(invalid)));
      return;
    }
    const booking = result.output;
    const idempotencyKey = keys.keyFor(booking);
    inFlight.current = true;
    setSubmitting(true);
    try {
      const [store, { createBooking }] = await bookingApi();
      await createBooking(store, { booking, idempotencyKey });
      keys.finish();
      showToast({ ...bookingToasts.success, variant: 'success' });
      reset();
      trackBookingFormSubmit({
        dumpsterSize: booking.dumpsterSize,
        projectType: booking.bookingType,
        service: booking.dumpsterSize,
        location: { city: booking.city, state: booking.state },
      });
    } catch (error) {
      showToast({ ...bookingToasts.failure, variant: 'destructive' });
      const fromServer = serverFieldErrors(error);
      setServerErrors(fromServer);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current, Object.keys(fromServer)));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return {
    formRef,
    today,
    values,
    errors,
    quote,
    isSubmitting,
    canSubmit,
    setField,
    setDeliveryDate,
    setPickupDate,
    submit,
  };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
