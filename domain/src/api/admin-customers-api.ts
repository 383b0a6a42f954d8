// Customers in the back office (decision 0171): the look-up by phone number or e-mail, and one
// customer's page.
import {
  adminCustomerDetailSchema,
  adminCustomerLookupQuerySchema,
  adminCustomerLookupSchema,
} from '../admin/admin-customers.ts';
import { adminRoutes } from '../admin/admin-routes.ts';
import {
  customerNoteRequestSchema,
  customerNoteSchema,
  customerNotesSchema,
} from '../admin/customer-notes.ts';
import { problemSchema } from './api-errors.ts';
import { access, declareRoute } from './route-declaration.ts';

const tag = 'Back office';
const staff = access.signedIn('owner', 'staff');

export const adminLookUpCustomers = declareRoute({
  name: 'adminLookUpCustomers',
  method: 'get',
  path: adminRoutes.customers,
  access: staff,
  tag,
  summary: 'Find customers by phone number or e-mail',
  description:
    'Query: q, at least 3 characters. A phone number (any US format, or +country) finds that number exactly; anything else finds the e-mail addresses starting with it, case and look-alike letters folded. At most 20 customers, each with their 5 latest bookings and contact requests.',
  request: { query: adminCustomerLookupQuerySchema },
  answers: { 200: { description: 'The customers found (maybe none).', body: adminCustomerLookupSchema } },
});

export const adminGetCustomer = declareRoute({
  name: 'adminGetCustomer',
  method: 'get',
  path: adminRoutes.customer,
  access: staff,
  tag,
  summary: 'One customer: their bookings, contact requests and totals (cents)',
  answers: {
    200: { description: 'The customer.', body: adminCustomerDetailSchema },
    404: { description: 'There is no such customer.', body: problemSchema('not_found') },
  },
});

const noSuchCustomer = { description: 'There is no such customer.', body: problemSchema('not_found') };

export const adminListCustomerNotes = declareRoute({
  name: 'adminListCustomerNotes',
  method: 'get',
  path: adminRoutes.customerNotes,
  access: staff,
  tag,
  summary: 'A customer’s internal notes, newest first (never shown to the customer)',
  answers: { 200: { description: 'The notes.', body: customerNotesSchema }, 404: noSuchCustomer },
});

export const adminAddCustomerNote = declareRoute({
  name: 'adminAddCustomerNote',
  method: 'post',
  path: adminRoutes.customerNotes,
  access: staff,
  tag,
  summary: 'Add an internal note to a customer (never shown to the customer)',
  request: { body: customerNoteRequestSchema, bodyDescription: 'The text.' },
  answers: { 201: { description: 'Added.', body: customerNoteSchema }, 404: noSuchCustomer },
});

export const adminCustomersApi = [
  adminLookUpCustomers,
  adminGetCustomer,
  adminListCustomerNotes,
  adminAddCustomerNote,
] as const;
