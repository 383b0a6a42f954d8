// Table `trucks` (migration 0015, decision 0184): a truck's name and the sizes it can carry
// (catalogue values, comma-separated).
import { defineEntity, p } from '@mikro-orm/core';

export const TruckEntity = defineEntity({
  name: 'Truck',
  tableName: 'trucks',
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(40).unique('trucks_name_unique'),
    sizes: p.string().length(100),
    inService: p.boolean().default(true),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
