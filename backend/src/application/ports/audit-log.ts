import type { AuditEvent } from '../audit-event.ts';

/** The audit trail, inside a transaction (ports/unit-of-work.ts): append only. */
export interface AuditLog {
  append(event: AuditEvent): Promise<void>;
}
