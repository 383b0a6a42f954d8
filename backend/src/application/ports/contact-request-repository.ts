import type { ContactRequestRecord } from '../contact-request.ts';

/** Contact requests, inside a transaction (ports/unit-of-work.ts). */
export interface ContactRequestRepository {
  add(request: ContactRequestRecord): Promise<void>;
}
