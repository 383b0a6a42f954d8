// The dispatcher's day (decision 0066): a date, its deliveries and pickups in route order (by city,
// then address, as the server sorts them), marked delivered or picked up from here, and a printed
// copy a driver can take (the navigation and buttons are left off the paper).
import {
  type BookingStatus,
  businessDateAt,
  type DayBoardStop,
  earlyStatusOf,
  isIsoDate,
} from '@dumpster/domain';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button.tsx';
import {
  field as fieldClass,
  input as inputClass,
  label as labelClass,
} from '../../../shared/ui/field.css.ts';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { adminPages } from '../admin-paths.ts';
import { useAdminMutation, useAdminQuery } from '../admin-store.tsx';
import { statusChangeFailure } from '../bookings/status-change-failure.ts';
import { EarlyStatusDialog } from '../EarlyStatusDialog.tsx';
import { businessToday, dateLabel, sizeLabel } from '../format.ts';
import { StatusBadge } from '../StatusBadge.tsx';

export function DayBoardPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : businessToday();
  const board = useAdminQuery(adminApi.endpoints.dayBoard, date, date);
  const pick = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('date') ?? '');
    if (isIsoDate(value)) setParams({ date: value });
  };
  return (
    <>
      <title>{`Day board ${date} · Back office`}</title>
      <h1 className={css.pageTitle}>Day board: {dateLabel(date)}</h1>
      <form
        key={date}
        onSubmit={pick}
        className={`${css.row} ${css.printHidden}`}
        aria-label="Choose the day"
      >
        <div className={fieldClass}>
          <label htmlFor="board-date" className={labelClass}>
            Date
          </label>
          <input
            id="board-date"
            name="date"
            type="date"
            defaultValue={date}
            className={inputClass}
            required
          />
        </div>
        <Button type="submit" size="sm">
          Show day
        </Button>
        <Button variant="outline" size="sm" onPress={() => window.print()}>
          Print
        </Button>
      </form>
      {board.error && board.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The day board could not load: {board.error.message}
        </p>
      ) : null}
      {board.data ? (
        <>
          <StopList
            title="Deliveries"
            stops={board.data.deliveries}
            action={{ from: 'confirmed', to: 'delivered', label: 'Mark delivered' }}
          />
          <StopList
            title="Pickups"
            stops={board.data.pickups}
            action={{ from: 'delivered', to: 'picked_up', label: 'Mark picked up' }}
          />
        </>
      ) : board.isLoading ? (
        <p className={css.muted}>Loading the day…</p>
      ) : null}
    </>
  );
}

interface StopAction {
  readonly from: BookingStatus;
  readonly to: BookingStatus;
  readonly label: string;
}

function StopList({
  title,
  stops,
  action,
}: {
  title: string;
  stops: readonly DayBoardStop[];
  action: StopAction;
}) {
  const id = `${title.toLowerCase()}-title`;
  // Route order comes from the server; the cities are headings so a driver sees each leg.
  const cities = [...new Set(stops.map((stop) => stop.city))];
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>
        {title} ({stops.length})
      </h2>
      {stops.length === 0 ? <p className={css.muted}>No {title.toLowerCase()} on this day.</p> : null}
      {cities.map((city) => (
        <section key={city} aria-label={`${title} in ${city}`}>
          <h3>{city}</h3>
          <ol className={css.plainList}>
            {stops
              .filter((stop) => stop.city === city)
              .map((stop) => (
                <li key={stop.bookingId} className={`${css.panel} ${css.stop}`}>
                  <Stop stop={stop} action={action} />
                </li>
              ))}
          </ol>
        </section>
      ))}
    </section>
  );
}

function Stop({ stop, action }: { stop: DayBoardStop; action: StopAction }) {
  const [changeStatus, { isPending }] = useAdminMutation(adminApi.endpoints.changeStatus);
  const [failure, setFailure] = useState<string | undefined>();
  return (
    <>
      <p style={{ margin: 0 }}>
        <strong>
          {stop.address}, {stop.city} {stop.zipCode}
        </strong>{' '}
        · {sizeLabel(stop.dumpsterSize)} · <StatusBadge status={stop.status} />
      </p>
      <p style={{ margin: '0.25rem 0' }}>
        {stop.name} ·{' '}
        <a href={`tel:${stop.phone}`} className={css.link}>
          {stop.phone}
        </a>{' '}
        ·{' '}
        <RouterLink to={adminPages.booking(stop.bookingId)} className={css.link}>
          {stop.reference}
        </RouterLink>
      </p>
      <p style={{ margin: 0 }}>
        <span className={css.muted}>Instructions:</span> {stop.specialInstructions ?? 'None'}
      </p>
      {stop.pinnedNotes && stop.pinnedNotes.length > 0 ? (
        <ul aria-label={`Pinned notes for ${stop.reference}`} style={{ margin: '0.25rem 0' }}>
          {stop.pinnedNotes.map((note) => (
            <li key={note.id}>
              <strong>Note:</strong> {note.text} <span className={css.muted}>({note.authorName})</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div role="alert">{failure ? <p className={css.notice.error}>{failure}</p> : null}</div>
      {stop.status === action.from && earlyStatusOf(stop, action.to, businessDateAt(new Date())) ? (
        <span className={css.printHidden}>
          <EarlyStatusDialog
            label={action.label}
            triggerLabel={`${action.label}: ${stop.reference}, ${stop.address}`}
            message={earlyStatusOf(stop, action.to, businessDateAt(new Date()))?.message ?? ''}
            onConfirm={async () => {
              setFailure(undefined);
              try {
                await changeStatus({ id: stop.bookingId, status: action.to, reason: '', confirmEarly: true });
              } catch (error) {
                setFailure(statusChangeFailure(error));
              }
            }}
          />
        </span>
      ) : stop.status === action.from ? (
        <Button
          size="sm"
          className={css.printHidden}
          isDisabled={isPending}
          aria-label={`${action.label}: ${stop.reference}, ${stop.address}`}
          onPress={async () => {
            setFailure(undefined);
            try {
              await changeStatus({ id: stop.bookingId, status: action.to, reason: '' });
            } catch (error) {
              setFailure(statusChangeFailure(error));
            }
          }}
        >
          {action.label}
        </Button>
      ) : null}
    </>
  );
}
