// The owner's fleet screen: units per size, the days a size is over-committed (more booked than
// owned, after a lowering), a change of one size (fleetChangeRequestSchema), and a month's
// occupancy per day.
import * as v from 'valibot';
import { fleetChangeRequestSchema } from '../availability/fleet-change-request.ts';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';

export const adminFleetChangeRequestSchema = fleetChangeRequestSchema;

export const fleetSizeSchema = v.object({
  size: v.picklist(dumpsterSizeValues),
  units: v.number(),
  /** Days from today on which more units are booked than owned, with the figures. */
  overCommittedDays: v.array(v.object({ date: v.string(), booked: v.number(), total: v.number() })),
});

export const adminFleetSchema = v.object({ sizes: v.array(fleetSizeSchema) });
export type AdminFleet = v.InferOutput<typeof adminFleetSchema>;

export const occupancyQueryMessages = {
  size: `Choose a size: ${dumpsterSizeValues.join(', ')}`,
  month: 'Use a month like 2026-03',
} as const;

export const fleetOccupancyQuerySchema = v.object({
  size: v.picklist(dumpsterSizeValues, occupancyQueryMessages.size),
  month: v.pipe(
    v.string(occupancyQueryMessages.month),
    v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, occupancyQueryMessages.month),
  ),
});

export const fleetOccupancySchema = v.object({
  size: v.picklist(dumpsterSizeValues),
  month: v.string(),
  days: v.array(v.object({ date: v.string(), booked: v.number(), total: v.number() })),
});
export type FleetOccupancy = v.InferOutput<typeof fleetOccupancySchema>;
