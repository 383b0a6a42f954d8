// Assigning one stop (decision 0181): its driver, a truck that carries every size the stop moves,
// and the window the customer is told. The server checks the same rules; its refusal is shown
// in the dialog and announced.
import {
  type BoardStop,
  type DispatchBoard,
  type StopWindow,
  stopWindowLabels,
  stopWindows,
} from '@dumpster/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../shared/ui/Button.tsx';
import { Dialog } from '../../../shared/ui/Dialog.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import * as css from '../admin.css.ts';
import { adminApi } from '../admin-api.ts';
import { useAdminMutation } from '../admin-store.tsx';
import { placeOf, refusalOf } from './stop-words.ts';

export function AssignStopDialog({
  board,
  stop,
  announce,
}: {
  board: DispatchBoard;
  stop: BoardStop;
  announce: (words: string) => void;
}) {
  return (
    <Dialog
      title={`Assign: ${placeOf(stop)}`}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Assign: ${placeOf(stop)}`}>
          Assign…
        </Button>
      }
    >
      {(close) => <AssignForm board={board} stop={stop} announce={announce} close={close} />}
    </Dialog>
  );
}

function AssignForm({
  board,
  stop,
  announce,
  close,
}: {
  board: DispatchBoard;
  stop: BoardStop;
  announce: (words: string) => void;
  close: () => void;
}) {
  const [assign, { isPending }] = useAdminMutation(adminApi.endpoints.assignStop);
  const [driverId, setDriverId] = useState(stop.driverId ?? '');
  const [truckId, setTruckId] = useState(stop.truckId ?? '');
  const [window, setWindow] = useState<string>(stop.window ?? '');
  const [failure, setFailure] = useState<string | undefined>();
  // The server's rule (truckCarries): a truck takes a stop when it carries every size it moves.
  const carrying = board.trucks.filter((truck) =>
    stop.parts.every((part) => truck.sizes.includes(part.dumpsterSize)),
  );
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    try {
      const answer = await assign({
        date: board.date,
        stopId: stop.id,
        driverId: driverId || null,
        truckId: truckId || null,
        window: (window || null) as StopWindow | null,
      });
      const driver = board.drivers.find((candidate) => candidate.id === driverId);
      const placed = answer.stops.find((candidate) => candidate.id === stop.id);
      announce(
        driver
          ? `${placeOf(stop)}: ${driver.name}, stop ${placed?.position ?? '?'} of the route.`
          : `${placeOf(stop)} is unassigned.`,
      );
      close();
    } catch (error) {
      setFailure(refusalOf(error, 'The assignment could not be saved.'));
    }
  };
  return (
    <form onSubmit={submit} aria-label="Assignment">
      {failure ? (
        <p role="alert" className={css.notice.error}>
          {failure}
        </p>
      ) : null}
      <NativeSelect
        label="Driver"
        name="driverId"
        value={driverId}
        onChange={setDriverId}
        placeholder="Unassigned"
        options={board.drivers.map((driver) => ({ value: driver.id, label: driver.name }))}
      />
      <NativeSelect
        label="Truck"
        name="truckId"
        value={truckId}
        onChange={setTruckId}
        placeholder="No truck"
        description="Only the trucks that carry this stop’s sizes."
        options={carrying.map((truck) => ({ value: truck.id, label: truck.name }))}
      />
      <NativeSelect
        label="Window the customer is told"
        name="window"
        value={window}
        onChange={setWindow}
        placeholder="No window"
        options={stopWindows.map((value) => ({ value, label: stopWindowLabels[value] }))}
      />
      <div className={css.row}>
        <Button type="submit" size="sm" isDisabled={isPending}>
          Save
        </Button>
        <Button variant="outline" size="sm" onPress={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
