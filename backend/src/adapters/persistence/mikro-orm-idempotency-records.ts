import {
  IdempotencyKeyTakenError,
  type IdempotencyRecord,
  type IdempotencyRecords,
} from '../../application/ports/idempotency.ts';
import { IdempotencyKeyEntity, idempotencyRow } from './idempotency-rows.ts';
import { insertRow } from './row-insert.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

export class MikroOrmIdempotencyRecords implements IdempotencyRecords {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async record(record: IdempotencyRecord): Promise<void> {
    // "Do nothing" instead of a unique-violation error: a retry is expected traffic, not a fault
    // for the database's log. A concurrent first attempt holds the key's index entry until it
    // commits or rolls back; this insert waits for it and then knows.
    const inserted = await insertRow(
      this.em,
      IdempotencyKeyEntity,
      idempotencyRow(record),
      ' on conflict ("route", "key") do nothing',
    );
    if (inserted === 0) throw new IdempotencyKeyTakenError(`${record.scope} ${record.key}`);
  }
}
