// The driver's phone (decision 0192): today's stops in route order, one tap to navigate or call,
// and the four actions. Every action goes to the phone's outbox first (driver-outbox.ts) and is
// sent from there, so no signal loses nothing; the screen lists what waits and announces
// "Sent" or "Waiting for signal" in a live region. It is a page of the back office's build,
// beside the signed-in layout (which refuses a driver), on the same session and sign-in page.
import {
  type AdminSessionAnswer,
  adminPagesBase,
  type DriverStop,
  type DriverStops,
  problemKindLabels,
  problemKinds,
} from '@dumpster/domain';
import { adminSession, driverStops as driverStopsRoute } from '@dumpster/domain/api';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../shared/ui/Button.tsx';
import * as css from './driver.css.ts';
import {
  type OutboxStore,
  openOutbox,
  type QueuedAction,
  type QueuedKind,
  queuedActions,
  sendQueued,
} from './driver-outbox.ts';
import { shrinkPhoto } from './shrink-photo.ts';

type Part = DriverStop['parts'][number];

/** Google Maps' search link: opens the maps app on a phone, the site elsewhere. */
export function mapsLink(part: Pick<Part, 'address' | 'city' | 'zipCode'>): string {
  const query = `${part.address}, ${part.city}, FL ${part.zipCode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

const driverPage = `${adminPagesBase}/driver`;

/**
 * The session, read the way the back office reads it (its own call, so the driver's page does not
 * carry the back office's store); without one the driver signs in and comes back here.
 */
function useDriverSession(): { data?: AdminSessionAnswer; error?: { status: number; message: string } } {
  const navigate = useNavigate();
  const [state, setState] = useState<{
    data?: AdminSessionAnswer;
    error?: { status: number; message: string };
  }>({});
  useEffect(() => {
    let live = true;
    let loaded = false;
    const load = () =>
      fetch(adminSession.path, { credentials: 'same-origin' })
        .then(async (response) => {
          if (!live) return;
          if (response.status === 401) {
            navigate(`${adminPagesBase}/sign-in?${new URLSearchParams({ next: driverPage })}`, {
              replace: true,
            });
            return;
          }
          if (!response.ok) throw new Error(`The server answered ${response.status}`);
          loaded = true;
          setState({ data: (await response.json()) as AdminSessionAnswer });
        })
        .catch((error: unknown) => {
          if (live)
            setState({ error: { status: 0, message: error instanceof Error ? error.message : 'No signal' } });
        });
    // Opened with no signal: the waiting actions still show, and the session is read again when
    // the signal returns, so they are sent without a reload.
    const online = () => {
      if (!loaded) void load();
    };
    void load();
    window.addEventListener('online', online);
    return () => {
      live = false;
      window.removeEventListener('online', online);
    };
  }, [navigate]);
  return state;
}

export function DriverPage({ store = openOutbox() }: { store?: OutboxStore }) {
  const session = useDriverSession();
  const [route, setRoute] = useState<DriverStops | undefined>();
  const [routeError, setRouteError] = useState<string | undefined>();
  const [waiting, setWaiting] = useState<QueuedAction[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const csrfToken = session.data?.csrfToken;
  const isDriver = session.data?.user.role === 'driver';

  const refreshWaiting = useCallback(async () => setWaiting(await queuedActions(store)), [store]);

  const flush = useCallback(async () => {
    if (!csrfToken) return;
    const before = (await queuedActions(store)).filter((a) => !a.refused).length;
    const outcome = await sendQueued(store, csrfToken);
    await refreshWaiting();
    if (outcome === 'waiting') setAnnouncement('Waiting for signal');
    else if (outcome === 'signed-out') setAnnouncement('Signed out: sign in again to send');
    else if (before > 0) setAnnouncement('Sent');
  }, [csrfToken, store, refreshWaiting]);

  const loadRoute = useCallback(async () => {
    try {
      const response = await fetch(driverStopsRoute.path, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`The route could not load (${response.status})`);
      setRoute((await response.json()) as DriverStops);
      setRouteError(undefined);
    } catch (error) {
      setRouteError(error instanceof Error ? error.message : 'The route could not load');
    }
  }, []);

  useEffect(() => {
    void refreshWaiting();
  }, [refreshWaiting]);
  useEffect(() => {
    if (!isDriver) return;
    void loadRoute();
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [isDriver, loadRoute, flush]);

  const enqueue = async (action: Omit<QueuedAction, 'id' | 'takenAt'>) => {
    await store.put({ ...action, id: crypto.randomUUID(), takenAt: new Date().toISOString() });
    await refreshWaiting();
    if (navigator.onLine) await flush();
    else setAnnouncement('Waiting for signal');
  };

  return (
    <main id="driver-main" className={css.main}>
      <title>Today’s stops · Driver</title>
      <h1 className={css.pageTitle}>Today’s stops</h1>
      <p role="status" aria-live="polite" className={css.muted}>
        {announcement}
      </p>
      <DriverContent
        session={session.data}
        sessionError={session.error?.status !== 401 ? session.error?.message : undefined}
        route={route}
        routeError={routeError}
        onRetry={loadRoute}
        onAction={enqueue}
      />
      <Waiting
        actions={waiting}
        onDismiss={async (id) => {
          await store.remove(id);
          await refreshWaiting();
        }}
      />
    </main>
  );
}

type Enqueue = (action: Omit<QueuedAction, 'id' | 'takenAt'>) => Promise<void>;

function DriverContent({
  session,
  sessionError,
  route,
  routeError,
  onRetry,
  onAction,
}: {
  session: AdminSessionAnswer | undefined;
  sessionError: string | undefined;
  route: DriverStops | undefined;
  routeError: string | undefined;
  onRetry: () => void;
  onAction: Enqueue;
}) {
  if (!session)
    return sessionError ? (
      <p role="alert" className={css.notice.error}>
        The page could not load: {sessionError}
      </p>
    ) : (
      <p className={css.muted}>Loading…</p>
    );
  if (session.user.role !== 'driver')
    return (
      <p>
        This page is for drivers. <Link to={adminPagesBase}>Open the back office</Link>
      </p>
    );
  if (routeError)
    return (
      <p role="alert" className={css.notice.error}>
        {routeError}{' '}
        <Button variant="outline" size="sm" onPress={onRetry}>
          Try again
        </Button>
      </p>
    );
  if (!route) return <p className={css.muted}>Loading the route…</p>;
  if (route.stops.length === 0) return <p>No stops on your route today.</p>;
  return (
    <ol className={css.plainList} aria-label={`Route of ${route.driverName}`}>
      {route.stops.map((stop) => (
        <li key={stop.id}>
          <StopCard stop={stop} onAction={onAction} />
        </li>
      ))}
    </ol>
  );
}

const partLabel = { delivery: 'Delivery', pickup: 'Pickup' } as const;

function StopCard({ stop, onAction }: { stop: DriverStop; onAction: Enqueue }) {
  const headingId = useId();
  return (
    <section className={css.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.sectionTitle}>
        Stop {stop.position}: {stop.parts.map((p) => partLabel[p.kind]).join(' and ')}
        {stop.window ? ` (${stop.window})` : ''}
      </h2>
      {stop.parts.map((part) => (
        <PartActions key={part.kind} part={part} onAction={onAction} />
      ))}
    </section>
  );
}

function PartActions({ part, onAction }: { part: Part; onAction: Enqueue }) {
  const label = `${partLabel[part.kind]} ${part.reference}`;
  return (
    <div>
      <p>
        <strong>{part.name}</strong>, {part.dumpsterSize} ({partLabel[part.kind].toLowerCase()})
      </p>
      <p>
        <a href={mapsLink(part)} target="_blank" rel="noreferrer">
          {part.address}, {part.city} {part.zipCode} (open in Maps)
        </a>
      </p>
      <p>
        <a href={`tel:${part.phone.replace(/[^\d+]/g, '')}`}>Call {part.name}</a>
      </p>
      {part.specialInstructions ? <p>Instructions: {part.specialInstructions}</p> : null}
      <div className={css.row}>
        <Button
          variant="outline"
          onPress={() =>
            onAction({
              kind: 'on-my-way',
              bookingId: part.bookingId,
              label: `On my way: ${label}`,
              body: { part: part.kind },
            })
          }
        >
          On my way ({label})
        </Button>
      </div>
      {part.kind === 'delivery' ? (
        <ActionForm title={`Delivered: ${label}`} kind="delivered" part={part} onAction={onAction} />
      ) : (
        <ActionForm title={`Picked up: ${label}`} kind="picked-up" part={part} onAction={onAction} />
      )}
      <ActionForm title={`Problem: ${label}`} kind="problem" part={part} onAction={onAction} />
    </div>
  );
}

function ActionForm({
  title,
  kind,
  part,
  onAction,
}: {
  title: string;
  kind: Exclude<QueuedKind, 'on-my-way'>;
  part: Part;
  onAction: Enqueue;
}) {
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const text = (name: string) => String(fields.get(name) ?? '').trim();
    const file = fields.get('photo');
    const photoFile = file instanceof Blob && file.size > 0 ? file : undefined;
    const fail = (message: string) => {
      setError(message);
      requestAnimationFrame(() => errorRef.current?.focus());
    };
    if (kind !== 'problem' && !text('containerNumber')) return fail('Enter the container’s number');
    if (kind === 'delivered' && !photoFile) return fail('Take a placement photo');
    const tons = Number(text('tons'));
    if (kind === 'picked-up' && (text('tons') === '' || !(tons >= 0 && tons <= 40)))
      return fail('Enter the scale ticket’s tons, 0 to 40');
    setError(undefined);
    setBusy(true);
    try {
      const shrunk = photoFile ? await shrinkPhoto(photoFile) : undefined;
      const photo = shrunk
        ? {
            blob: shrunk.blob,
            kind:
              kind === 'delivered'
                ? ('placement' as const)
                : kind === 'picked-up'
                  ? ('scale_ticket' as const)
                  : ('problem' as const),
            capturedAt: shrunk.capturedAt?.toISOString() ?? null,
            key: crypto.randomUUID(),
          }
        : undefined;
      const body =
        kind === 'delivered'
          ? { containerNumber: text('containerNumber') }
          : kind === 'picked-up'
            ? { containerNumber: text('containerNumber'), tons }
            : { part: part.kind, kind: text('problemKind'), note: text('note') };
      await onAction({ kind, bookingId: part.bookingId, label: title, body, ...(photo ? { photo } : {}) });
      form.reset();
    } finally {
      setBusy(false);
    }
  };
  return (
    <details>
      <summary>{title}</summary>
      <form onSubmit={submit} aria-label={title} noValidate>
        {kind !== 'problem' ? (
          <p>
            <label htmlFor={`${id}-container`}>Container number</label>{' '}
            <input
              className={css.control}
              id={`${id}-container`}
              name="containerNumber"
              required
              autoComplete="off"
            />
          </p>
        ) : (
          <>
            <p>
              <label htmlFor={`${id}-kind`}>What is wrong</label>{' '}
              <select className={css.control} id={`${id}-kind`} name="problemKind">
                {problemKinds.map((k) => (
                  <option key={k} value={k}>
                    {problemKindLabels[k]}
                  </option>
                ))}
              </select>
            </p>
            <p>
              <label htmlFor={`${id}-note`}>Note</label>{' '}
              <textarea className={css.control} id={`${id}-note`} name="note" maxLength={1000} />
            </p>
          </>
        )}
        {kind === 'picked-up' ? (
          <p>
            <label htmlFor={`${id}-tons`}>Scale ticket weight (tons)</label>{' '}
            <input className={css.control} id={`${id}-tons`} name="tons" inputMode="decimal" required />
          </p>
        ) : null}
        <p>
          <label htmlFor={`${id}-photo`}>
            {kind === 'delivered'
              ? 'Placement photo'
              : kind === 'picked-up'
                ? 'Scale ticket photo (optional)'
                : 'Photo (optional)'}
          </label>{' '}
          <input
            className={css.control}
            id={`${id}-photo`}
            name="photo"
            type="file"
            accept="image/*"
            capture="environment"
          />
        </p>
        {error ? (
          <p ref={errorRef} tabIndex={-1} role="alert" className={css.notice.error}>
            {error}
          </p>
        ) : null}
        <Button type="submit" isDisabled={busy}>
          Send: {title}
        </Button>
      </form>
    </details>
  );
}

function Waiting({ actions, onDismiss }: { actions: QueuedAction[]; onDismiss: (id: string) => void }) {
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="driver-waiting" className={css.panel}>
      <h2 id="driver-waiting" className={css.sectionTitle}>
        Waiting to send ({actions.filter((a) => !a.refused).length})
      </h2>
      <ul className={css.plainList}>
        {actions.map((action) => (
          <li key={action.id}>
            {action.label}
            {action.refused ? (
              <>
                {' '}
                <strong>Not recorded: {action.refused}</strong>{' '}
                <Button variant="outline" size="sm" onPress={() => onDismiss(action.id)}>
                  Dismiss
                </Button>
              </>
            ) : (
              ' (waiting for signal)'
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
