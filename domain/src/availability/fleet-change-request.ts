// The owner's change of one size's fleet in the back office (audited by the server). Lowering
// it below what is booked is allowed; overCommittedDays shows the days that then lack a unit.
import * as v from 'valibot';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';
import { missingFieldMessage } from '../validation/missing-field-message.ts';
import { maxFleetUnits } from './fleet.ts';

export const fleetChangeMessages = {
  size: `Please choose a size: ${dumpsterSizeValues.join(', ')}`,
  units: `Please enter a whole number of dumpsters from 0 to ${maxFleetUnits}`,
} as const;

/** A number of units: a whole number from 0 to 999. */
export const fleetUnitsField = v.pipe(
  v.number(fleetChangeMessages.units),
  v.integer(fleetChangeMessages.units),
  v.minValue(0, fleetChangeMessages.units),
  v.maxValue(maxFleetUnits, fleetChangeMessages.units),
);

export const fleetChangeRequestSchema = v.object(
  {
    size: v.picklist(dumpsterSizeValues, fleetChangeMessages.size),
    units: fleetUnitsField,
  },
  missingFieldMessage(fleetChangeMessages),
);

export type FleetChangeRequest = v.InferOutput<typeof fleetChangeRequestSchema>;
