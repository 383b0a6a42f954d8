// The back office's contact requests: newest first, optionally only the ones nobody called
// back yet; marking one contacted records who and when, with a line in the audit trail.
import type { Actor } from '../actor.ts';
import type { AdminQueries, ContactRequestRow } from '../ports/admin-queries.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export interface ContactRequestsPage {
  readonly items: readonly ContactRequestRow[];
  readonly nextCursor: string | null;
  readonly notContactedCount: number;
}

function encode(row: ContactRequestRow): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

function decode(cursor: string): { createdAt: Date; id: string } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || typeof value[0] !== 'string' || typeof value[1] !== 'string')
      return undefined;
    const createdAt = new Date(value[0]);
    if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(value[1])) return undefined;
    return { createdAt, id: value[1] };
  } catch {
    return undefined;
  }
}

export class AdminContactRequests {
  private readonly unitOfWork: UnitOfWork;
  private readonly queries: AdminQueries;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, queries: AdminQueries, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.queries = queries;
    this.clock = clock;
  }

  /** undefined: a cursor that is not one of ours (400). */
  async page(options: {
    notContacted: boolean;
    cursor?: string;
    limit: number;
  }): Promise<ContactRequestsPage | undefined> {
    const after = options.cursor ? decode(options.cursor) : undefined;
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
      nextCursor: rows.length > options.limit && last ? encode(last) : null,
      notContactedCount,
    };
  }

  /** The request as it is now; undefined when there is none. Marking twice keeps the first who and when. */
  async markContacted(actor: Actor & { kind: 'staff' }, id: string): Promise<ContactRequestRow | undefined> {
    const now = this.clock.now();
    const found = await this.unitOfWork.transaction(async ({ contactRequests, audit }) => {
      const exists = await contactRequests.markContacted(id, { userId: actor.userId, name: actor.name }, now);
      if (!exists) return false;
      await audit.append({
        occurredAt: now,
        actor,
        action: 'contact_marked',
        subject: { type: 'contact_request', id },
        details: {},
      });
      return true;
    });
    return found ? this.queries.findContactRequest(id) : undefined;
  }
}
