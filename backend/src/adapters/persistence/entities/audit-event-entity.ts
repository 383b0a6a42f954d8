// Table `audit_events`: the back office's audit trail for staff accounts, the fleet and contact
// requests (application/audit-event.ts); append only, read newest first per subject.
import { defineEntity, p } from '@mikro-orm/core';

export const AuditEventEntity = defineEntity({
  name: 'AuditEvent',
  tableName: 'audit_events',
  properties: {
    id: p.bigint().primary().autoincrement(),
    occurredAt: p.datetime().defaultRaw('now()').index('audit_events_occurred_at_index'),
    actorKind: p.string().length(10),
    actorUserId: p.uuid().nullable(),
    actorName: p.string().length(100).nullable(),
    action: p.string().length(60),
    subjectType: p.string().length(30),
    subjectId: p.string().length(100),
    details: p.json<Record<string, unknown>>(),
  },
  indexes: [
    {
      name: 'audit_events_subject_index',
      properties: ['subjectType', 'subjectId', 'occurredAt'],
    },
  ],
});
