// Every route of the HTTP API, declared once (decision 0100), grouped by capability; the server
// mounts them, the document lists them, the matrix test walks them and the back office's client
// and the mocks are checked against them. A new capability adds its file here.
import { adminBookingsApi } from './admin-bookings-api.ts';
import { adminCalendarApi } from './admin-calendar-api.ts';
import { adminContactRequestsApi } from './admin-contact-requests-api.ts';
import { adminFleetApi } from './admin-fleet-api.ts';
import { adminSessionApi } from './admin-session-api.ts';
import { adminUsersApi } from './admin-users-api.ts';
import { availabilityApi } from './availability-api.ts';
import { bookingsApi } from './bookings-api.ts';
import { calendarApi } from './calendar-api.ts';
import { contactApi } from './contact-api.ts';
import { myBookingApi } from './my-booking-api.ts';
import type { RouteDeclaration } from './route-declaration.ts';
import { serviceApi } from './service-api.ts';

export * from './admin-bookings-api.ts';
export * from './admin-calendar-api.ts';
export * from './admin-contact-requests-api.ts';
export * from './admin-fleet-api.ts';
export * from './admin-session-api.ts';
export * from './admin-users-api.ts';
export * from './api-errors.ts';
export * from './availability-api.ts';
export * from './bookings-api.ts';
export * from './calendar-api.ts';
export * from './contact-api.ts';
export * from './derived-answers.ts';
export * from './my-booking-api.ts';
export * from './route-declaration.ts';
export type * from './route-types.ts';
export * from './service-api.ts';
export * from './text-messages-api.ts';

/** The back office's routes (under /api/admin). */
export const adminApiRoutes = [
  ...adminSessionApi,
  ...adminBookingsApi,
  ...adminContactRequestsApi,
  ...adminUsersApi,
  ...adminFleetApi,
  ...adminCalendarApi,
] as const;

/** The public site's routes. */
export const publicApiRoutes = [
  ...bookingsApi,
  ...contactApi,
  ...availabilityApi,
  ...myBookingApi,
  ...calendarApi,
] as const;

/** Every route the server mounts. */
export const apiRoutes: readonly RouteDeclaration[] = [...adminApiRoutes, ...publicApiRoutes, ...serviceApi];
