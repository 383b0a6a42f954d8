// The dispatch board (decisions 0180, 0181, 0186): a day's deliveries, pickups and swaps, grouped
// per driver in route order, the unassigned ones first and marked. Each stop is assigned (driver,
// truck, window) in a dialog; a route is reordered by drag and drop or by keyboard (react-aria's
// drag and drop: the handle, Enter, the arrow keys, Enter; or the Move up / Move down buttons),
// every change announced in a live region. Each stop links to its address on a map; the printed
// copy gives each driver a page with their stops in order (the controls are left off the paper).
import {
  type BoardStop,
  type DispatchBoard,
  isIsoDate,
  reorderIds,
  stopKindLabels,
  stopWindowLabels,
} from '@dumpster/domain';
import { type FormEvent, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { GridList, GridListItem } from 'react-aria-components/GridList';
import { DropIndicator, useDragAndDrop } from 'react-aria-components/useDragAndDrop';
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
import { businessToday, dateLabel, sizeLabel } from '../format.ts';
import { AssignStopDialog } from './AssignStopDialog.tsx';
import * as style from './dispatch.css.ts';
import { placeOf, refusalOf } from './stop-words.ts';

export function DispatchPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : businessToday();
  const board = useAdminQuery(adminApi.endpoints.dispatchBoard, date, date);
  const [announcement, setAnnouncement] = useState('');
  const pick = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('date') ?? '');
    if (isIsoDate(value)) setParams({ date: value });
  };
  return (
    <>
      <title>{`Dispatch ${date} · Back office`}</title>
      <h1 className={css.pageTitle}>Dispatch: {dateLabel(date)}</h1>
      <form
        key={date}
        onSubmit={pick}
        className={`${css.row} ${css.printHidden}`}
        aria-label="Choose the day"
      >
        <div className={fieldClass}>
          <label htmlFor="dispatch-date" className={labelClass}>
            Date
          </label>
          <input
            id="dispatch-date"
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
          Print driver sheets
        </Button>
      </form>
      {/* Every assignment and move is said here, for a screen reader and for anyone watching. */}
      <p role="status" aria-live="polite" className={css.printHidden}>
        {announcement}
      </p>
      {board.error && board.error.status !== 401 ? (
        <p role="alert" className={css.notice.error}>
          The board could not load: {board.error.message}
        </p>
      ) : null}
      {board.data ? (
        <Board board={board.data} announce={setAnnouncement} />
      ) : board.isLoading ? (
        <p className={css.muted}>Loading the day…</p>
      ) : null}
    </>
  );
}

