import type { ContactRequestRecord } from '../../application/contact-request.ts';
import type { ContactRequestRepository } from '../../application/ports/contact-request-repository.ts';
import type { IdempotencyRecord } from '../../application/ports/idempotency.ts';
import { ContactRequestEntity } from './entities/contact-request-entity.ts';
import type { Orm } from './orm.ts';
import { insertWithRecord } from './transactional-insert.ts';

export class MikroOrmContactRequestRepository implements ContactRequestRepository {
  private readonly orm: Orm;

  constructor(orm: Orm) {
    this.orm = orm;
  }

  add(request: ContactRequestRecord, record?: IdempotencyRecord): Promise<void> {
    return insertWithRecord(this.orm, ContactRequestEntity, { ...request }, record);
  }
}
