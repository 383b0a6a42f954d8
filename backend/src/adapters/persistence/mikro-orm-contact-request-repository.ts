// Contact requests in table `contact_requests`. The insert is part of the contact form's
// transaction on the public write path: row-insert.ts (docs/decisions/0110).
import { sql } from '@mikro-orm/core';
import type { ContactRequestRecord } from '../../application/contact-request.ts';
import type { ContactRequestRepository } from '../../application/ports/contact-request-repository.ts';
import { ContactRequestEntity } from './entities/contact-request-entity.ts';
import { isUuid } from './is-uuid.ts';
import { insertRow } from './row-insert.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

export class MikroOrmContactRequestRepository implements ContactRequestRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async add(request: ContactRequestRecord, customerId?: string): Promise<void> {
    await insertRow(
      this.em,
      ContactRequestEntity,
      customerId ? { ...request, customer: customerId } : { ...request },
    );
  }

  async customerOf(id: string): Promise<string | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await this.em
      .createQueryBuilder(ContactRequestEntity, 'r')
      .select(['r.customer'])
      .where({ id })
      .execute('get');
    return row?.customer ? String(row.customer) : undefined;
  }

  async bookedAs(
    id: string,
    bookingId: string,
    by: { userId: string; name: string },
    at: Date,
  ): Promise<boolean> {
    if (!(await this.markContacted(id, by, at))) return false;
    await this.em.nativeUpdate(ContactRequestEntity, { id }, { booking: bookingId });
    return true;
  }

  async markContacted(id: string, by: { userId: string; name: string }, at: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    // One statement: the first who and when stay (each kept if already set), the row lock of the
    // update orders two staff members marking it at once.
    const result = await this.em
      .createQueryBuilder(ContactRequestEntity)
      .update({
        contactedAt: sql`coalesce("contacted_at", ${at.toISOString()})`,
        contactedBy: sql`case when "is_contacted" then "contacted_by" else ${by.userId} end`,
        contactedByName: sql`coalesce("contacted_by_name", ${by.name})`,
        isContacted: true,
      })
      .where({ id })
      .execute('run');
    return result.affectedRows > 0;
  }
}
