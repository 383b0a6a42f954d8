// The back office's API paths. The route declarations (domain/src/api/admin-*-api.ts, decision
// 0100) take their paths from here, and the mock API (msw) and tests name routes by them; a new
// route may write its path in its declaration alone. Path parameters are `:name`; the helpers
// fill them in, encoded.

export const adminApiBase = '/api/admin';

export const adminRoutes = {
  /** POST signs in, GET answers who is signed in, DELETE signs out. */
  session: `${adminApiBase}/session`,
  /** GET: a page of bookings (AdminBookingsQuery). */
  bookings: `${adminApiBase}/bookings`,
  /** GET: the bookings of the same filter as CSV (no cursor, no limit). */
  bookingsCsv: `${adminApiBase}/bookings.csv`,
  /** GET: one booking with its quote, messages and history. */
  booking: `${adminApiBase}/bookings/:id`,
  /** POST: a status change (AdminStatusChangeRequest). */
  bookingStatus: `${adminApiBase}/bookings/:id/status`,
  /** POST: sends a dead message again. */
  bookingMessageResend: `${adminApiBase}/bookings/:id/messages/:messageId/resend`,
  /** POST: revokes every My booking link of the booking and e-mails the customer a new one (staff). */
  bookingAccessLink: `${adminApiBase}/bookings/:id/access-link`,
  /** GET ?date=YYYY-MM-DD: the day's deliveries and pickups. */
  dayBoard: `${adminApiBase}/day-board`,
  /** GET: a page of contact requests (?notContacted=true&cursor=). */
  contactRequests: `${adminApiBase}/contact-requests`,
  /** POST: marks a contact request contacted (by the signed-in user, now). */
  contactRequestContacted: `${adminApiBase}/contact-requests/:id/contacted`,
  /** GET lists, POST adds (owner). */
  users: `${adminApiBase}/users`,
  /** POST: disables the user and ends their sessions at once (owner). */
  userDisable: `${adminApiBase}/users/:id/disable`,
  /** POST: sets a new password and ends the user's sessions (owner). */
  userResetPassword: `${adminApiBase}/users/:id/reset-password`,
  /** GET: units per size and over-committed days; PUT: changes one size (owner). */
  fleet: `${adminApiBase}/fleet`,
  /** GET ?size=&month=YYYY-MM: booked/total per day (owner). */
  fleetOccupancy: `${adminApiBase}/fleet/occupancy`,
  /** GET ?q=: customers by phone number or e-mail, with their recent bookings and requests. */
  customers: `${adminApiBase}/customers`,
  /** GET: one customer with everything of theirs and their totals. */
  customer: `${adminApiBase}/customers/:id`,
  /** GET: the customer's internal notes, newest first; POST: adds one (staff). */
  customerNotes: `${adminApiBase}/customers/:id/notes`,
  /** POST: a booking made from a contact request, which is marked contacted in the same write. */
  contactRequestBooking: `${adminApiBase}/contact-requests/:id/booking`,
  /** GET ?date=: the dispatch board (staff). */
  dispatch: `${adminApiBase}/dispatch`,
  /** PUT: one stop's driver, truck, window, container (staff). */
  dispatchAssignment: `${adminApiBase}/dispatch/assignment`,
  /** PUT: the order of one driver's route (staff). */
  dispatchOrder: `${adminApiBase}/dispatch/order`,
  /** GET lists every container (staff); POST adds one (owner). */
  containers: `${adminApiBase}/containers`,
  /** PUT: in service, repair, retired (owner). */
  containerCondition: `${adminApiBase}/containers/:id/condition`,
  /** PUT: at a booking or in the yard (staff). */
  containerLocation: `${adminApiBase}/containers/:id/location`,
  /** GET lists the trucks (staff); POST adds one (owner). */
  trucks: `${adminApiBase}/trucks`,
  /** PUT: changes a truck (owner). */
  truck: `${adminApiBase}/trucks/:id`,
  /** GET: the business's calendar and the bookings it strands; PUT: changes it (owner). */
  calendar: `${adminApiBase}/calendar`,
} as const;

export type AdminRouteName = keyof typeof adminRoutes;

/** The header that carries the session's CSRF token on every state-changing request. */
export const adminCsrfHeader = 'X-CSRF-Token';

/** The session cookie's name; `__Host-` binds it to this host, path / and Secure. */
export const adminSessionCookie = '__Host-admin-session';

/** The name used where the site is served over plain HTTP (development, tests): browsers refuse `__Host-` without Secure. */
export const adminSessionCookieInsecure = 'admin-session';

/** The back office's pages: the server answers every one with the app shell. */
export const adminPagesBase = '/admin';

/** Fills `:name` parameters: adminPath('booking', { id }) -> /api/admin/bookings/<id>. */
export function adminPath(route: AdminRouteName, params: Readonly<Record<string, string>> = {}): string {
  return adminRoutes[route].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`adminPath(${route}): missing :${name}`);
    return encodeURIComponent(value);
  });
}
