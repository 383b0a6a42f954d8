// One customer's page (decision 0171): everything of theirs, newest first.
import type { CustomerQueries, CustomerWithHistory } from '../ports/customer-queries.ts';

export class ReadCustomer {
  private readonly queries: CustomerQueries;

  constructor(queries: CustomerQueries) {
    this.queries = queries;
  }

  execute(id: string): Promise<CustomerWithHistory | undefined> {
    return this.queries.find(id);
  }
}
