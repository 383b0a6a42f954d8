// Staff mark a contact request called back: who and when are recorded, with a line in the audit
// trail, in one transaction. Marking twice keeps the first who and when.
import type { Actor } from '../actor.ts';
import type { AdminQueries, ContactRequestRow } from '../ports/admin-queries.ts';
import type { Clock } from '../ports/clock.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class MarkContactRequestContacted {
  private readonly unitOfWork: UnitOfWork;
  private readonly queries: AdminQueries;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, queries: AdminQueries, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.queries = queries;
    this.clock = clock;
  }

  /** The request as it is now; undefined when there is none. */
  async execute(actor: Actor & { kind: 'staff' }, id: string): Promise<ContactRequestRow | undefined> {
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
