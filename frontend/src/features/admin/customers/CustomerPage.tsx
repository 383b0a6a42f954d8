// One customer (decision 0171): how they are known (numbers, addresses), their totals in money
// and counts, every booking and every contact request, and a new booking for them.
import { type AdminCustomerDetail, contactServiceOptions, formatUsd } from '@dumpster/domain';
import { Link as RouterLink, useParams } from 'react-router-dom';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { adminPages } from '../admin-paths.ts';
import { useAdminQuery } from '../admin-store.tsx';
import { instantLabel } from '../format.ts';
import { CustomerBookingsList } from './CustomerBookingsList.tsx';
import { CustomerNotesSection } from './CustomerNotesSection.tsx';

export function CustomerPage() {
  const { id = '' } = useParams();
  const customer = useAdminQuery(adminApi.endpoints.customer, id, id);
  if (customer.error && customer.error.status !== 401)
    return (
      <>
        <title>Customer · Back office</title>
        <h1 className={css.pageTitle}>Customer</h1>
        <p role="alert" className={css.notice.error}>
          {customer.error.status === 404
            ? 'There is no customer with this address.'
            : `The customer could not load: ${customer.error.message}`}
        </p>
        <RouterLink to={adminPages.customers} className={css.link}>
          Back to customers
        </RouterLink>
      </>
    );
  if (!customer.data) return <p className={css.muted}>Loading the customer…</p>;
  return <CustomerDetail customer={customer.data} />;
}

function serviceLabel(value: string): string {
  return contactServiceOptions.find((option) => option.value === value)?.label ?? value;
}

function CustomerDetail({ customer }: { customer: AdminCustomerDetail }) {
  const { totals } = customer;
  return (
    <>
      <title>{`${customer.name} · Customers · Back office`}</title>
      <p>
        <RouterLink to={adminPages.customers} className={css.link}>
          Back to customers
        </RouterLink>
      </p>
      <h1 className={css.pageTitle}>{customer.name}</h1>
      <div className={css.columns}>
        <section aria-labelledby="known-title" className={css.panel}>
          <h2 id="known-title" className={css.sectionTitle}>
            Contact
          </h2>
          <dl className={css.definitionList}>
            <dt>Phone</dt>
            <dd>{customer.phones.join(', ') || 'None on record'}</dd>
            <dt>E-mail</dt>
            <dd>{customer.emails.join(', ') || 'None on record'}</dd>
            <dt>Customer since</dt>
            <dd>{instantLabel(customer.createdAt)}</dd>
          </dl>
          <p>
            <RouterLink to={adminPages.newBooking} className={css.link}>
              New booking
            </RouterLink>
          </p>
        </section>
        <section aria-labelledby="totals-title" className={css.panel}>
          <h2 id="totals-title" className={css.sectionTitle}>
            Totals
          </h2>
          <dl className={css.definitionList}>
            <dt>Booked (not cancelled)</dt>
            <dd>{formatUsd(totals.bookedCents)}</dd>
            <dt>Bookings</dt>
            <dd>
              {totals.bookings} ({totals.activeBookings} active, {totals.cancelledBookings} cancelled)
            </dd>
            <dt>Contact requests</dt>
            <dd>{totals.contactRequests}</dd>
          </dl>
        </section>
      </div>
      <CustomerNotesSection customerId={customer.id} />
      <section aria-labelledby="bookings-title">
        <h2 id="bookings-title" className={css.sectionTitle}>
          Bookings
        </h2>
        <CustomerBookingsList bookings={customer.bookings} />
      </section>
      <section aria-labelledby="requests-title">
        <h2 id="requests-title" className={css.sectionTitle}>
          Contact requests
        </h2>
        {customer.contactRequests.length === 0 ? <p className={css.muted}>No contact requests.</p> : null}
        <ul className={css.plainList}>
          {customer.contactRequests.map((request) => (
            <li key={request.id} className={css.panel}>
              <p style={{ margin: 0 }}>
                {serviceLabel(request.service)} · sent {instantLabel(request.createdAt)}
              </p>
              <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.message}</p>
              <p className={css.muted} style={{ margin: 0 }}>
                {request.contacted
                  ? `Contacted by ${request.contacted.byName} on ${instantLabel(request.contacted.at)}.`
                  : 'Not contacted yet.'}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
