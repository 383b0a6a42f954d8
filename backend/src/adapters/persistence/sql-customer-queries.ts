// The back office's customer reads (ports/customer-queries.ts) through the query builder: the keys'
// primary key (collation "C") answers an exact number or an e-mail prefix as one index range, and
// each customer's bookings and requests come from their (customer_id, created_at desc) indexes
// (migration 0012), so a look-up reads a few index pages whatever the number of bookings.
import type {
  CustomerQueries,
  CustomerRecord,
  CustomerSearch,
  CustomerWithHistory,
} from '../../application/ports/customer-queries.ts';
import { bookingFromData } from './booking-rows.ts';
import { guarded } from './database-errors.ts';
import { BookingEntity } from './entities/booking-entity.ts';
import { ContactRequestEntity } from './entities/contact-request-entity.ts';
import { CustomerEntity, CustomerKeyEntity } from './entities/customer-entity.ts';
import { isUuid } from './is-uuid.ts';
import type { Orm } from './orm.ts';
import { contactFields, contactFromRow } from './sql-admin-queries.ts';

/** LIKE's own characters in a typed prefix, matched literally. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class SqlCustomerQueries implements CustomerQueries {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  lookUp(search: CustomerSearch, limit: number, recent: number): Promise<CustomerWithHistory[]> {
    return guarded(async () => {
      const em = this.orm.em.fork();
      const matched = await em
        .createQueryBuilder(CustomerKeyEntity, 'k')
        .select(['k.customer'])
        .where(search.kind === 'phone' ? { key: search.key } : { key: { $like: likePrefix(search.prefix) } })
        .orderBy({ key: 'asc' })
        .limit(limit * 4)
        .execute('all');
      const ids = [...new Set(matched.map((row) => String(row.customer)))].slice(0, limit);
      const customers = await this.customers(ids);
      return Promise.all(customers.map((customer) => this.withHistory(customer, recent)));
    });
  }

  find(id: string): Promise<CustomerWithHistory | undefined> {
    if (!isUuid(id)) return Promise.resolve(undefined);
    return guarded(async () => {
      const [customer] = await this.customers([id]);
      return customer ? this.withHistory(customer) : undefined;
    });
  }

  private async customers(ids: readonly string[]): Promise<CustomerRecord[]> {
    if (ids.length === 0) return [];
    const em = this.orm.em.fork();
    const [rows, keys] = await Promise.all([
      em
        .createQueryBuilder(CustomerEntity, 'c')
        .select('*')
        .where({ id: { $in: [...ids] } })
        .execute('all'),
      em
        .createQueryBuilder(CustomerKeyEntity, 'k')
        .select(['k.key', 'k.customer', 'k.createdAt'])
        .where({ customer: { $in: [...ids] } })
        .orderBy([{ createdAt: 'asc' }, { key: 'asc' }])
        .execute('all'),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id,
          name: row.name,
          createdAt: new Date(row.createdAt),
          keys: keys.filter((key) => String(key.customer) === id).map((key) => key.key),
        },
      ];
    });
  }

  private async withHistory(customer: CustomerRecord, recent?: number): Promise<CustomerWithHistory> {
    const em = this.orm.em.fork();
    const bookings = em
      .createQueryBuilder(BookingEntity, 'b')
      .select('*')
      .where({ customer: customer.id })
      .orderBy([{ createdAt: 'desc' }, { id: 'desc' }]);
    const requests = em
      .createQueryBuilder(ContactRequestEntity, 'c')
      .select(contactFields)
      .where({ customer: customer.id })
      .orderBy([{ createdAt: 'desc' }, { id: 'desc' }]);
    if (recent !== undefined) {
      bookings.limit(recent);
      requests.limit(recent);
    }
    const [bookingRows, requestRows] = await Promise.all([bookings.execute('all'), requests.execute('all')]);
    return {
      ...customer,
      bookings: bookingRows.map(bookingFromData),
      contactRequests: requestRows.map(contactFromRow),
    };
  }
}
