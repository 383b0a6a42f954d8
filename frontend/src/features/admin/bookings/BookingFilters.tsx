// The bookings list's filters (decision 0066), kept in the URL: applying the form writes them to
// the address, which the list reads. On a phone (decision 0128) they fold into a disclosure whose
// button says how many are set, so the bookings come first on the screen. Applied, they fold again
// and the focus goes to the results (the form starts afresh, so its button would be gone).
import { bookingStatuses, bookingTypes, dumpsterSizeValues } from '@dumpster/domain';
import { type FormEvent, useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button.tsx';
import {
  field as fieldClass,
  input as inputClass,
  label as labelClass,
} from '../../../shared/ui/field.css.ts';
import * as css from '../admin.css.ts';
import * as lists from '../admin-lists.css.ts';
import { adminPages } from '../admin-paths.ts';
import { bookingTypeLabels, sizeLabel, statusLabel } from '../format.ts';
import { type BookingsFilter, changedSearchParams, filterFields } from './bookings-query.ts';

export function BookingFilters({
  filter,
  filterKey,
  folded,
  onApplied,
}: {
  filter: BookingsFilter;
  /** The filter's search parameters: the form starts afresh when they change. */
  filterKey: string;
  /** On a phone: behind a disclosure. */
  folded: boolean;
  /** After the filter is applied: the form starts afresh (or folds), so the focus must go somewhere. */
  onApplied: () => void;
}) {
  const [, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const setCount = filterFields.filter((key) => filter[key] !== undefined).length;

  const applyForm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const change: Record<string, string | undefined> = {};
    for (const key of filterFields) change[key] = String(form.get(key) ?? '').trim() || undefined;
    setParams(
      changedSearchParams({ sort: filter.sort, direction: filter.direction } as BookingsFilter, change),
    );
    setOpen(false);
    onApplied();
  };
  const shown = !folded || open;

  return (
    <section aria-labelledby="filters-title" className={css.panel}>
      <h2
        id="filters-title"
        className={css.sectionTitle}
        style={{ marginTop: 0, marginBottom: shown ? undefined : 0 }}
      >
        {folded ? (
          <button
            type="button"
            className={lists.disclosure}
            aria-expanded={open}
            aria-controls={formId}
            onClick={() => setOpen((was) => !was)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span> Filters
            {setCount > 0 ? ` (${setCount} set)` : ''}
          </button>
        ) : (
          'Filters'
        )}
      </h2>
      {shown ? (
        <form
          id={formId}
          key={filterKey}
          onSubmit={applyForm}
          className={css.filters}
          aria-label="Filter bookings"
        >
          <FilterSelect
            name="status"
            label="Status"
            value={filter.status}
            options={bookingStatuses.map((s) => [s, statusLabel(s)])}
          />
          <FilterSelect
            name="size"
            label="Size"
            value={filter.size}
            options={dumpsterSizeValues.map((s) => [s, sizeLabel(s)])}
          />
          <FilterSelect
            name="bookingType"
            label="Booking type"
            value={filter.bookingType}
            options={bookingTypes.map((t) => [t, bookingTypeLabels[t]])}
          />
          <FilterInput name="deliveryFrom" label="Delivery from" type="date" value={filter.deliveryFrom} />
          <FilterInput name="deliveryTo" label="Delivery to" type="date" value={filter.deliveryTo} />
          <FilterInput name="city" label="City" value={filter.city} />
          <FilterInput
            name="q"
            label="Search"
            value={filter.q}
            description="Name, email, phone or reference"
          />
          <div className={css.row}>
            <Button type="submit" size="sm">
              Apply filters
            </Button>
            <RouterLink to={adminPages.bookings} className={css.link}>
              Clear filters
            </RouterLink>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly (readonly [string, string])[];
}) {
  const id = `filter-${name}`;
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={inputClass}>
        <option value="">Any</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

function FilterInput({
  name,
  label,
  value,
  type = 'text',
  description,
}: {
  name: string;
  label: string;
  value: string | undefined;
  type?: 'text' | 'date';
  description?: string;
}) {
  const id = `filter-${name}`;
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type === 'text' ? 'search' : type}
        defaultValue={value ?? ''}
        className={inputClass}
        aria-describedby={description ? `${id}-help` : undefined}
      />
      {description ? (
        <span id={`${id}-help`} className={css.muted}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
