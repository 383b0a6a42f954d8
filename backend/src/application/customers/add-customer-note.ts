// A staff member writes an internal note on a customer (decision 0174): who and when are theirs
// and now. Notes are never in anything the customer reads (My booking's view, the e-mails).
import type { CustomerNoteRequest } from '@dumpster/domain';
import type { Actor } from '../actor.ts';
import type { Clock } from '../ports/clock.ts';
import type { StoredCustomerNote } from '../ports/customer-notes.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class AddCustomerNote {
  private readonly unitOfWork: UnitOfWork;
  private readonly clock: Clock;

  constructor(unitOfWork: UnitOfWork, clock: Clock) {
    this.unitOfWork = unitOfWork;
    this.clock = clock;
  }

  /** The note as stored; undefined when there is no such customer. */
  execute(
    author: Extract<Actor, { kind: 'staff' }>,
    customerId: string,
    note: CustomerNoteRequest,
  ): Promise<StoredCustomerNote | undefined> {
    const now = this.clock.now();
    return this.unitOfWork.transaction(async ({ customerNotes }) => {
      if (!(await customerNotes.hasCustomer(customerId))) return undefined;
      return customerNotes.add({
        customerId,
        author: { userId: author.userId, name: author.name },
        text: note.text,
        createdAt: now,
      });
    });
  }
}
