// Staff's internal notes on a customer, inside a transaction (ports/unit-of-work.ts; decision
// 0174). Nothing the customer reads (My booking, the e-mails) goes through this port.

export interface NewCustomerNote {
  readonly customerId: string;
  readonly author: { readonly userId: string; readonly name: string };
  readonly text: string;
  readonly createdAt: Date;
}

export interface StoredCustomerNote {
  readonly id: string;
  readonly customerId: string;
  readonly text: string;
  readonly authorName: string;
  readonly createdAt: Date;
}

export interface CustomerNoteRepository {
  /** Whether the customer exists (a note needs one). */
  hasCustomer(customerId: string): Promise<boolean>;
  add(note: NewCustomerNote): Promise<StoredCustomerNote>;
  /** The customer's notes, newest first. */
  listForCustomer(customerId: string): Promise<StoredCustomerNote[]>;
}
