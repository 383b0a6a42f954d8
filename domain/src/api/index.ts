// Every route of the HTTP API, declared once (decision 0100), grouped by capability; the server
// mounts them, the document lists them, the matrix test walks them and the back office's client
// and the mocks are checked against them. A new capability adds its file here.

import { adminBillingApi } from './admin-billing-api.ts';
import { adminBookingChangesApi } from './admin-booking-changes-api.ts';
import { adminBookingsApi } from './admin-bookings-api.ts';
import { adminCalendarApi } from './admin-calendar-api.ts';
import { adminContactRequestsApi } from './admin-contact-requests-api.ts';
import { adminCustomersApi } from './admin-customers-api.ts';
import { adminDashboardApi } from './admin-dashboard-api.ts';
import { adminDispatchApi } from './admin-dispatch-api.ts';
import { adminFleetApi } from './admin-fleet-api.ts';
import { adminSessionApi } from './admin-session-api.ts';
import { adminTextMessagesApi } from './admin-text-messages-api.ts';
import { adminUsersApi } from './admin-users-api.ts';
import { availabilityApi } from './availability-api.ts';
import { bookingsApi } from './bookings-api.ts';
import { calendarApi } from './calendar-api.ts';
import { contactApi } from './contact-api.ts';
import { driverApi } from './driver-api.ts';
import { myBookingApi } from './my-booking-api.ts';
import { myBookingInvoiceApi } from './my-booking-invoice-api.ts';
import type { RouteDeclaration } from './route-declaration.ts';
import { serviceApi } from './service-api.ts';
import { textMessagesApi } from './text-messages-api.ts';

export * from './admin-billing-api.ts';
export * from './admin-booking-changes-api.ts';
export * from './admin-bookings-api.ts';
export * from './admin-calendar-api.ts';
export * from './admin-contact-requests-api.ts';
export * from './admin-customers-api.ts';
export * from './admin-dashboard-api.ts';
export * from './admin-dispatch-api.ts';
export * from './admin-fleet-api.ts';
export * from './admin-session-api.ts';
export * from './admin-text-messages-api.ts';
export * from './admin-users-api.ts';
export * from './api-errors.ts';
export * from './availability-api.ts';
export * from './bookings-api.ts';
export * from './calendar-api.ts';
export * from './contact-api.ts';
export * from './derived-answers.ts';
export * from './driver-api.ts';
export * from './my-booking-api.ts';
export * from './my-booking-invoice-api.ts';
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
  ...adminCustomersApi,
  ...adminBookingChangesApi,
  ...adminDispatchApi,
  ...adminBillingApi,
  ...adminTextMessagesApi,
  ...adminCalendarApi,
  ...adminDashboardApi,
] as const;

/** The driver's phone's routes (under /api/driver). */
export const driverApiRoutes = [...driverApi] as const;

/** The public site's routes. */
export const publicApiRoutes = [
  ...bookingsApi,
  ...contactApi,
  ...availabilityApi,
  ...myBookingApi,
  ...myBookingInvoiceApi,
  ...calendarApi,
] as const;

/** The providers' webhooks (mounted when the provider is configured: Twilio's settings). */
export const webhookApiRoutes = [...textMessagesApi] as const;

/** Every route the server mounts. */
export const apiRoutes: readonly RouteDeclaration[] = [
  ...adminApiRoutes,
  ...driverApiRoutes,
  ...publicApiRoutes,
  ...serviceApi,
  ...webhookApiRoutes,
];
