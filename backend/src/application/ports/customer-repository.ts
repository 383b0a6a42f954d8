// Customers, inside a transaction (ports/unit-of-work.ts, decision 0171): a booking or a contact
// request finds its customer by the keys of its contact details, or makes one, in its own write.

export interface CustomerContact {
  /** The name given now: a new customer is named by it. */
  readonly name: string;
  /** The domain's customerKeys of the contact details, the e-mail's first (it decides a match). */
  readonly keys: readonly string[];
}

export interface CustomerRepository {
  /**
   * The customer the keys name: the first key's customer, else another key's; a new customer
   * with `newId` when no key is known. Keys not yet known become the customer's (a key already
   * another customer's stays theirs). Returns the customer's id.
   */
  link(contact: CustomerContact, newId: string, at: Date): Promise<string>;
}
