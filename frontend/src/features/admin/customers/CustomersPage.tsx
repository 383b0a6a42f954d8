// Customers (decision 0171): a phone number or an e-mail, kept in the URL (?q=), finds the
// customers it names with their latest bookings and requests; each opens its customer page. The
// result sentence takes the focus after a search.
import { customerLookupMinLength } from '@dumpster/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { adminPages } from '../admin-paths.ts';
import { useAdminQuery } from '../admin-store.tsx';
import { CustomerBookingsList } from './CustomerBookingsList.tsx';

export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const searchable = q.trim().length >= customerLookupMinLength;
  const [typed, setTyped] = useState(q);
  const [searchedHere, setSearchedHere] = useState(0);
  const found = useAdminQuery(adminApi.endpoints.lookUpCustomers, q, q, { skip: !searchable });
  const resultLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (searchedHere > 0) resultLine.current?.focus();
  }, [searchedHere]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
    setSearchedHere((count) => count + 1);
  };
  const customers = found.data?.customers;
  return (
    <>
      <title>Customers · Back office</title>
      <h1 className={css.pageTitle}>Customers</h1>
      <form aria-label="Find a customer" onSubmit={search} className={css.row}>
        <TextField
          label="Phone number or e-mail"
          description="Any spelling of a number, or the start of an e-mail address."
          value={typed}
          onChange={setTyped}
          errorMessage={
            q !== '' && !searchable ? `Type at least ${customerLookupMinLength} characters.` : undefined
          }
        />
        <Button type="submit" size="sm">
          Find
        </Button>
      </form>
      <p
        ref={resultLine}
        tabIndex={-1}
        aria-live="polite"
        className={css.muted}
        // What was searched may be a long address without a break: it wraps anywhere (WCAG 1.4.10).
        style={{ overflowWrap: 'anywhere' }}
      >
        {!searchable
          ? 'Find a customer by their phone number or e-mail address.'
          : !customers
            ? 'Searching…'
            : customers.length === 0
              ? `No customer found for “${q}”.`
              : `${customers.length === 1 ? '1 customer' : `${customers.length} customers`} found for “${q}”.`}
      </p>
      {found.error && found.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The search failed: {found.error.message}
        </p>
      ) : null}
      <ul className={css.plainList}>
        {customers?.map((customer) => (
          <li key={customer.id} className={css.panel}>
            <article aria-labelledby={`customer-${customer.id}`}>
              <h2 id={`customer-${customer.id}`} className={css.sectionTitle} style={{ marginTop: 0 }}>
                <RouterLink to={adminPages.customer(customer.id)} className={css.link}>
                  {customer.name}
                </RouterLink>
              </h2>
              <p className={css.muted} style={{ overflowWrap: 'anywhere' }}>
                {[...customer.phones, ...customer.emails].join(' · ')}
              </p>
              <h3>Latest bookings</h3>
              <CustomerBookingsList bookings={customer.recentBookings} />
              {customer.recentRequests.length > 0 ? (
                <p className={css.muted}>
                  {customer.recentRequests.length === 1
                    ? '1 recent contact request.'
                    : `${customer.recentRequests.length} recent contact requests.`}
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
