// The one keyset cursor of the back office's lists (docs/decisions/0080): where a page ended (its
// last row's sort key and id) and the scope it was made for (the bookings table's sort and
// direction; nothing for contact requests), so a cursor cannot be replayed under another order.
// Only what a page could have ended on reads back: a UUID and a date or timestamp key that exist
// (no 2026-02-31, no 25:00); anything else (tampered, from another list or sort, not ours at all)
// reads as undefined, answered 400, before the database is asked to compare with it.
import { isIsoDate } from '@dumpster/domain';
import type { CursorEncoding } from './ports/cursor-encoding.ts';

/** Where the previous page ended: its last row's sort key and id. */
export interface Keyset {
  readonly key: string;
  readonly id: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A date (2026-11-24) or a timestamp as a page writes it (2026-11-20T10:00:00.000Z): nothing else is a sort key. */
function isSortKey(key: string): boolean {
  if (isIsoDate(key)) return true;
  const instant = new Date(key);
  return !Number.isNaN(instant.getTime()) && instant.toISOString() === key;
}

export class KeysetCursors {
  private readonly encoding: CursorEncoding;

  constructor(encoding: CursorEncoding) {
    this.encoding = encoding;
  }

  encode(scope: readonly string[], keyset: Keyset): string {
    return this.encoding.encode([...scope, keyset.key, keyset.id]);
  }

  decode(scope: readonly string[], cursor: string): Keyset | undefined {
    const value = this.encoding.decode(cursor);
    if (!Array.isArray(value) || value.length !== scope.length + 2) return undefined;
    if (scope.some((part, index) => value[index] !== part)) return undefined;
    const [key, id] = value.slice(scope.length) as unknown[];
    if (typeof key !== 'string' || typeof id !== 'string') return undefined;
    if (!uuid.test(id) || !isSortKey(key)) return undefined;
    return { key, id };
  }
}
