// Table `containers` (migration 0014, decision 0183): each physical box by its painted number,
// its condition, and where it is since when (no booking: the yard).
import { defineEntity, p } from '@mikro-orm/core';
import { BookingEntity } from './booking-entity.ts';

export const ContainerEntity = defineEntity({
  name: 'Container',
  tableName: 'containers',
  properties: {
    id: p.uuid().primary(),
    number: p.string().length(12).unique('containers_number_unique'),
    dumpsterSize: p.string().length(20).index('containers_dumpster_size_index'),
    condition: p.string().length(12),
    booking: () =>
      p.manyToOne(BookingEntity).nullable().deleteRule('set null').index('containers_booking_id_index'),
    locatedSince: p.date(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  checks: [
    { name: 'containers_condition_check', expression: `"condition" in ('in_service', 'repair', 'retired')` },
  ],
});
