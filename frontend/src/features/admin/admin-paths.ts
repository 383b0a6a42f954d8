// The back office's page addresses (the API's are the contract's adminRoutes).
import { adminPagesBase } from '@dumpster/domain';

export const adminPages = {
  bookings: adminPagesBase,
  booking: (id: string) => `${adminPagesBase}/bookings/${encodeURIComponent(id)}`,
  dayBoard: `${adminPagesBase}/day-board`,
  contactRequests: `${adminPagesBase}/contact-requests`,
  users: `${adminPagesBase}/users`,
  fleet: `${adminPagesBase}/fleet`,
  dashboard: `${adminPagesBase}/dashboard`,
  newBooking: `${adminPagesBase}/bookings/new`,
  customers: `${adminPagesBase}/customers`,
  customer: (id: string) => `${adminPagesBase}/customers/${encodeURIComponent(id)}`,
  receivables: `${adminPagesBase}/receivables`,
  dispatch: `${adminPagesBase}/dispatch`,
  containers: `${adminPagesBase}/containers`,
  trucks: `${adminPagesBase}/trucks`,
  calendar: `${adminPagesBase}/calendar`,
  signIn: `${adminPagesBase}/sign-in`,
  driver: `${adminPagesBase}/driver`,
} as const;

/** The sign-in page, returning to `next` afterwards. */
export function signInPath(next?: string): string {
  if (!next || !isAdminPage(next) || next.startsWith(adminPages.signIn)) return adminPages.signIn;
  return `${adminPages.signIn}?${new URLSearchParams({ next })}`;
}

/** Only a back office page is a place to return to after signing in (no open redirect). */
export function isAdminPage(path: string): boolean {
  return (
    path === adminPagesBase || path.startsWith(`${adminPagesBase}/`) || path.startsWith(`${adminPagesBase}?`)
  );
}

/** Where to go once signed in: the remembered page, or the bookings. */
export function afterSignIn(next: string | null): string {
  return next && isAdminPage(next) && !next.startsWith('//') ? next : adminPages.bookings;
}
