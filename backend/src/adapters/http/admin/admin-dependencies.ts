// What the back office's handlers call: the use cases as the application exposes them.
import type { Logger } from 'pino';
import type { AdminBookings } from '../../../application/admin/admin-bookings.ts';
import type { AdminContactRequests } from '../../../application/admin/admin-contact-requests.ts';
import type { StaffAccounts } from '../../../application/admin/staff-accounts.ts';
import type { StaffSessions } from '../../../application/admin/staff-sessions.ts';
import type { ChangeFleet } from '../../../application/change-fleet.ts';
import type { ReissueAccessLink } from '../../../application/my-booking/reissue-access-link.ts';
import type { ReadFleet } from '../../../application/read-fleet.ts';
import type { ReadFleetMonth } from '../../../application/read-fleet-month.ts';

export interface AdminDependencies {
  readonly sessions: StaffSessions;
  readonly accounts: StaffAccounts;
  readonly bookings: AdminBookings;
  readonly contactRequests: AdminContactRequests;
  /** The owner's fleet page. */
  readonly fleet: {
    readonly read: ReadFleet;
    readonly change: ChangeFleet;
    readonly month: ReadFleetMonth;
  };
  /** Revoke a booking's My booking links and e-mail a new one. */
  readonly reissueAccessLink: ReissueAccessLink;
  readonly idleMinutes: number;
  readonly logger: Logger;
}
