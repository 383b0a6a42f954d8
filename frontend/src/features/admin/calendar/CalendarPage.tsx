// The business's calendar, for an owner (decisions 0165, 0167): the weekdays with no deliveries or
// pickups, the dated closures with their reason, and the bookings on closed days. A change that
// would close a day on which a booking still has a delivery or pickup is not saved: the server
// answers with those bookings, listed here, and the owner saves again to confirm once they have
// been moved or called.
import {
  type AdminCalendar,
  calendarSettingsSchema,
  type DatedClosure,
  friendlyFieldErrors,
  type StrandedBookingAnswer,
  type Weekday,
  weekdayLabel,
  weekdays,
} from '@dumpster/domain';
import { useState } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import { Link as RouterLink } from 'react-router-dom';
import * as v from 'valibot';
import { Button } from '../../../shared/ui/Button.tsx';
import {
  field as fieldClass,
  input as inputClass,
  label as labelClass,
} from '../../../shared/ui/field.css.ts';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { adminPages } from '../admin-paths.ts';
import { isApiError, useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { dateLabel, instantLabel } from '../format.ts';
import { OwnerOnly } from '../OwnerOnly.tsx';

export function CalendarPage() {
  return (
    <OwnerOnly title="Calendar">
      <BusinessCalendar />
    </OwnerOnly>
  );
}

interface Draft {
  readonly closedWeekdays: readonly Weekday[];
  readonly closures: readonly DatedClosure[];
}

/** What the last save said, kept while the form starts again from the saved calendar. */
interface SaveResult {
  readonly message?: { readonly ok: boolean; readonly text: string } | undefined;
  readonly stranded?: readonly StrandedBookingAnswer[] | undefined;
}

function BusinessCalendar() {
  const calendar = useAdminQuery(adminApi.endpoints.calendar, undefined, 'calendar');
  const [result, setResult] = useState<SaveResult>({});
  return (
    <>
      <title>Calendar · Back office</title>
      <h1 className={css.pageTitle}>Calendar</h1>
      <p className={css.muted}>
        The days with no deliveries and no pickups. The booking form and My booking grey them out, and the
        server refuses them with the reason and the next open day.
      </p>
      {calendar.error && calendar.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The calendar could not load: {calendar.error.message}
        </p>
      ) : null}
      {calendar.data ? (
        // A new answer (after a save) starts the form again from what is stored.
        <CalendarForm
          key={calendar.data.updatedAt ?? 'default'}
          stored={calendar.data}
          result={result}
          onResult={setResult}
        />
      ) : null}
    </>
  );
}

