import type { ContactRequestRecord } from '../../application/contact-request.ts';
import type { ContactRequestRepository } from '../../application/ports/contact-request-repository.ts';
import { ContactRequestEntity } from './entities/contact-request-entity.ts';
import { isUuid } from './mikro-orm-booking-repository.ts';
import { insertRow } from './row-insert.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

export class MikroOrmContactRequestRepository implements ContactRequestRepository {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async add(request: ContactRequestRecord): Promise<void> {
    await insertRow(this.em, ContactRequestEntity, { ...request });
  }

  async markContacted(id: string, by: { userId: string; name: string }, at: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.em.execute<{ id: string }[]>(
      `update "contact_requests" set
         "contacted_at" = coalesce("contacted_at", ?), "contacted_by" = case when "is_contacted" then "contacted_by" else ? end,
         "contacted_by_name" = coalesce("contacted_by_name", ?), "is_contacted" = true
       where "id" = ? returning "id"`,
      [at.toISOString(), by.userId, by.name, id],
    );
    return rows.length > 0;
  }
}
