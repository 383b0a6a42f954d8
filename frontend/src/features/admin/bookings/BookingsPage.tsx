// Every booking, newest first (decision 0066): filters kept in the URL, counts per status, a
// react-aria table whose created/delivery/pickup headers sort, keyset "Load more", and the CSV
// export of the same filter.
import { adminRoutes, bookingStatuses, bookingTypes, dumpsterSizeValues, formatUsd } from '@dumpster/domain';
import { type FormEvent, useState } from 'react';
import {
  Cell,
  Column,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components/Table';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button.tsx';
import {
  field as fieldClass,
  input as inputClass,
  label as labelClass,
} from '../../../shared/ui/field.css.ts';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { adminPages } from '../admin-paths.ts';
import { useAdminQuery } from '../admin-store.tsx';
import { bookingTypeLabels, dateLabel, instantLabel, sizeLabel, statusLabel } from '../format.ts';
import { StatusBadge } from '../StatusBadge.tsx';
import { type BookingsFilter, bookingsSearchParams, filterFromSearchParams } from './bookings-query.ts';

const sortColumns = { created: 'createdAt', delivery: 'deliveryDate', pickup: 'pickupDate' } as const;
type SortKey = keyof typeof sortColumns;

function withParams(
  filter: BookingsFilter,
  change: Partial<Record<keyof BookingsFilter, string | undefined>>,
) {
  const next = { ...filter, ...change } as BookingsFilter;
  return bookingsSearchParams(next, { withCursor: false });
}

export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filter = filterFromSearchParams(params);
  const filterKey = bookingsSearchParams(filter, { withCursor: false }).toString();
  // "Load more" belongs to the filter it was pressed on; another filter starts from its first page.
  const [loaded, setLoaded] = useState<{ filterKey: string; cursor: string } | undefined>();
  const cursor = loaded?.filterKey === filterKey ? loaded.cursor : undefined;
  const list = useAdminQuery(
    adminApi.endpoints.bookings,
    { ...filter, cursor },
    `${filterKey}#${cursor ?? ''}`,
  );
  const page = list.data;

  const applyForm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const change: Record<string, string | undefined> = {};
    for (const key of ['status', 'size', 'bookingType', 'deliveryFrom', 'deliveryTo', 'city', 'q'] as const)
      change[key] = String(form.get(key) ?? '').trim() || undefined;
    setParams(withParams({ sort: filter.sort, direction: filter.direction } as BookingsFilter, change));
  };

  const sortDescriptor: SortDescriptor = {
    column: sortColumns[filter.sort],
    direction: filter.direction === 'asc' ? 'ascending' : 'descending',
  };
  const onSortChange = (descriptor: SortDescriptor) => {
    const sort =
      (Object.keys(sortColumns) as SortKey[]).find((key) => sortColumns[key] === descriptor.column) ??
      'created';
    setParams(withParams(filter, { sort, direction: descriptor.direction === 'ascending' ? 'asc' : 'desc' }));
  };
  const exportHref = `${adminRoutes.bookingsCsv}?${filterKey}`;

  return (
    <>
      <title>Bookings · Back office</title>
      <h1 className={css.pageTitle}>Bookings</h1>
      <section aria-labelledby="filters-title" className={css.panel}>
        <h2 id="filters-title" className={css.sectionTitle} style={{ marginTop: 0 }}>
          Filters
        </h2>
        <form key={filterKey} onSubmit={applyForm} className={css.filters} aria-label="Filter bookings">
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
      </section>

      {page ? (
        <nav aria-label="Bookings by status">
          <ul className={css.statusCounts}>
            <li>
              <RouterLink
                to={`?${withParams(filter, { status: undefined })}`}
                className={css.countLink}
                aria-current={filter.status === undefined ? 'true' : undefined}
              >
                All statuses
              </RouterLink>
            </li>
            {bookingStatuses.map((status) => (
              <li key={status}>
                <RouterLink
                  to={`?${withParams(filter, { status })}`}
                  className={css.countLink}
                  aria-current={filter.status === status ? 'true' : undefined}
                >
                  {statusLabel(status)}: {page.countsByStatus[status]}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className={css.row} style={{ marginBottom: '0.75rem' }}>
        <a href={exportHref} className={css.link} download>
          Export CSV of this filter
        </a>
      </div>

      {list.error && list.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The bookings could not load: {list.error.message}
        </p>
      ) : null}

      {/* Scrolls sideways on a narrow screen: a named tab stop so the keyboard can scroll it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1). */}
      <section className={css.tableWrap} aria-label="Bookings table" tabIndex={0}>
        <Table
          aria-label="Bookings"
          className={css.table}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          onRowAction={(id) => navigate(adminPages.booking(String(id)))}
        >
          <TableHeader>
            <Column id="reference" isRowHeader className={css.column}>
              Reference
            </Column>
            <Column id="status" className={css.column}>
              Status
            </Column>
            <Column id="name" className={css.column}>
              Customer
            </Column>
            <Column id="city" className={css.column}>
              City
            </Column>
            <Column id="size" className={css.column}>
              Size
            </Column>
            <Column id="deliveryDate" allowsSorting className={`${css.column} ${css.sortable}`}>
              {({ sortDirection }) => <SortLabel label="Delivery" direction={sortDirection} />}
            </Column>
            <Column id="pickupDate" allowsSorting className={`${css.column} ${css.sortable}`}>
              {({ sortDirection }) => <SortLabel label="Pickup" direction={sortDirection} />}
            </Column>
            <Column id="total" className={css.column}>
              Total
            </Column>
            <Column id="createdAt" allowsSorting className={`${css.column} ${css.sortable}`}>
              {({ sortDirection }) => <SortLabel label="Created" direction={sortDirection} />}
            </Column>
          </TableHeader>
          <TableBody
            items={page?.items ?? []}
            renderEmptyState={() =>
              list.isLoading ? 'Loading bookings…' : 'No bookings match these filters.'
            }
          >
            {(booking) => (
              <Row id={booking.id} className={css.tableRow} textValue={booking.reference}>
                <Cell className={css.cell}>
                  <RouterLink to={adminPages.booking(booking.id)} className={css.link}>
                    {booking.reference}
                  </RouterLink>
                </Cell>
                <Cell className={css.cell}>
                  <StatusBadge status={booking.status} />
                </Cell>
                <Cell className={css.cell}>
                  {booking.name}
                  <br />
                  <span className={css.muted}>{booking.phone}</span>
                </Cell>
                <Cell className={css.cell}>{booking.city}</Cell>
                <Cell className={css.cell}>{sizeLabel(booking.dumpsterSize)}</Cell>
                <Cell className={css.cell}>{dateLabel(booking.deliveryDate)}</Cell>
                <Cell className={css.cell}>{dateLabel(booking.pickupDate)}</Cell>
                <Cell className={css.cell}>{formatUsd(booking.totalCents)}</Cell>
                <Cell className={css.cell}>{instantLabel(booking.createdAt)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </section>
      <div className={css.row} style={{ marginTop: '0.75rem' }}>
        <p className={css.muted} aria-live="polite">
          {page
            ? `Showing ${page.items.length} booking${page.items.length === 1 ? '' : 's'}${page.nextCursor ? '' : ', all of them'}.`
            : ''}
        </p>
        {page?.nextCursor ? (
          <Button
            variant="outline"
            size="sm"
            isDisabled={list.isFetching}
            onPress={() => page.nextCursor && setLoaded({ filterKey, cursor: page.nextCursor })}
          >
            {list.isFetching ? 'Loading…' : 'Load more'}
          </Button>
        ) : null}
      </div>
    </>
  );
}

function SortLabel({
  label,
  direction,
}: {
  label: string;
  direction: 'ascending' | 'descending' | undefined;
}) {
  return (
    <span>
      {label}{' '}
      <span aria-hidden="true">
        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </span>
    </span>
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
