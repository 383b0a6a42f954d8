// What one back-office route is: its method and path under /api/admin, who may call it, whether it
// takes a JSON body, and its handler given the dependencies. adminRouter (admin-router.ts) puts
// the guards for each access level in front; the authorization matrix test walks the table.
import type { RequestHandler } from 'express';
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
  /** The owner's fleet page (availability issue). */
  readonly fleet: {
    readonly read: ReadFleet;
    readonly change: ChangeFleet;
    readonly month: ReadFleetMonth;
  };
  /** Revoke a booking's My booking links and e-mail a new one (self-service issue). */
  readonly reissueAccessLink: ReissueAccessLink;
  readonly idleMinutes: number;
  readonly logger: Logger;
}

export type Method = 'get' | 'post' | 'put' | 'delete';

/** Who may call a route: anyone (sign-in), any signed-in staff member, or owners only. */
export type RouteAccess = 'public' | 'staff' | 'owner';

export interface AdminRoute {
  readonly method: Method;
  /** Under /api/admin. */
  readonly path: string;
  readonly access: RouteAccess;
  /** Takes a JSON body. */
  readonly json?: boolean;
  readonly handle: (deps: AdminDependencies) => RequestHandler;
}
