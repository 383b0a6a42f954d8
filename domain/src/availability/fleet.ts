// The fleet: how many dumpsters of each size the business owns (decisions 0085-0088). The first
// start reads it from the FLEET setting; after that the owner changes it in the back office.
import { type DumpsterSizeValue, dumpsterSizeValues } from '../catalog/dumpster-sizes.ts';

export type Fleet = Readonly<Record<DumpsterSizeValue, number>>;

/** More units of one size than a small hauler owns is a typing mistake, not a fleet. */
export const maxFleetUnits = 999;

export const defaultFleetSetting = '10-yard:8,15-yard:6,20-yard:4';

export const defaultFleet: Fleet = { '10-yard': 8, '15-yard': 6, '20-yard': 4 };

export type FleetParseResult = { ok: true; fleet: Fleet } | { ok: false; errors: readonly string[] };

const example = `e.g. ${defaultFleetSetting}`;

function isKnownSize(value: string): value is DumpsterSizeValue {
  return (dumpsterSizeValues as readonly string[]).includes(value);
}

/**
 * Reads a setting like '10-yard:8,15-yard:6,20-yard:4': every size exactly once, each with a
 * whole number of units from 0 to 999 (0: the size is never available). Spaces around entries
 * are allowed. On failure, every problem is named, one sentence each.
 */
export function parseFleet(setting: string): FleetParseResult {
  if (setting.trim() === '')
    return { ok: false, errors: [`The fleet is empty; give a count for every size, ${example}`] };
  const errors: string[] = [];
  const counts = new Map<DumpsterSizeValue, number>();
  for (const rawEntry of setting.split(',')) {
    const entry = rawEntry.trim();
    const parts = entry.split(':').map((part) => part.trim());
    if (parts.length !== 2 || parts[0] === '' || parts[1] === '') {
      errors.push(`"${entry}" is not size:count (${example})`);
      continue;
    }
    const [size = '', count = ''] = parts;
    if (!isKnownSize(size)) {
      errors.push(`Unknown size "${size}"; the sizes are ${dumpsterSizeValues.join(', ')}`);
      continue;
    }
    if (counts.has(size)) {
      errors.push(`${size} is given more than once`);
      continue;
    }
    const units = /^\d+$/.test(count) ? Number(count) : Number.NaN;
    if (!(units <= maxFleetUnits)) {
      errors.push(`The count for ${size} must be a whole number from 0 to ${maxFleetUnits}, not "${count}"`);
      continue;
    }
    counts.set(size, units);
  }
  for (const size of dumpsterSizeValues) {
    if (!counts.has(size) && !errors.some((error) => error.startsWith(`The count for ${size} `)))
      errors.push(`Missing size ${size}; give its count, ${example}`);
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, fleet: Object.fromEntries(counts) as Record<DumpsterSizeValue, number> };
}

/** The setting's form of a fleet, in catalogue order: '10-yard:8,15-yard:6,20-yard:4'. */
export function formatFleet(fleet: Fleet): string {
  return dumpsterSizeValues.map((size) => `${size}:${fleet[size]}`).join(',');
}
