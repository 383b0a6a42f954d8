// Trucks (decision 0184): a name the crew knows it by and the sizes it can carry; a truck taken out
// of service stays in the history of the stops it drove.
import * as v from 'valibot';
import { dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';

export const truckMessages = {
  name: 'Give the truck a name of 1-40 characters',
  sizes: 'Choose at least one size the truck can carry',
  nameTaken: 'A truck with this name already exists',
} as const;

export const truckSchema = v.object({
  id: v.string(),
  name: v.string(),
  sizes: v.array(v.picklist(dumpsterSizeValues)),
  inService: v.boolean(),
});
export type Truck = v.InferOutput<typeof truckSchema>;

export const trucksAnswerSchema = v.object({ items: v.array(truckSchema) });
export const truckAnswerSchema = v.object({ truck: truckSchema });

/** The sizes in catalogue order, each once. */
export function catalogueOrder(sizes: readonly string[]): (typeof dumpsterSizeValues)[number][] {
  return dumpsterSizeValues.filter((size) => sizes.includes(size));
}

export const truckRequestSchema = v.object({
  name: v.pipe(
    v.string(truckMessages.name),
    v.trim(),
    v.minLength(1, truckMessages.name),
    v.maxLength(40, truckMessages.name),
  ),
  sizes: v.pipe(
    v.array(v.picklist(dumpsterSizeValues, truckMessages.sizes), truckMessages.sizes),
    v.minLength(1, truckMessages.sizes),
    v.transform((sizes) => catalogueOrder(sizes)),
  ),
  inService: v.optional(v.boolean(), true),
});
export type TruckRequest = v.InferOutput<typeof truckRequestSchema>;
