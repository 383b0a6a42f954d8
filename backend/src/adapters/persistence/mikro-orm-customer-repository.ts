// Customers in tables `customers` and `customer_keys` (decision 0171), on the transaction's
// EntityManager: one read of the keys, and inserts only (a customer row is never updated by a
// booking), so a repeat customer's booking takes no lock on their row. Keys go in with
// `on conflict do nothing`: two first bookings of one new customer at once make two customers, the
// second without the keys the first took (it stays findable by its booking's details).
import type { CustomerContact, CustomerRepository } from '../../application/ports/customer-repository.ts';
import { CustomerEntity, CustomerKeyEntity } from './entities/customer-entity.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

export class MikroOrmCustomerRepository implements CustomerRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async link(contact: CustomerContact, newId: string, at: Date): Promise<string> {
    const keys = [...new Set(contact.keys)];
    const known =
      keys.length === 0
        ? []
        : await this.em
            .createQueryBuilder(CustomerKeyEntity, 'k')
            .select(['k.key', 'k.customer'])
            .where({ key: { $in: keys } })
            .execute('all');
    const owner = new Map(known.map((row) => [row.key, String(row.customer)]));
    const found = keys.map((key) => owner.get(key)).find((id) => id !== undefined);
    const customerId = found ?? newId;
    if (!found) {
      await this.em.insert(CustomerEntity, {
        id: customerId,
        name: contact.name.slice(0, 100),
        createdAt: at,
      });
    }
    const missing = keys.filter((key) => !owner.has(key));
    if (missing.length > 0) {
      await this.em
        .createQueryBuilder(CustomerKeyEntity)
        .insert(missing.map((key) => ({ key, customer: customerId, createdAt: at })))
        .onConflict('key')
        .ignore()
        .execute('run');
    }
    return customerId;
  }
}
