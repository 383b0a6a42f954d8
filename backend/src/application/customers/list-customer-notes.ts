// A customer's internal notes for the back office (decision 0174): newest first.
import type { StoredCustomerNote } from '../ports/customer-notes.ts';
import type { UnitOfWork } from '../ports/unit-of-work.ts';

export class ListCustomerNotes {
  private readonly unitOfWork: UnitOfWork;

  constructor(unitOfWork: UnitOfWork) {
    this.unitOfWork = unitOfWork;
  }

  /** Undefined when there is no such customer. */
  execute(customerId: string): Promise<StoredCustomerNote[] | undefined> {
    return this.unitOfWork.transaction(async ({ customerNotes }) => {
      if (!(await customerNotes.hasCustomer(customerId))) return undefined;
      return customerNotes.listForCustomer(customerId);
    });
  }
}
