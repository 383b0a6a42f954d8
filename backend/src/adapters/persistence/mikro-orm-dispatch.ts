// Trucks and stop assignments (migration 0015, decisions 0181, 0184) through MikroORM's query
// builder and EntityManager (decision 0110). A part's assignment is one row per booking and part,
// written with the query builder's insert ... on conflict ... merge.
import type { DumpsterSizeValue, StopPartKind, StopWindow } from '@dumpster/domain';
import { raw } from '@mikro-orm/core';
import {
  type PartAssignment,
  type StopAssignmentRepository,
  type StoredTruck,
  TruckNameTakenError,
  type TruckRepository,
} from '../../application/ports/dispatch.ts';
import { isUniqueViolationOf } from './database-errors.ts';
import { StopAssignmentEntity } from './entities/stop-assignment-entity.ts';
import { TruckEntity } from './entities/truck-entity.ts';
import { isUuid } from './is-uuid.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

function truckFromRow(row: { id: string; name: string; sizes: string; inService: boolean }): StoredTruck {
  return {
    id: row.id,
    name: row.name,
    sizes: row.sizes.split(',').filter(Boolean) as DumpsterSizeValue[],
    inService: Boolean(row.inService),
  };
}

export class MikroOrmTrucks implements TruckRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async list(): Promise<StoredTruck[]> {
    const rows = await this.em
      .createQueryBuilder(TruckEntity, 't')
      .select(['id', 'name', 'sizes', 'inService'])
      .orderBy([{ name: 'asc' }, { id: 'asc' }])
      .execute('all');
    return rows.map(truckFromRow);
  }

  async add(truck: StoredTruck): Promise<void> {
    await this.named(truck.name, () =>
      this.em.insert(TruckEntity, {
        id: truck.id,
        name: truck.name,
        sizes: truck.sizes.join(','),
        inService: truck.inService,
      }),
    );
  }

  async update(truck: StoredTruck): Promise<boolean> {
    if (!isUuid(truck.id)) return false;
    const updated = await this.named(truck.name, () =>
      this.em.nativeUpdate(
        TruckEntity,
        { id: truck.id },
        { name: truck.name, sizes: truck.sizes.join(','), inService: truck.inService },
      ),
    );
    return updated === 1;
  }

  private async named<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolationOf(error, 'trucks_name_unique')) throw new TruckNameTakenError(name);
      throw error;
    }
  }
}

interface AssignmentRow {
  bookingId: string;
  part: string;
  date: string;
  driverId: string | null;
  truckId: string | null;
  timeWindow: string | null;
  position: number | null;
  containerId: string | null;
  containerNumber: string | null;
}

export class MikroOrmStopAssignments implements StopAssignmentRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async forDay(date: string): Promise<PartAssignment[]> {
    const rows = await this.em
      .createQueryBuilder(StopAssignmentEntity, 'a')
      .select([
        raw('"a"."booking_id" as "bookingId"'),
        'a.part',
        raw(`to_char("a"."date", 'YYYY-MM-DD') as "date"`),
        raw('"a"."driver_id" as "driverId"'),
        raw('"a"."truck_id" as "truckId"'),
        raw('"a"."time_window" as "timeWindow"'),
        'a.position',
        raw('"a"."container_id" as "containerId"'),
        raw('"c"."number" as "containerNumber"'),
      ])
      .leftJoin('a.container', 'c')
      .where({ date })
      .execute<AssignmentRow[]>('all', false);
    return rows.map((row) => ({
      bookingId: row.bookingId,
      part: row.part as StopPartKind,
      date: row.date,
      driverId: row.driverId ?? null,
      truckId: row.truckId ?? null,
      window: (row.timeWindow ?? null) as StopWindow | null,
      position: row.position === null || row.position === undefined ? null : Number(row.position),
      containerId: row.containerId ?? null,
      containerNumber: row.containerNumber ?? null,
    }));
  }

  async save(parts: readonly Omit<PartAssignment, 'containerNumber'>[], at: Date, by: string): Promise<void> {
    if (parts.length === 0) return;
    await this.em
      .createQueryBuilder(StopAssignmentEntity)
      .insert(
        parts.map((part) => ({
          booking: part.bookingId,
          part: part.part,
          date: part.date,
          driver: part.driverId,
          truck: part.truckId,
          timeWindow: part.window,
          position: part.position,
          container: part.containerId,
          updatedAt: at,
          updatedBy: by,
        })),
      )
      .onConflict(['booking', 'part'])
      .merge(['date', 'driver', 'truck', 'timeWindow', 'position', 'container', 'updatedAt', 'updatedBy'])
      .execute();
  }
}
