// The dispatch use cases (decisions 0180-0185), one binding each, and the group the back office's
// and the driver's routes are handed. The test app builds the same group on its test store.
import type { Container, ResolutionContext } from 'inversify';
import type { AdminDependencies } from '../adapters/http/admin/admin-dependencies.ts';
import { SharpPhotoProcessor } from '../adapters/photos/sharp-photo-processor.ts';
import { photoStoreFrom } from '../adapters/storage/photo-store-from-config.ts';
import type { ChangeBookingStatus } from '../application/bookings/change-booking-status.ts';
import { AddContainer } from '../application/containers/add-container.ts';
import { ChangeContainerCondition } from '../application/containers/change-container-condition.ts';
import { ListContainers } from '../application/containers/list-containers.ts';
import { PlaceContainer } from '../application/containers/place-container.ts';
import { AssignStop } from '../application/dispatch/assign-stop.ts';
import { DriverActions } from '../application/dispatch/driver-actions.ts';
import { ListTrucks } from '../application/dispatch/list-trucks.ts';
import { OrderRoute } from '../application/dispatch/order-route.ts';
import { ReadDispatchBoard } from '../application/dispatch/read-dispatch-board.ts';
import { ReadDriverStops } from '../application/dispatch/read-driver-stops.ts';
import { SaveTruck } from '../application/dispatch/save-truck.ts';
import { StoreBookingPhoto } from '../application/photos/store-booking-photo.ts';
import type { AdminQueries } from '../application/ports/admin-queries.ts';
import type { Clock } from '../application/ports/clock.ts';
import type { IdGenerator } from '../application/ports/id-generator.ts';
import type { IdempotencyStore } from '../application/ports/idempotency.ts';
import type { ObjectStore } from '../application/ports/object-store.ts';
import type { PhotoProcessor } from '../application/ports/photo-processor.ts';
import type { UnitOfWork } from '../application/ports/unit-of-work.ts';
import type { Config } from '../config.ts';
import { TOKENS } from './tokens.ts';

export interface DispatchPorts {
  readonly unitOfWork: UnitOfWork;
  readonly queries: AdminQueries;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The driver's actions and photos (decisions 0190, 0191). */
  readonly idempotency: IdempotencyStore;
  readonly statuses: ChangeBookingStatus;
  readonly photoStore: ObjectStore;
  readonly photoProcessor: PhotoProcessor;
}

/** The dispatch group of the back office's dependencies, made on these ports. */
export function dispatchUseCases(p: DispatchPorts): AdminDependencies['dispatch'] {
  return {
    board: new ReadDispatchBoard(p.unitOfWork, p.queries),
    assign: new AssignStop(p.unitOfWork, p.queries, p.clock),
    order: new OrderRoute(p.unitOfWork, p.queries, p.clock),
    driverStops: new ReadDriverStops(p.unitOfWork, p.queries, p.clock),
    driverActions: new DriverActions({
      unitOfWork: p.unitOfWork,
      idempotency: p.idempotency,
      clock: p.clock,
      statuses: p.statuses,
      photos: new StoreBookingPhoto({
        processor: p.photoProcessor,
        store: p.photoStore,
        ids: p.ids,
        clock: p.clock,
      }),
    }),
    containers: {
      list: new ListContainers(p.unitOfWork, p.clock),
      add: new AddContainer(p.unitOfWork, p.clock, p.ids),
      condition: new ChangeContainerCondition(p.unitOfWork, p.clock),
      place: new PlaceContainer(p.unitOfWork, p.clock),
    },
    trucks: { list: new ListTrucks(p.unitOfWork), save: new SaveTruck(p.unitOfWork, p.clock, p.ids) },
  };
}

export function bindDispatch(container: Container): void {
  container.bind<AdminDependencies['dispatch']>(TOKENS.Dispatch).toDynamicValue((ctx) =>
    dispatchUseCases({
      unitOfWork: ctx.get<UnitOfWork>(TOKENS.UnitOfWork),
      queries: ctx.get<AdminQueries>(TOKENS.AdminQueries),
      clock: ctx.get<Clock>(TOKENS.Clock),
      ids: ctx.get<IdGenerator>(TOKENS.IdGenerator),
      idempotency: ctx.get<IdempotencyStore>(TOKENS.IdempotencyStore),
      statuses: ctx.get<ChangeBookingStatus>(TOKENS.ChangeBookingStatus),
      photoStore: photoStoreFrom(ctx.get<Config>(TOKENS.Config).photoStore),
      photoProcessor: new SharpPhotoProcessor(),
    }),
  );
}

export function dispatchDependencies(ctx: ResolutionContext): AdminDependencies['dispatch'] {
  return ctx.get<AdminDependencies['dispatch']>(TOKENS.Dispatch);
}
