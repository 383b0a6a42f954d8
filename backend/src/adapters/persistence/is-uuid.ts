/**
 * A path's id that is no UUID names no row, and must not reach a uuid column: PostgreSQL would
 * refuse the cast with an error instead of finding nothing.
 */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
