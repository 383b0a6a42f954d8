// The bookings on a phone (below 600 px, decision 0128): one card per booking with the table's
// facts and the same link, in the list's order, and a "Sort by" choice in place of the table's
// headers. Each card's link is a tab stop, so the keyboard reaches every booking.
import { formatUsd } from '@dumpster/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  field as fieldClass,
  input as inputClass,
  label as labelClass,
} from '../../../shared/ui/field.css.ts';
import * as css from '../admin.css.ts';
import * as lists from '../admin-lists.css.ts';
import { adminPages } from '../admin-paths.ts';
import { dateLabel, instantLabel, sizeLabel } from '../format.ts';
import { StatusBadge } from '../StatusBadge.tsx';
import type { BookingsListProps } from './booking-list-props.ts';
import { bookingSortChoices, sortChoiceOf, sortOfChoice } from './booking-sorts.ts';

export function BookingCards({ items, emptyText, sort, onSort, resultsId }: BookingsListProps) {
  const sortId = useId();
  return (
    <>
      <div className={fieldClass} style={{ marginBottom: '0.75rem' }}>
        <label htmlFor={sortId} className={labelClass}>
          Sort by
        </label>
        <select
          id={sortId}
          value={sortChoiceOf(sort)}
          onChange={(event) => onSort(sortOfChoice(event.target.value))}
          className={inputClass}
        >
          {bookingSortChoices.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <ul id={resultsId} tabIndex={-1} aria-label="Bookings" className={lists.cards}>
        {items.length === 0 ? <li className={css.muted}>{emptyText}</li> : null}
        {items.map((booking) => (
          <li key={booking.id} className={lists.card}>
            <p className={lists.cardHead}>
              <RouterLink to={adminPages.booking(booking.id)} className={css.link}>
                {booking.reference}
              </RouterLink>
              <StatusBadge status={booking.status} />
            </p>
            <p>
              {booking.name} <span className={css.muted}>{booking.phone}</span>
            </p>
            <dl className={lists.cardFacts}>
              <dt>City</dt>
              <dd>{booking.city}</dd>
              <dt>Size</dt>
              <dd>{sizeLabel(booking.dumpsterSize)}</dd>
              <dt>Delivery</dt>
              <dd>{dateLabel(booking.deliveryDate)}</dd>
              <dt>Pickup</dt>
              <dd>{dateLabel(booking.pickupDate)}</dd>
              <dt>Total</dt>
              <dd>{formatUsd(booking.totalCents)}</dd>
              <dt>Created</dt>
              <dd>{instantLabel(booking.createdAt)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
