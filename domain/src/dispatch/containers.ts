// Containers by number (decision 0183): each physical box has a size, the number painted on it
// (unique across the fleet), a condition, and where it is (the yard, or the booking it sits at)
// since which day. The fleet's units of a size are its containers in service: a box in repair or
// retired is not offered to customers.
import * as v from 'valibot';
import { daysBetween } from '../calendar/calendar-date.ts';
import { type DumpsterSizeValue, dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';

export const containerConditions = ['in_service', 'repair', 'retired'] as const;
export type ContainerCondition = (typeof containerConditions)[number];
export const containerConditionLabels: Readonly<Record<ContainerCondition, string>> = {
  in_service: 'In service',
  repair: 'In repair',
  retired: 'Retired',
};

/** Whether a container of this condition counts in its size's units. */
export function countsInFleet(condition: ContainerCondition): boolean {
  return condition === 'in_service';
}

/**
 * The conditions a container may go to from its condition: repair and back, or retired for good
 * (a retired box is scrap or sold; a box found again is added under its number anew).
 */
export function conditionChangeAllowed(from: ContainerCondition, to: ContainerCondition): boolean {
  if (from === to || from === 'retired') return false;
  return true;
}

export const containerMessages = {
  number: 'Use the painted number: 1-12 letters, digits or dashes',
  numberTaken: 'A container with this number already exists',
  size: `Choose a size: ${dumpsterSizeValues.join(', ')}`,
  condition: 'Choose in service, in repair or retired',
  conditionChange: 'A retired container cannot change; add it again under a new number',
  atCustomer: 'This container is at a customer: bring it back to the yard first',
} as const;

/** The painted number as stored: trimmed and in capitals (a stencil has no lower case). */
export function normalizeContainerNumber(number: string): string {
  return number.trim().toUpperCase();
}

export const containerNumberSchema = v.pipe(
  v.string(containerMessages.number),
  v.transform(normalizeContainerNumber),
  v.regex(/^[A-Z0-9][A-Z0-9-]{0,11}$/, containerMessages.number),
);

/**
 * The numbers the fleet's first containers get, one per unit counted before containers had
 * numbers: the size's yards, a dash and a running number ('20-01', '20-02', ...), skipping any
 * number already taken.
 */
export function firstContainerNumbers(
  size: DumpsterSizeValue,
  count: number,
  taken: ReadonlySet<string> = new Set(),
): string[] {
  const yards = Number.parseInt(size, 10);
  const numbers: string[] = [];
  for (let n = 1; numbers.length < count; n += 1) {
    const candidate = `${yards}-${String(n).padStart(2, '0')}`;
    if (!taken.has(candidate)) numbers.push(candidate);
  }
  return numbers;
}

export interface ContainerPlace {
  /** null: in the yard. */
  readonly bookingId: string | null;
  /** The business day it got there. */
  readonly since: string;
}

/** Whole days a container has been where it is, on `today` (0 the day it arrived). */
export function daysThere(place: Pick<ContainerPlace, 'since'>, today: string): number {
  return Math.max(0, daysBetween(place.since, today));
}

/** A box at a customer after the booking's pickup date: the dispatcher's first call of the day. */
export function isOutPastPickup(
  place: Pick<ContainerPlace, 'bookingId'>,
  pickupDate: string | null,
  today: string,
): boolean {
  return place.bookingId !== null && pickupDate !== null && daysBetween(pickupDate, today) > 0;
}

export const containerSchema = v.object({
  id: v.string(),
  number: v.string(),
  size: v.picklist(dumpsterSizeValues),
  condition: v.picklist(containerConditions),
  /** null: in the yard. */
  bookingId: v.nullable(v.string()),
  bookingReference: v.nullable(v.string()),
  /** The booking's address while the box is there. */
  address: v.nullable(v.string()),
  pickupDate: v.nullable(v.string()),
  since: v.string(),
  daysThere: v.number(),
  outPastPickup: v.boolean(),
});
export type ContainerView = v.InferOutput<typeof containerSchema>;

export const containersAnswerSchema = v.object({
  today: v.string(),
  items: v.array(containerSchema),
});
export type ContainersAnswer = v.InferOutput<typeof containersAnswerSchema>;

export const addContainerRequestSchema = v.object({
  number: containerNumberSchema,
  size: v.picklist(dumpsterSizeValues, containerMessages.size),
});
export type AddContainerRequest = v.InferOutput<typeof addContainerRequestSchema>;

export const containerConditionRequestSchema = v.object({
  condition: v.picklist(containerConditions, containerMessages.condition),
});

export const containerAnswerSchema = v.object({ container: containerSchema });
