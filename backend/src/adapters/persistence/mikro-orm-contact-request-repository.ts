import type { ContactRequestRecord } from '../../application/contact-request.ts';
import type { ContactRequestRepository } from '../../application/ports/contact-request-repository.ts';
import { ContactRequestEntity } from './entities/contact-request-entity.ts';
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
}
