// Contact requests (decision 0066): newest first, "Not contacted yet" as a filter kept in the URL,
// call or write with one press (tel:, mailto:), and mark contacted (the server records who and when).
import { type AdminContactRequest, contactServiceOptions } from '@dumpster/domain';
import { useState } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { adminPages } from '../admin-paths.ts';
import { isApiError, useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { instantLabel } from '../format.ts';

function serviceLabel(value: string): string {
  return contactServiceOptions.find((option) => option.value === value)?.label ?? value;
}

export function ContactRequestsPage() {
  const [params, setParams] = useSearchParams();
  const notContacted = params.get('notContacted') === 'true';
  // "Load more" belongs to the filter it was pressed on; another filter starts from its first page.
  const [loaded, setLoaded] = useState<{ notContacted: boolean; cursor: string } | undefined>();
  const cursor = loaded?.notContacted === notContacted ? loaded.cursor : undefined;
  const setCursor = (next: string | null) => setLoaded(next ? { notContacted, cursor: next } : undefined);
  const list = useAdminQuery(
    adminApi.endpoints.contactRequests,
    { notContacted, cursor },
    `${notContacted}#${cursor ?? ''}`,
  );
  const page = list.data;
  return (
    <>
      <title>Contact requests · Back office</title>
      <h1 className={css.pageTitle}>Contact requests</h1>
      <div className={css.row} style={{ marginBottom: '0.75rem' }}>
        <Checkbox
          isSelected={notContacted}
          onChange={(selected) => setParams(selected ? { notContacted: 'true' } : {})}
          className={css.checkbox}
        >
          <span className={css.checkboxBox} aria-hidden="true" />
          Not contacted yet
        </Checkbox>
        {page ? <span className={css.muted}>{page.notContactedCount} not contacted yet in all.</span> : null}
      </div>
      {list.error && list.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The contact requests could not load: {list.error.message}
        </p>
      ) : null}
      {page && page.items.length === 0 ? (
        <p className={css.muted}>
          {notContacted ? 'Everyone has been contacted.' : 'No contact requests yet.'}
        </p>
      ) : null}
      <ol className={css.plainList}>
        {page?.items.map((request) => (
          <li key={request.id} className={css.panel}>
            <ContactRequestCard request={request} />
          </li>
        ))}
      </ol>
      {page?.nextCursor ? (
        <Button
          variant="outline"
          size="sm"
          isDisabled={list.isFetching}
          onPress={() => setCursor(page.nextCursor)}
        >
          {list.isFetching ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </>
  );
}

function ContactRequestCard({ request }: { request: AdminContactRequest }) {
  const [markContacted, { isPending }] = useAdminMutation(adminApi.endpoints.markContacted);
  const [failure, setFailure] = useState<string | undefined>();
  const headingId = `request-${request.id}`;
  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle} style={{ marginTop: 0 }}>
        {request.name} · {serviceLabel(request.service)}
      </h2>
      <p className={css.muted} style={{ margin: 0 }}>
        Sent {instantLabel(request.createdAt)}
        {request.smsOptIn ? ' · agreed to texts' : ''}
      </p>
      <p className={css.row} style={{ margin: '0.5rem 0' }}>
        <a href={`tel:${request.phone}`} className={css.link}>
          Call {request.phone}
        </a>
        <a href={`mailto:${request.email}`} className={css.link}>
          Email {request.email}
        </a>
      </p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{request.message}</p>
      <p>
        {/* A request becomes a booking in one step: the form prefilled, the request marked contacted on save (decision 0173). */}
        <RouterLink
          to={`${adminPages.newBooking}?contactRequest=${encodeURIComponent(request.id)}`}
          state={{ contactRequest: request }}
          className={css.link}
          aria-label={`Create booking from ${request.name}’s request`}
        >
          Create booking
        </RouterLink>
      </p>
      <div role="alert">{failure ? <p className={css.notice.error}>{failure}</p> : null}</div>
      {request.contacted ? (
        <p className={css.notice.success}>
          Contacted by {request.contacted.byName} on {instantLabel(request.contacted.at)}.
        </p>
      ) : (
        <Button
          size="sm"
          isDisabled={isPending}
          aria-label={`Mark contacted: ${request.name}`}
          onPress={async () => {
            setFailure(undefined);
            try {
              await markContacted(request.id);
            } catch (error) {
              setFailure(`Could not mark contacted: ${isApiError(error) ? error.message : 'unknown error'}`);
            }
          }}
        >
          Mark contacted
        </Button>
      )}
    </article>
  );
}
