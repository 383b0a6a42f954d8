// Table `stop_assignments` (migration 0015, decision 0181): one booking's part of a day's stop
// (its delivery or its pickup), who drives it, in which truck, in which window, in which place of
// the route, with which container.
import { defineEntity, p } from '@mikro-orm/core';
import { BookingEntity } from './booking-entity.ts';
import { ContainerEntity } from './container-entity.ts';
import { TruckEntity } from './truck-entity.ts';
import { UserEntity } from './user-entity.ts';

export const StopAssignmentEntity = defineEntity({
  name: 'StopAssignment',
  tableName: 'stop_assignments',
  properties: {
    id: p.bigint().primary().autoincrement(),
    booking: () => p.manyToOne(BookingEntity).deleteRule('cascade'),
    part: p.string().length(8),
    date: p.date().index('stop_assignments_date_index'),
    driver: () =>
      p.manyToOne(UserEntity).nullable().deleteRule('set null').index('stop_assignments_driver_id_index'),
    truck: () =>
      p.manyToOne(TruckEntity).nullable().deleteRule('set null').index('stop_assignments_truck_id_index'),
    position: p.integer().nullable(),
    timeWindow: p.string().length(10).nullable(),
    container: () =>
      p
        .manyToOne(ContainerEntity)
        .nullable()
        .deleteRule('set null')
        .index('stop_assignments_container_id_index'),
    updatedAt: p.datetime().defaultRaw('now()'),
    updatedBy: p.string().length(100),
  },
  uniques: [{ name: 'stop_assignments_booking_id_part_unique', properties: ['booking', 'part'] }],
  checks: [
    { name: 'stop_assignments_part_check', expression: `"part" in ('delivery', 'pickup')` },
    { name: 'stop_assignments_time_window_check', expression: `"time_window" in ('morning', 'afternoon')` },
  ],
});
