// The fleet, for an owner (decision 0066): units per size (changed here, audited by the server),
// the days a size is over-committed, and a month per size with booked/total for every day.
import {
  type DumpsterSizeValue,
  dumpsterSizeValues,
  fleetChangeRequestSchema,
  maxFleetUnits,
} from '@dumpster/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { visuallyHidden } from '../../../shared/styles/utilities.css.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import {
  field as fieldClass,
  input as inputClass,
  label as labelClass,
} from '../../../shared/ui/field.css.ts';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { isApiError, useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { businessToday, countOf, dateLabel, sizeLabel } from '../format.ts';
import { OwnerOnly } from '../OwnerOnly.tsx';

export function FleetPage() {
  return (
    <OwnerOnly title="Fleet">
      <Fleet />
    </OwnerOnly>
  );
}

function Fleet() {
  const fleet = useAdminQuery(adminApi.endpoints.fleet, undefined, 'fleet');
  return (
    <>
      <title>Fleet · Back office</title>
      <h1 className={css.pageTitle}>Fleet</h1>
      {fleet.error && fleet.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The fleet could not load: {fleet.error.message}
        </p>
      ) : null}
      <div className={css.columns}>
        {fleet.data?.sizes.map((size) => (
          <section key={size.size} aria-labelledby={`fleet-${size.size}`} className={css.panel}>
            <h2 id={`fleet-${size.size}`} className={css.sectionTitle} style={{ marginTop: 0 }}>
              {sizeLabel(size.size)}: {countOf(size.units, 'unit')}
            </h2>
            <UnitsForm size={size.size} units={size.units} />
            {size.overCommittedDays.length === 0 ? (
              <p className={css.muted}>No over-committed days.</p>
            ) : (
              <>
                <h3>Over-committed days</h3>
                <ul className={css.plainList}>
                  {size.overCommittedDays.map((day) => (
                    <li key={day.date} className={css.notice.error}>
                      {dateLabel(day.date)}: {day.booked} booked, {day.total} owned
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        ))}
      </div>
      <MonthView />
    </>
  );
}

function UnitsForm({ size, units }: { size: DumpsterSizeValue; units: number }) {
  const [change, { isPending }] = useAdminMutation(adminApi.endpoints.changeFleet);
  const [value, setValue] = useState(String(units));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();
  const id = `units-${size}`;
  return (
    <form
      className={css.row}
      // The domain's sentence, not the browser's own bubble, says what is wrong with a figure.
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = v.safeParse(fleetChangeRequestSchema, {
          size,
          units: value.trim() === '' ? Number.NaN : Number(value),
        });
        if (!parsed.success)
          return setMessage({ ok: false, text: parsed.issues[0]?.message ?? 'Check the number' });
        try {
          await change(parsed.output);
          setMessage({ ok: true, text: `${sizeLabel(size)}: ${countOf(parsed.output.units, 'unit')}.` });
        } catch (error) {
          setMessage({
            ok: false,
            text: isApiError(error) ? error.message : 'The fleet could not be changed.',
          });
        }
      }}
    >
      <div className={fieldClass}>
        <label htmlFor={id} className={labelClass}>
          Units owned
        </label>
        <input
          id={id}
          type="number"
          min={0}
          max={maxFleetUnits}
          step={1}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={inputClass}
          aria-describedby={`${id}-message`}
          aria-invalid={message && !message.ok ? true : undefined}
        />
      </div>
      <Button type="submit" size="sm" isDisabled={isPending}>
        Save
      </Button>
      <p id={`${id}-message`} role="status" className={message?.ok === false ? css.notice.error : css.muted}>
        {message?.text ?? ''}
      </p>
    </form>
  );
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function MonthView() {
  const [params, setParams] = useSearchParams();
  const askedSize = params.get('size');
  const size = (dumpsterSizeValues as readonly string[]).includes(askedSize ?? '')
    ? (askedSize as DumpsterSizeValue)
    : dumpsterSizeValues[0];
  const askedMonth = params.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(askedMonth) ? askedMonth : businessToday().slice(0, 7);
  const occupancy = useAdminQuery(adminApi.endpoints.fleetOccupancy, { size, month }, `${size}/${month}`);
  const firstWeekday = new Date(`${month}-01T00:00:00Z`).getUTCDay();
  return (
    <section aria-labelledby="month-title" className={css.panel}>
      <h2 id="month-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
        Month view: {sizeLabel(size)}, {month}
      </h2>
      <form
        className={css.row}
        aria-label="Choose size and month"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setParams({ size: String(form.get('size')), month: String(form.get('month')) });
        }}
        key={`${size}/${month}`}
      >
        <div className={fieldClass}>
          <label htmlFor="month-size" className={labelClass}>
            Size
          </label>
          <select id="month-size" name="size" defaultValue={size} className={inputClass}>
            {dumpsterSizeValues.map((value) => (
              <option key={value} value={value}>
                {sizeLabel(value)}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldClass}>
          <label htmlFor="month-month" className={labelClass}>
            Month
          </label>
          <input id="month-month" name="month" type="month" defaultValue={month} className={inputClass} />
        </div>
        <Button type="submit" size="sm">
          Show month
        </Button>
      </form>
      {occupancy.error && occupancy.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The month could not load: {occupancy.error.message}
        </p>
      ) : null}
      {occupancy.data ? (
        <>
          <ul className={css.calendarGrid} aria-hidden="true" style={{ marginTop: '1rem' }}>
            {weekdays.map((day) => (
              <li key={day} className={css.muted}>
                {day}
              </li>
            ))}
          </ul>
          <ol className={css.calendarGrid} aria-label={`Booked of owned per day, ${month}`}>
            {occupancy.data.days.map((day, index) => {
              const tone = day.booked > day.total ? 'over' : day.booked === day.total ? 'full' : 'ok';
              const dayNumber = Number(day.date.slice(8, 10));
              return (
                <li
                  key={day.date}
                  className={css.calendarDay[tone]}
                  style={index === 0 ? { gridColumnStart: firstWeekday + 1 } : undefined}
                >
                  <span aria-hidden="true">
                    <strong>{dayNumber}</strong>
                    <br />
                    {day.booked}/{day.total}
                  </span>
                  <span className={visuallyHidden}>
                    {dateLabel(day.date)}: {day.booked} of {day.total} booked
                    {tone === 'over' ? ', over-committed' : tone === 'full' ? ', full' : ''}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </section>
  );
}
