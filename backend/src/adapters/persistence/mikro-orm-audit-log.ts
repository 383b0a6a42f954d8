// The back office's audit trail in table `audit_events`, appended through the EntityManager.
import type { AuditEvent } from '../../application/audit-event.ts';
import type { AuditLog } from '../../application/ports/audit-log.ts';
import { actorColumns } from './actor-columns.ts';
import { AuditEventEntity } from './entities/audit-event-entity.ts';
import { storable } from './storable.ts';
import type { TransactionEntityManager } from './transaction-entity-manager.ts';

export class MikroOrmAuditLog implements AuditLog {
  private readonly em: TransactionEntityManager;

  constructor(em: TransactionEntityManager) {
    this.em = em;
  }

  async append(event: AuditEvent): Promise<void> {
    await this.em.insert(
      AuditEventEntity,
      storable({
        occurredAt: event.occurredAt,
        ...actorColumns(event.actor),
        action: event.action,
        subjectType: event.subject.type,
        subjectId: event.subject.id,
        details: event.details,
      }),
    );
  }
}
