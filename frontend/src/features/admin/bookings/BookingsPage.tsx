// Every booking, newest first (decision 0066): filters kept in the URL, counts per status, the
// list as a react-aria table whose created/delivery/pickup headers sort (cards on a phone,
// decision 0128), keyset "Load more", and the CSV export of the same filter. A skip link at the
// top takes the keyboard past the filters to the results.
import { adminRoutes, bookingStatuses } from '@dumpster/domain';
import { type MouseEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import * as lists from '../admin-lists.css.ts';
import { useAdminQuery } from '../admin-store.tsx';
import { countOf, statusLabel } from '../format.ts';
import { useNarrowScreen } from '../use-narrow-screen.ts';
import { BookingCards } from './BookingCards.tsx';
import { BookingFilters } from './BookingFilters.tsx';
import { BookingsTable } from './BookingsTable.tsx';
import type { BookingSort } from './booking-sorts.ts';
import { bookingsSearchParams, changedSearchParams, filterFromSearchParams } from './bookings-query.ts';

/** Where the skip link and "Apply filters" send the focus: the table's region, or the cards. */
const resultsId = 'booking-results';

const focusResults = () => document.getElementById(resultsId)?.focus();

/** After a filter is applied: once React has rendered the new filter's list. */
const focusResultsAfterRender = () => requestAnimationFrame(focusResults);

export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const narrow = useNarrowScreen();
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
  const onSort = (sort: BookingSort) => setParams(changedSearchParams(filter, sort));
  const skipToResults = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusResults();
  };
  const View = narrow ? BookingCards : BookingsTable;

  return (
    <>
      <title>Bookings · Back office</title>
      <h1 className={css.pageTitle}>Bookings</h1>
      <a href={`#${resultsId}`} className={lists.inPageSkipLink} onClick={skipToResults}>
        Skip to the results
      </a>
      <BookingFilters
        filter={filter}
        filterKey={filterKey}
        folded={narrow}
        onApplied={focusResultsAfterRender}
      />

      {page ? (
        <nav aria-label="Bookings by status">
          <ul className={css.statusCounts}>
            <li>
              <RouterLink
                to={`?${changedSearchParams(filter, { status: undefined })}`}
                className={css.countLink}
                aria-current={filter.status === undefined ? 'true' : undefined}
              >
                All statuses
              </RouterLink>
            </li>
            {bookingStatuses.map((status) => (
              <li key={status}>
                <RouterLink
                  to={`?${changedSearchParams(filter, { status })}`}
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
        <a href={`${adminRoutes.bookingsCsv}?${filterKey}`} className={css.link} download>
          Export CSV of this filter
        </a>
      </div>

      {list.error && list.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The bookings could not load: {list.error.message}
        </p>
      ) : null}

      <View
        items={page?.items ?? []}
        emptyText={list.isLoading ? 'Loading bookings…' : 'No bookings match these filters.'}
        sort={filter}
        onSort={onSort}
        resultsId={resultsId}
      />
      <div className={css.row} style={{ marginTop: '0.75rem' }}>
        <p className={css.muted} aria-live="polite">
          {page
            ? `Showing ${countOf(page.items.length, 'booking')}${page.nextCursor ? '' : ', all of them'}.`
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
