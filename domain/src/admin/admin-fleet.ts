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

// The fleet answers read strictly, no field more or less: the server's route tests and the
// browser's mock tests both read their answers with these, so a screen that works on the mock
// works on the server.
const strictDaySchema = v.strictObject({ date: v.string(), booked: v.number(), total: v.number() });
const strictAdminFleetSchema = v.strictObject({
  sizes: v.array(
    v.strictObject({
      size: fleetSizeSchema.entries.size,
      units: v.number(),
      overCommittedDays: v.array(strictDaySchema),
    }),
  ),
});
const strictFleetOccupancySchema = v.strictObject({
  size: fleetOccupancySchema.entries.size,
  month: v.string(),
  days: v.array(strictDaySchema),
});

/** The fleet answer, or a thrown ValiError naming the field that is missing, extra or wrong. */
export function parseAdminFleetStrictly(body: unknown): AdminFleet {
  return v.parse(strictAdminFleetSchema, body);
}

/** A month's occupancy answer, or a thrown ValiError naming the field that is missing, extra or wrong. */
export function parseFleetOccupancyStrictly(body: unknown): FleetOccupancy {
  return v.parse(strictFleetOccupancySchema, body);
}
