// A customer's bookings as cards (the same facts at every width: reference, status, size, dates,
// address, total), each linking to its booking page.
import { type AdminCustomerBooking, formatUsd } from '@dumpster/domain';
import { Link as RouterLink } from 'react-router-dom';
import * as css from '../admin.css.ts';
import { adminPages } from '../admin-paths.ts';
import { dateLabel, sizeLabel } from '../format.ts';
import { StatusBadge } from '../StatusBadge.tsx';

export function CustomerBookingsList({ bookings }: { bookings: readonly AdminCustomerBooking[] }) {
  if (bookings.length === 0) return <p className={css.muted}>No bookings.</p>;
  return (
    <ul className={css.plainList}>
      {bookings.map((booking) => (
        <li key={booking.id} className={css.panel}>
          <p style={{ margin: 0 }}>
            <RouterLink to={adminPages.booking(booking.id)} className={css.link}>
              {booking.reference}
            </RouterLink>{' '}
            <StatusBadge status={booking.status} />
          </p>
          <p style={{ margin: '0.25rem 0 0', overflowWrap: 'anywhere' }}>
            {sizeLabel(booking.dumpsterSize)}, {dateLabel(booking.deliveryDate)} to{' '}
            {dateLabel(booking.pickupDate)} · {formatUsd(booking.totalCents)}
          </p>
          <p className={css.muted} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {booking.address}, {booking.city} {booking.zipCode}
            {booking.companyName ? ` · ${booking.companyName}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