function CalendarForm({
  stored,
  result,
  onResult,
}: {
  stored: AdminCalendar;
  result: SaveResult;
  onResult: (result: SaveResult) => void;
}) {
  const [change, { isPending }] = useAdminMutation(adminApi.endpoints.changeCalendar);
  const [draft, setDraft] = useState<Draft>({
    closedWeekdays: stored.closedWeekdays,
    closures: stored.closures,
  });
  const { message, stranded: strandedByChange } = result;

  const save = async (confirmStranded: boolean) => {
    const parsed = v.safeParse(calendarSettingsSchema, draft);
    if (!parsed.success) {
      const text = Object.values(friendlyFieldErrors(parsed.issues))[0] ?? 'Check the calendar.';
      onResult({ message: { ok: false, text } });
      return;
    }
    try {
      await change({ ...parsed.output, closedWeekdays: [...parsed.output.closedWeekdays], confirmStranded });
      onResult({ message: { ok: true, text: 'Calendar saved.' } });
    } catch (error) {
      const text = isApiError(error) ? messageOf(error) : 'The calendar could not be saved.';
      onResult({ message: { ok: false, text }, stranded: strandedOf(error) });
    }
  };

  return (
    <>
      <section aria-labelledby="weekdays-title" className={css.panel}>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend id="weekdays-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
            Closed every week
          </legend>
          <div className={css.row}>
            {weekdays.map((weekday) => (
              <Checkbox
                key={weekday}
                className={css.checkbox}
                isSelected={draft.closedWeekdays.includes(weekday)}
                onChange={(selected) =>
                  setDraft((current) => ({
                    ...current,
                    closedWeekdays: selected
                      ? weekdays.filter((day) => day === weekday || current.closedWeekdays.includes(day))
                      : current.closedWeekdays.filter((day) => day !== weekday),
                  }))
                }
              >
                <span className={css.checkboxBox} aria-hidden="true" />
                {weekdayLabel(weekday)}
              </Checkbox>
            ))}
          </div>
        </fieldset>
      </section>

      <section aria-labelledby="closures-title" className={css.panel}>
        <h2 id="closures-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
          Dated closures
        </h2>
        {draft.closures.length === 0 ? (
          <p className={css.muted}>No dated closure.</p>
        ) : (
          <ul className={css.plainList} aria-label="Dated closures">
            {draft.closures.map((closure) => (
              <li key={closure.from} className={css.row}>
                <span>
                  <strong>{closureDates(closure)}</strong>: {closure.reason}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove the closure ${closureDates(closure)}, ${closure.reason}`}
                  onPress={() =>
                    setDraft((current) => ({
                      ...current,
                      closures: current.closures.filter((other) => other.from !== closure.from),
                    }))
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <AddClosure
          closures={draft.closures}
          onAdd={(closure) =>
            setDraft((current) => ({
              ...current,
              closures: [...current.closures, closure].sort((a, b) => (a.from < b.from ? -1 : 1)),
            }))
          }
        />
      </section>

      <div className={css.row} style={{ marginBlock: '1rem' }}>
        <Button onPress={() => void save(false)} isDisabled={isPending}>
          Save calendar
        </Button>
        {strandedByChange ? (
          <Button variant="outline" onPress={() => void save(true)} isDisabled={isPending}>
            Save anyway
          </Button>
        ) : null}
        <p role="status" className={message?.ok === false ? css.notice.error : css.muted}>
          {message?.text ?? ''}
        </p>
      </div>

      {strandedByChange ? (
        <StrandedList
          id="stranded-by-change"
          title="Bookings this change would strand"
          bookings={strandedByChange}
        />
      ) : null}
      <StrandedList id="stranded-now" title="Bookings on closed days" bookings={stored.stranded} />
      <p className={css.muted}>
        {stored.updatedAt
          ? `Saved by ${stored.updatedBy ?? 'an owner'}, ${instantLabel(stored.updatedAt)}.`
          : 'Not saved yet: the contact section’s hours apply (Sunday closed).'}
      </p>
    </>
  );
}

function AddClosure({
  closures,
  onAdd,
}: {
  closures: readonly DatedClosure[];
  onAdd: (closure: DatedClosure) => void;
}) {
  const [values, setValues] = useState({ from: '', to: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldError = (name: 'from' | 'to' | 'reason') => errors[name];
  const input = (name: 'from' | 'to' | 'reason', label: string, type: 'date' | 'text') => {
    const id = `closure-${name}`;
    const error = fieldError(name);
    return (
      <div className={fieldClass}>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          id={id}
          type={type}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...(type === 'text' ? { maxLength: 100 } : {})}
        />
        {error ? (
          <span id={`${id}-error`} className={css.notice.error}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <form
      aria-label="Add a closure"
      noValidate
      className={css.row}
      style={{ alignItems: 'flex-end', marginTop: '1rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        const closure = { ...values, to: values.to || values.from };
        // The whole list is judged, so an overlap with another closure is named too.
        const parsed = v.safeParse(calendarSettingsSchema, {
          closedWeekdays: [],
          closures: [...closures, closure],
        });
        if (!parsed.success) {
          const index = closures.length;
          const found: Record<string, string> = {};
          for (const [path, text] of Object.entries(friendlyFieldErrors(parsed.issues))) {
            const name = path.split('.').at(-1) ?? '';
            if (path.startsWith(`closures.${index}.`) && !found[name]) found[name] = text;
          }
          setErrors(Object.keys(found).length > 0 ? found : { reason: 'Check the closure.' });
          return;
        }
        const added = parsed.output.closures.at(-1);
        if (added) onAdd(added);
        setErrors({});
        setValues({ from: '', to: '', reason: '' });
      }}
    >
      {input('from', 'First day', 'date')}
      {input('to', 'Last day (empty: the same day)', 'date')}
      {input('reason', 'Reason', 'text')}
      <Button type="submit" size="sm" variant="outline">
        Add closure
      </Button>
    </form>
  );
}

function StrandedList({
  id,
  title,
  bookings,
}: {
  id: string;
  title: string;
  bookings: readonly StrandedBookingAnswer[];
}) {
  return (
    <section aria-labelledby={id} className={css.panel}>
      <h2 id={id} className={css.sectionTitle} style={{ marginTop: 0 }}>
        {title}
      </h2>
      {bookings.length === 0 ? (
        <p className={css.muted}>None.</p>
      ) : (
        <ul className={css.plainList}>
          {bookings.map((booking) => (
            <li key={booking.id}>
              <RouterLink to={adminPages.booking(booking.id)} className={css.link}>
                {booking.reference}
              </RouterLink>{' '}
              {booking.name}:{' '}
              {booking.dates
                .map(
                  (date) =>
                    `${date.field === 'deliveryDate' ? 'delivery' : 'pickup'} ${dateLabel(date.date)} (${date.reason}; next open day ${dateLabel(date.nextOpenDate)})`,
                )
                .join(', ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function closureDates(closure: DatedClosure): string {
  return closure.from === closure.to
    ? dateLabel(closure.from)
    : `${dateLabel(closure.from)} to ${dateLabel(closure.to)}`;
}

/** The bookings a refused change would strand (the 409's list), when that is why it failed. */
function strandedOf(error: unknown): readonly StrandedBookingAnswer[] | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const data = error.data as { stranded?: StrandedBookingAnswer[] } | undefined;
  return data?.stranded;
}

/** The server's own sentence, without the status in front. */
function messageOf(error: { message: string; data?: unknown }): string {
  const data = error.data as { message?: string; fields?: Record<string, string> } | undefined;
  const field = data?.fields ? Object.values(data.fields)[0] : undefined;
  return field ?? data?.message ?? error.message;
}
