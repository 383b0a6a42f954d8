// The mock back office API (decision 0069): every route of the domain's admin contract, answered
// from back-office-data.ts with the contract's schemas and the domain's rules, so QA can click
// through `npm run dev:mock` and component tests exercise the real screens. Like the server it
// refuses a call without a session (401), a state-changing call without the session's CSRF
// token or an owner's call by staff (403), and a forbidden status change (409). Each area's
// handlers live in a file of their own; this one only puts them together.

import { billingHandlers } from './billing-handlers.ts';
import { bookingChangesHandlers } from './booking-changes-handlers.ts';
import { bookingsHandlers } from './bookings-handlers.ts';
import { calendarHandlers } from './calendar-handlers.ts';
import { contactHandlers } from './contact-handlers.ts';
import { dashboardHandlers } from './dashboard-handlers.ts';
import { dayBoardHandlers } from './day-board-handlers.ts';
import { dispatchHandlers } from './dispatch-handlers.ts';
import { driverHandlers } from './driver-handlers.ts';
import { fleetHandlers } from './fleet-handlers.ts';
import { sessionHandlers } from './mock-session.ts';
import { phoneOrderHandlers } from './phone-order-handlers.ts';
import { textsHandlers } from './texts-handlers.ts';
import { usersHandlers } from './users-handlers.ts';

export const backOfficeHandlers = [
  ...sessionHandlers,
  ...bookingsHandlers,
  ...dayBoardHandlers,
  ...contactHandlers,
  ...usersHandlers,
  ...fleetHandlers,
  ...dashboardHandlers,
  ...phoneOrderHandlers,
  ...bookingChangesHandlers,
  ...billingHandlers,
  ...dispatchHandlers,
  ...calendarHandlers,
  ...textsHandlers,
  ...driverHandlers,
];
