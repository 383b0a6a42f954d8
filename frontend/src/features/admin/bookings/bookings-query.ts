// The bookings table's filters live in the page's URL (a filtered view can be bookmarked, shared
// and reloaded). They are read with the contract's own schema, so the screen asks the server
// exactly what the server accepts; a parameter the schema refuses is dropped, not sent.
import {
  type AdminBookingsFilter,
  adminBookingsFilterEntries,
  adminBookingsFilterSchema,
  normalizeAdminBookingsQuery,
} from '@dumpster/domain';
import * as v from 'valibot';

export type BookingsFilter = AdminBookingsFilter;

/** A page of the table: the filter, and the cursor of the page after the ones shown. */
export interface BookingsListArgs extends BookingsFilter {
  readonly cursor?: string | undefined;
}

export const filterKeys = Object.keys(
  adminBookingsFilterEntries,
) as (keyof typeof adminBookingsFilterEntries)[];

/** The filter in a URL's search parameters; an invalid one is left out. */
export function filterFromSearchParams(params: URLSearchParams): BookingsFilter {
  const raw: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    // Each parameter on its own, so one bad value does not drop the others.
    const one = v.safeParse(adminBookingsFilterEntries[key], value);
    if (one.success) raw[key] = value;
  }
  const parsed = v.safeParse(adminBookingsFilterSchema, raw);
  if (!parsed.success) {
    delete raw.deliveryTo;
    return normalizeAdminBookingsQuery(v.parse(adminBookingsFilterSchema, raw));
  }
  return normalizeAdminBookingsQuery(parsed.output);
}

/**
 * The search parameters of a filter (and, for the API, its cursor), in a fixed order; the
 * defaults (newest first) are left out so a plain list has a plain URL.
 */
export function bookingsSearchParams(args: BookingsListArgs, { withCursor }: { withCursor: boolean }) {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = args[key];
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === 'created') continue;
    if (key === 'direction' && value === 'desc') continue;
    params.set(key, String(value));
  }
  if (withCursor && args.cursor) params.set('cursor', args.cursor);
  return params;
}

/** The fields of the filter form (the sort is not one of them: the table's headers set it). */
export const filterFields = [
  'status',
  'size',
  'bookingType',
  'deliveryFrom',
  'deliveryTo',
  'city',
  'q',
] as const;

/** The search parameters of `filter` with some of it changed (a new filter starts on its first page). */
export function changedSearchParams(
  filter: BookingsFilter,
  change: Partial<Record<keyof BookingsFilter, string | undefined>>,
): URLSearchParams {
  return bookingsSearchParams({ ...filter, ...change } as BookingsFilter, { withCursor: false });
}