function Board({ board, announce }: { board: DispatchBoard; announce: (words: string) => void }) {
  const known = new Set(board.drivers.map((driver) => driver.id));
  const unassigned = board.stops.filter((stop) => stop.driverId === null || !known.has(stop.driverId));
  return (
    <>
      <p className={css.printHidden}>
        {board.stops.length} {board.stops.length === 1 ? 'stop' : 'stops'},{' '}
        <strong>{unassigned.length} unassigned</strong>.
      </p>
      <section aria-labelledby="unassigned-title" className={style.unassigned}>
        <h2 id="unassigned-title" className={css.sectionTitle}>
          Unassigned ({unassigned.length})
        </h2>
        {unassigned.length === 0 ? (
          <p className={css.muted}>Every stop of this day has a driver.</p>
        ) : (
          <ul className={css.plainList}>
            {unassigned.map((stop) => (
              <li key={stop.id} className={`${css.panel} ${css.stop}`}>
                <StopDetails stop={stop} board={board} />
                <div className={`${css.row} ${css.printHidden}`}>
                  <AssignStopDialog board={board} stop={stop} announce={announce} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {board.drivers.length === 0 ? (
        <p className={css.muted}>
          No driver accounts yet: an owner adds them on the Users page, with the role Driver.
        </p>
      ) : null}
      {board.drivers.map((driver) => (
        <DriverRoute
          key={driver.id}
          board={board}
          driver={driver}
          stops={board.stops.filter((stop) => stop.driverId === driver.id)}
          announce={announce}
        />
      ))}
    </>
  );
}

function DriverRoute({
  board,
  driver,
  stops,
  announce,
}: {
  board: DispatchBoard;
  driver: { id: string; name: string };
  stops: readonly BoardStop[];
  announce: (words: string) => void;
}) {
  const [orderRoute, { isPending }] = useAdminMutation(adminApi.endpoints.orderRoute);
  const [failure, setFailure] = useState<string | undefined>();
  const titleId = `route-${driver.id}`;
  const ids = stops.map((stop) => stop.id);
  const save = async (next: string[], movedId: string) => {
    setFailure(undefined);
    try {
      await orderRoute({ date: board.date, driverId: driver.id, stopIds: next });
      const moved = stops.find((stop) => stop.id === movedId);
      announce(
        `${moved ? placeOf(moved) : 'The stop'} is now stop ${next.indexOf(movedId) + 1} of ${next.length} on ${driver.name}’s route.`,
      );
    } catch (error) {
      const message = refusalOf(error, 'The new order could not be saved.');
      setFailure(message);
      announce(message);
    }
  };
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const moved = [...event.keys].map(String);
      const next = reorderIds(
        ids,
        moved,
        String(event.target.key),
        event.target.dropPosition === 'before' ? 'before' : 'after',
      );
      void save(next, moved[0] ?? '');
    },
    renderDropIndicator: (target) => <DropIndicator target={target} className={style.dropIndicator} />,
    isDisabled: isPending,
  });
  const move = (id: string, by: -1 | 1) => {
    const at = ids.indexOf(id);
    const target = ids[at + by];
    if (target === undefined) return;
    void save(reorderIds(ids, [id], target, by < 0 ? 'before' : 'after'), id);
  };
  return (
    <section aria-labelledby={titleId} className={style.route}>
      <h2 id={titleId} className={css.sectionTitle}>
        {driver.name}’s route ({stops.length} {stops.length === 1 ? 'stop' : 'stops'}) ·{' '}
        {dateLabel(board.date)}
      </h2>
      {failure ? (
        <p role="alert" className={css.notice.error}>
          {failure}
        </p>
      ) : null}
      {stops.length === 0 ? (
        <p className={css.muted}>No stops yet.</p>
      ) : (
        <GridList
          aria-label={`${driver.name}’s route, in order`}
          items={stops}
          // The rows read the route's order and the pending save: rendered again when either changes.
          dependencies={[ids.join('|'), isPending]}
          dragAndDropHooks={dragAndDropHooks}
          className={style.routeList}
          layout="stack"
        >
          {(stop) => (
            <GridListItem
              id={stop.id}
              textValue={`${stop.position ?? ''}. ${placeOf(stop)}`}
              className={style.routeItem}
            >
              <AriaButton
                slot="drag"
                className={style.handle}
                aria-label={`${ids.indexOf(stop.id) + 1}: drag to move ${placeOf(stop)}`}
              >
                {ids.indexOf(stop.id) + 1}
              </AriaButton>
              <div>
                <StopDetails stop={stop} board={board} />
                <div className={`${css.row} ${css.printHidden}`}>
                  <Button
                    variant="outline"
                    size="sm"
                    isDisabled={isPending || ids[0] === stop.id}
                    onPress={() => move(stop.id, -1)}
                    aria-label={`Move up: ${placeOf(stop)}`}
                  >
                    Move up
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    isDisabled={isPending || ids.at(-1) === stop.id}
                    onPress={() => move(stop.id, 1)}
                    aria-label={`Move down: ${placeOf(stop)}`}
                  >
                    Move down
                  </Button>
                  <AssignStopDialog board={board} stop={stop} announce={announce} />
                </div>
              </div>
            </GridListItem>
          )}
        </GridList>
      )}
    </section>
  );
}

function StopDetails({ stop, board }: { stop: BoardStop; board: DispatchBoard }) {
  const truck = board.trucks.find((candidate) => candidate.id === stop.truckId);
  const first = stop.parts[0];
  return (
    <>
      <p className={style.stopText}>
        <span className={style.kind}>{stopKindLabels[stop.kind]}</span>{' '}
        <strong>
          {first?.address}, {first?.city} {first?.zipCode}
        </strong>
      </p>
      <p className={style.stopText}>
        {stop.window ? stopWindowLabels[stop.window] : 'No window'} · {truck ? truck.name : 'No truck'}
        {stop.containerNumber ? ` · Container ${stop.containerNumber}` : ''} ·{' '}
        <a href={stop.mapUrl} target="_blank" rel="noreferrer" className={css.link}>
          Map<span className={css.printHidden}> (opens Google Maps)</span>
        </a>
      </p>
      {stop.parts.map((part) => (
        <p key={`${part.kind}-${part.bookingId}`} className={style.stopText}>
          {stop.kind === 'swap' ? `${part.kind === 'pickup' ? 'Pick up' : 'Deliver'}: ` : ''}
          {sizeLabel(part.dumpsterSize)} · {part.name} ·{' '}
          <a href={`tel:${part.phone}`} className={css.link}>
            {part.phone}
          </a>{' '}
          ·{' '}
          <RouterLink to={adminPages.booking(part.bookingId)} className={css.link}>
            {part.reference}
          </RouterLink>
          {part.specialInstructions ? (
            <>
              <br />
              <span className={css.muted}>Instructions:</span> {part.specialInstructions}
            </>
          ) : null}
        </p>
      ))}
    </>
  );
}
