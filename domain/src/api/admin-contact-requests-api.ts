// Contact requests in the back office: keyset pages, and marking one contacted (audited).
import {
  adminContactMarkedAnswerSchema,
  adminContactRequestsPageSchema,
  adminContactRequestsQuerySchema,
} from '../admin/admin-contact-requests.ts';
import { adminRoutes } from '../admin/admin-routes.ts';
import { createStaffBookingSchema } from '../booking/booking-schema.ts';
import { adminDatesUnavailableAnswer, adminPhoneOrderCreatedAnswer } from './admin-bookings-api.ts';
import { problemSchema } from './api-errors.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'Back office';
const staff = access.signedIn('owner', 'staff');

export const adminListContactRequests = declareRoute({
  name: 'adminListContactRequests',
  method: 'get',
  path: adminRoutes.contactRequests,
  access: staff,
  tag,
  summary: 'Contact requests, newest first',
  description: 'Query: notContacted (true), cursor, limit (1-200, default 50).',
  request: { query: adminContactRequestsQuerySchema },
  answers: { 200: { description: 'The page.', body: adminContactRequestsPageSchema } },
});

export const adminMarkContacted = declareRoute({
  name: 'adminMarkContacted',
  method: 'post',
  path: adminRoutes.contactRequestContacted,
  access: staff,
  tag,
  summary: 'Mark a contact request contacted (who and when; audited)',
  answers: {
    200: {
      description: 'Marked (marking again keeps the first who and when).',
      body: adminContactMarkedAnswerSchema,
    },
    404: { description: 'There is no such contact request.', body: problemSchema('not_found') },
  },
});

export const adminBookContactRequest = declareRoute({
  name: 'adminBookContactRequest',
  method: 'post',
  path: adminRoutes.contactRequestBooking,
  access: staff,
  tag,
  summary: 'Make a booking from a contact request in one step',
  description:
    'The booking (the same fields, rules and write as POST /api/admin/bookings, the form prefilled from the request by the back office), the request linked to it and marked contacted by the signed-in staff member (audited), in one transaction (decision 0173).',
  request: {
    body: createStaffBookingSchema,
    bodyDescription: 'The booking form; `email` may be empty.',
    idempotency: { scope: 'admin-contact-bookings' },
  },
  answers: {
    201: adminPhoneOrderCreatedAnswer,
    404: { description: 'There is no such contact request.', body: problemSchema('not_found') },
    409: adminDatesUnavailableAnswer,
  },
});

export const adminContactRequestsApi = [
  adminListContactRequests,
  adminMarkContacted,
  adminBookContactRequest,
] as const;
