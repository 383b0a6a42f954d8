// The booking form (spec sections 4, 7 and 8) on the shared form controller: its values, the
// booking schema for the business's today, the dates that move together, the size from the
// query, and the createBooking call. Local state: none of it outlives the page.
import {
  type BusinessCalendar,
  bookingFormPayload,
  businessCalendar,
  businessDateAt,
  type CalendarSettings,
  closedDayLabelOn,
  closedDaysSummary,
  createBookingSchema,
  type DumpsterSizeValue,
  defaultRentalDates,
  emptyBookingForm,
  fieldErrors,
  formPosts,
  isIsoDate,
  type RentalDates,
  sizeFromQuery,
  submissionNotices,
  type UnavailableAnswer,
  undatedBookingForm,
} from '@dumpster/domain';
import { type FormEvent, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { trackBookingFormSubmit } from '../../shared/analytics/analytics.ts';
import { useLazyApi } from '../../shared/api/use-lazy-api.ts';
import { useFormController, type Validation } from '../../shared/forms/use-form-controller.ts';
import type { SizeAvailability } from './booking-api.ts';
import { type BookingFormValues, currentQuote, withDeliveryDate } from './booking-form-values.ts';
import { useBusinessToday } from './use-business-today.ts';

export const bookingToasts = submissionNotices.booking;

const noClosedDays: CalendarSettings = { closedWeekdays: [], closures: [] };

const loadBookingApi = () => import('./booking-api.ts');
/** The panel a sent booking leaves (decision 0126): fetched with the send, not with the page. */
export const loadReceivedPanel = () => import('./BookingReceived.tsx');

/** The booking just sent: the server's answer (its receipt), and where its confirmation went. */
export interface ReceivedBooking {
  readonly answer: unknown;
  readonly email: string;
  /** Tells one sent booking from the next, so each panel takes the focus when it appears. */
  readonly sent: number;
}

type BookingPayload = v.InferOutput<ReturnType<typeof createBookingSchema>>;

function validateBooking(
  values: BookingFormValues,
  today: string,
  calendar: BusinessCalendar,
): Validation<BookingPayload> {
  // The clock re-read at each validation: the noon cut-off passes while the page is open.
  const result = v.safeParse(
    createBookingSchema({ today, now: new Date(), calendar }),
    bookingFormPayload(values),
  );
  return result.success
    ? { ok: true, payload: result.output }
    : { ok: false, errors: fieldErrors(result.issues) };
}

/** A 409 the server answered, for the size and dates it was sent with. */
interface ServerRefusal extends RentalDates {
  readonly size: string;
  readonly answer: UnavailableAnswer;
}

const isComplete = (values: BookingFormValues) =>
  values.dumpsterSize !== '' && values.deliveryDate !== '' && values.pickupDate !== '';

export function useBookingForm() {
  const today = useBusinessToday();
  const bookingApi = useLazyApi(loadBookingApi);
  // Whether the visitor picked the pickup date; only the date logic reads it, so no re-render.
  const pickupChosen = useRef(false);
  // Whether the visitor picked the delivery date: an untouched default follows the calendar.
  const deliveryChosen = useRef(false);
  // Whether the visitor chose a size before the script arrived: the query then yields to it.
  const sizeChosenEarly = useRef(false);
  // The chosen size's full days (decisions 0085-0088), and the server's last 409 for these dates.
  const [availability, setAvailability] = useState<SizeAvailability | null>(null);
  const [serverRefusal, setServerRefusal] = useState<ServerRefusal | null>(null);
  // The 409 of the last send, for its toast (read right after the send rejects).
  const refusedBySend = useRef<UnavailableAnswer | null>(null);
  const [received, setReceived] = useState<ReceivedBooking | null>(null);
  // The business's calendar (decision 0168): GET /api/calendar, fetched with the form's first input
  // like the availability. Until it answers no day is greyed (the noon cut-off still applies, it
  // needs no calendar) and the server judges every date when the booking is sent.
  const [calendarSettings, setCalendarSettings] = useState<CalendarSettings>(noClosedDays);
  const calendar = useMemo(() => businessCalendar(calendarSettings), [calendarSettings]);

  // While rendering, the date the clock-free first render knows; a submit re-reads the clock,
  // so a page left open past midnight validates against the real date.
  const validate = useCallback(
    (values: BookingFormValues) => validateBooking(values, today ?? businessDateAt(new Date()), calendar),
    [today, calendar],
  );
  // Undated until the clock may be read (the first render matches the prerendered HTML); a
  // reset after a success starts again from today.
  const initialValues = useCallback(() => {
    if (!today) return undatedBookingForm();
    const now = new Date();
    // After noon (Florida) or on a closed day, the earliest bookable day (decision 0130).
    return emptyBookingForm(businessDateAt(now), { now, calendar });
  }, [today, calendar]);
  const form = useFormController({
    id: 'booking',
    action: formPosts.booking.action,
    initialValues,
    validate,
    send: async (booking: BookingPayload, idempotencyKey) => {
      const [store, { createBooking, unavailableFrom }] = await bookingApi();
      refusedBySend.current = null;
      // Ready by the time the answer comes; a failure to load shows nothing worse than no panel.
      loadReceivedPanel().catch(() => {});
      try {
        return await createBooking(store, { booking, idempotencyKey });
      } catch (error) {
        // Dates taken meanwhile: the same message as the form's own check, under the dates.
        const answer = unavailableFrom(error);
        refusedBySend.current = answer;
        if (answer) setServerRefusal({ ...booking, size: booking.dumpsterSize, answer });
        throw error;
      }
    },
    prepare: bookingApi,
    toasts: bookingToasts,
    // The spec's failure title, with the 409's own sentence: "try again" would fail the same way
    // (decision 0125).
    failureToastFor: () =>
      refusedBySend.current
        ? { title: bookingToasts.failure.title, description: refusedBySend.current.message }
        : undefined,
    isComplete,
    // A pickup the visitor chose before the script arrived is theirs: keep it when delivery moves.
    onAdopt: (adopted) => {
      if (adopted.pickupDate) pickupChosen.current = true;
      if (adopted.deliveryDate) deliveryChosen.current = true;
      if (adopted.dumpsterSize) sizeChosenEarly.current = true;
    },
    onSuccess: (answer, booking) => {
      pickupChosen.current = false;
      deliveryChosen.current = false;
      setReceived((last) => ({ answer, email: booking.email, sent: (last?.sent ?? 0) + 1 }));
      trackBookingFormSubmit({
        dumpsterSize: booking.dumpsterSize,
        projectType: booking.bookingType,
        service: booking.dumpsterSize,
        location: { city: booking.city, state: booking.state },
      });
    },
  });
  const { update, setField } = form;

  // The defaults that depend on the clock, once it may be read (use-business-today.ts): today
  // and a week later, or a week after a delivery the visitor chose before the script arrived.
  useEffect(() => {
    if (!today) return;
    startTransition(() =>
      update((current) => {
        // No date yet, or an untouched default the owner's calendar (arrived since) closes.
        const closedDefault =
          !deliveryChosen.current &&
          !pickupChosen.current &&
          isIsoDate(current.deliveryDate) &&
          (closedDayLabelOn(calendar, current.deliveryDate) !== null ||
            closedDayLabelOn(calendar, current.pickupDate) !== null);
        if (current.deliveryDate === '' || closedDefault)
          return { ...current, ...defaultRentalDates({ today, now: new Date(), calendar }) };
        if (current.pickupDate === '')
          return withDeliveryDate(current, current.deliveryDate, false, calendar);
        return current;
      }, []),
    );
  }, [today, update, calendar]);

  // /book?size=15 preselects (spec section 2); applied after mount like the dates, because
  // the prerendered /book has no query; a size chosen before the script arrived stays.
  const [searchParams] = useSearchParams();
  const sizeQuery = searchParams.get('size');
  useEffect(() => {
    const size = sizeFromQuery(sizeQuery);
    if (!size) return;
    if (sizeChosenEarly.current) {
      sizeChosenEarly.current = false;
      return;
    }
    startTransition(() => update((current) => ({ ...current, dumpsterSize: size }), []));
  }, [sizeQuery, update]);

  const setDeliveryDate = useCallback(
    (date: string) => {
      deliveryChosen.current = true;
      update(
        (current) => withDeliveryDate(current, date, pickupChosen.current, calendar),
        ['deliveryDate', 'pickupDate'],
      );
    },
    [update, calendar],
  );

  const setPickupDate = useCallback(
    (date: string) => {
      pickupChosen.current = true;
      setField('pickupDate', date);
    },
    [setField],
  );

  const { dumpsterSize, deliveryDate, pickupDate } = form.values;
  const quote = useMemo(
    () => currentQuote({ dumpsterSize, deliveryDate, pickupDate }, calendar),
    [dumpsterSize, deliveryDate, pickupDate, calendar],
  );

  // Once a size is chosen (and the form runs), its full days over the booking window; a 409
  // fetches them afresh. No size, no calendar: nothing is greyed out.
  const { isLive } = form;
  useEffect(() => {
    if (!isLive || !today || !dumpsterSize) return;
    let current = true;
    const fresh = serverRefusal !== null;
    bookingApi()
      .then(([store, api]) =>
        api.loadSizeAvailability(store, dumpsterSize as DumpsterSizeValue, today, fresh),
      )
      .then((loaded) => {
        if (current) setAvailability(loaded);
      })
      // Without the calendar the form still works: the server judges the dates when they are sent.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [isLive, today, dumpsterSize, bookingApi, serverRefusal]);
  const sizeAvailability = availability !== null && availability.size === dumpsterSize ? availability : null;

  // The owner's calendar, once the form runs; without it the default's closed days still apply
  // and the server judges every date again.
  useEffect(() => {
    if (!isLive) return;
    let current = true;
    bookingApi()
      .then(([store, api]) => api.loadPublicCalendar(store))
      .then((loaded) => {
        if (current)
          setCalendarSettings({ closedWeekdays: loaded.closedWeekdays, closures: loaded.closures });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [isLive, bookingApi]);
  const isFull = sizeAvailability?.isUnavailable;
  // Closed days are greyed like full ones; their reasons are the pickers' description.
  const isDateUnavailable = useCallback(
    (date: string) => closedDayLabelOn(calendar, date) !== null || (isFull?.(date) ?? false),
    [calendar, isFull],
  );
  const closedDaysNote = useMemo(() => closedDaysSummary(calendarSettings), [calendarSettings]);

  // What to say under the dates: the server's 409 while its dates are still chosen, else the
  // form's own judgement by the same rules and words.
  const datesRefusal = useMemo((): UnavailableAnswer | null => {
    if (
      serverRefusal &&
      serverRefusal.size === dumpsterSize &&
      serverRefusal.deliveryDate === deliveryDate &&
      serverRefusal.pickupDate === pickupDate
    )
      return serverRefusal.answer;
    if (!sizeAvailability || !isIsoDate(deliveryDate) || !isIsoDate(pickupDate)) return null;
    try {
      return sizeAvailability.judge({ deliveryDate, pickupDate });
    } catch {
      return null;
    }
  }, [serverRefusal, sizeAvailability, dumpsterSize, deliveryDate, pickupDate]);

  const takeDates = useCallback(
    (dates: RentalDates) => {
      pickupChosen.current = true;
      deliveryChosen.current = true;
      update(
        (current) => ({ ...current, deliveryDate: dates.deliveryDate, pickupDate: dates.pickupDate }),
        ['deliveryDate', 'pickupDate'],
      );
    },
    [update],
  );

  // Dates the form knows are refused hold the button back, as a missing date does (decision
  // 0125): pressing it, or Enter in a field, would only bring the same refusal back.
  const datesFull = form.isLive && datesRefusal !== null;
  const formProps = {
    ...form.formProps,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (!datesFull) return form.onSubmit(event);
      event.preventDefault();
    },
  };

  return {
    ...form,
    formProps,
    canSubmit: form.canSubmit && !datesFull,
    datesFull,
    received,
    today,
    quote,
    setDeliveryDate,
    setPickupDate,
    isDateUnavailable,
    closedDaysNote,
    datesRefusal,
    takeDates,
  };
}

export type BookingFormState = ReturnType<typeof useBookingForm>;
