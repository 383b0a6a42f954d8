// Table `fleet` (migration 0005): the units the business owns of each size,
// and who set the figure last. A size's row is also its booking lock (mikro-orm-fleet-ledger.ts).
import { defineEntity, p } from '@mikro-orm/core';

export const FleetEntity = defineEntity({
  name: 'Fleet',
  tableName: 'fleet',
  properties: {
    dumpsterSize: p.string().length(20).primary(),
    units: p.integer(),
    updatedAt: p.datetime().defaultRaw('now()'),
    /** A staff member's name, or 'FLEET setting' for the first start's figures. */
    updatedBy: p.string().length(100),
  },
  checks: [{ name: 'fleet_units_check', expression: '"units" >= 0 and "units" <= 999' }],
});
