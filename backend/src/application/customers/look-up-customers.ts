// "Find the customer first" (decision 0171): what staff type (a phone number or the start of an
// e-mail address) read once by the domain's customerLookup, then the customers it finds with
// their latest bookings and requests.
import { customerLookup, customerLookupRecent } from '@dumpster/domain';
import type { CustomerQueries, CustomerWithHistory } from '../ports/customer-queries.ts';

/** More than a screen of matches means the text typed is too vague to help. */
export const customerLookupLimit = 20;

export class LookUpCustomers {
  private readonly queries: CustomerQueries;

  constructor(queries: CustomerQueries) {
    this.queries = queries;
  }

  async execute(typed: string): Promise<CustomerWithHistory[]> {
    const search = customerLookup(typed);
    if (!search) return [];
    return this.queries.lookUp(search, customerLookupLimit, customerLookupRecent);
  }
}
