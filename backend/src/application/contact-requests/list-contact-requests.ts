// The back office's contact requests (docs/decisions/0080): newest first, optionally only the ones
// nobody called back yet, in keyset pages, with how many still wait for a call.
import type { KeysetCursors } from '../keyset-cursor.ts';
import type { AdminQueries, ContactRequestRow } from '../ports/admin-queries.ts';

export interface ContactRequestsPage {
  readonly items: readonly ContactRequestRow[];
  readonly nextCursor: string | null;
  readonly notContactedCount: number;
}

/** Every contact request list shares one order (newest first): its cursors carry no sort. */
const cursorScope: readonly string[] = [];

export class ListContactRequests {
  private readonly queries: AdminQueries;
  private readonly cursors: KeysetCursors;

  constructor(queries: AdminQueries, cursors: KeysetCursors) {
    this.queries = queries;
    this.cursors = cursors;
  }

  /** undefined: a cursor that is not one of ours (400). */
  async execute(options: {
    notContacted: boolean;
    cursor?: string;
    limit: number;
  }): Promise<ContactRequestsPage | undefined> {
    const after = options.cursor ? this.afterCursor(options.cursor) : undefined;
    if (options.cursor && !after) return undefined;
    const [rows, notContactedCount] = await Promise.all([
      this.queries.contactRequestsPage({
        notContacted: options.notContacted,
        after,
        limit: options.limit + 1,
      }),
      this.queries.countNotContacted(),
    ]);
    const items = rows.slice(0, options.limit);
    const last = items.at(-1);
    return {
      items,
      nextCursor:
        rows.length > options.limit && last
          ? this.cursors.encode(cursorScope, { key: last.createdAt.toISOString(), id: last.id })
          : null,
      notContactedCount,
    };
  }

  private afterCursor(cursor: string): { createdAt: Date; id: string } | undefined {
    const keyset = this.cursors.decode(cursorScope, cursor);
    const createdAt = keyset ? new Date(keyset.key) : undefined;
    if (!keyset || !createdAt || Number.isNaN(createdAt.getTime())) return undefined;
    return { createdAt, id: keyset.id };
  }
}
