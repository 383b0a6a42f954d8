import type { ContactService } from '@dumpster/domain';

/** A stored contact request (spec section 3). */
export interface ContactRequestRecord {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly service: ContactService;
  readonly message: string;
  readonly smsOptIn: boolean;
  readonly isContacted: boolean;
  readonly createdAt: Date;
}
