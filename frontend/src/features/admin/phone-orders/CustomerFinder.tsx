// "Find the customer first" (decision 0171): a phone number or an e-mail typed once finds the
// customers it names, each with their latest bookings; "Use these details" fills the form from one
// of them in one click. The result sentence takes the focus, so a screen reader hears it and the
// next Tab reaches the first result.
import {
  type AdminCustomerBooking,
  type AdminCustomerMatch,
  customerLookupMinLength,
} from '@dumpster/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { adminPages } from '../admin-paths.ts';
import { useAdminQuery } from '../admin-store.tsx';
import { dateLabel, sizeLabel } from '../format.ts';

export function CustomerFinder({ onUse }: { onUse: (booking: AdminCustomerBooking) => void }) {
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const found = useAdminQuery(adminApi.endpoints.lookUpCustomers, searched, searched, {
    skip: searched === '',
  });
  const resultLine = useRef<HTMLParagraphElement>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    setTooShort(text.length < customerLookupMinLength);
    if (text.length >= customerLookupMinLength) setSearched(text);
    requestAnimationFrame(() => resultLine.current?.focus());
  };
  const customers = found.data?.customers;
  return (
    <section aria-labelledby="finder-title" className={css.panel}>
      <h2 id="finder-title" className={css.sectionTitle}>
        Find the customer first
      </h2>
      <form aria-label="Find the customer" onSubmit={search} className={css.row}>
        <TextField
          label="Customer’s phone or e-mail"
          description="Any spelling: (904) 555-0142, 904.555.0142 or the start of an address."
          value={typed}
          onChange={setTyped}
          errorMessage={tooShort ? `Type at least ${customerLookupMinLength} characters.` : undefined}
        />
        <Button type="submit" size="sm" variant="outline">
          Find
        </Button>
      </form>
      <p
        ref={resultLine}
        tabIndex={-1}
        className={css.muted}
        aria-live="polite"
        style={{ overflowWrap: 'anywhere' }}
      >
        {searched === ''
          ? ''
          : found.isFetching || !customers
            ? 'Searching…'
            : customers.length === 0
              ? `No customer found for “${searched}”: a new customer is made when you save.`
              : `${customers.length === 1 ? '1 customer' : `${customers.length} customers`} found for “${searched}”.`}
      </p>
      {found.error && found.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The search failed: {found.error.message}
        </p>
      ) : null}
      {customers && customers.length > 0 ? (
        <ul className={css.plainList}>
          {customers.map((customer) => (
            <li key={customer.id}>
              <CustomerResult customer={customer} onUse={onUse} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CustomerResult({
  customer,
  onUse,
}: {
  customer: AdminCustomerMatch;
  onUse: (booking: AdminCustomerBooking) => void;
}) {
  const headingId = `customer-${customer.id}`;
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId} style={{ margin: '0.5rem 0 0.25rem' }}>
        <RouterLink to={adminPages.customer(customer.id)} className={css.link}>
          {customer.name}
        </RouterLink>
      </h3>
      <p className={css.muted} style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {[...customer.phones, ...customer.emails].join(' · ')}
      </p>
      {customer.recentBookings.length === 0 ? (
        <p className={css.muted}>No bookings yet ({customer.recentRequests.length} contact requests).</p>
      ) : (
        <ul className={css.plainList}>
          {customer.recentBookings.map((booking) => (
            <li key={booking.id} className={css.row} style={{ justifyContent: 'space-between' }}>
              <span style={{ overflowWrap: 'anywhere' }}>
                {booking.address}, {booking.city}
                {booking.companyName ? ` · ${booking.companyName}` : ''} · {sizeLabel(booking.dumpsterSize)},{' '}
                {dateLabel(booking.deliveryDate)}
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Use these details: ${booking.name}, ${booking.address}`}
                onPress={() => onUse(booking)}
              >
                Use these details
              </Button>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
