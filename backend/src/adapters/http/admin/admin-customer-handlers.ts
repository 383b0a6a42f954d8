// Customers in the back office (decision 0171): the look-up by phone number or e-mail, and one
// customer's page with their totals.
import {
  type AdminCustomerBooking,
  type AdminCustomerMatch,
  customerKeyPrefixes,
  customerTotals,
} from '@dumpster/domain';
import type { adminCustomersApi } from '@dumpster/domain/api';
import type { Booking } from '../../../application/booking.ts';
import type { StoredCustomerNote } from '../../../application/ports/customer-notes.ts';
import type { CustomerWithHistory } from '../../../application/ports/customer-queries.ts';
import { staffActor } from '../../../application/staff/staff-session.ts';
import { type HandlersOf, problem } from '../routing/route-handler.ts';
import { contactRequestAnswer } from './admin-answers.ts';
import type { AdminDependencies } from './admin-dependencies.ts';

function customerBooking(booking: Booking): AdminCustomerBooking {
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    bookingType: booking.bookingType,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    address: booking.address,
    city: booking.city,
    zipCode: booking.zipCode,
    companyName: booking.companyName,
    jobNumber: booking.jobNumber,
    jobName: booking.jobName,
    dumpsterSize: booking.dumpsterSize,
    deliveryDate: booking.deliveryDate,
    pickupDate: booking.pickupDate,
    totalCents: booking.quote.totalCents,
    createdAt: booking.createdAt.toISOString(),
  };
}

/** The keys of one kind, without their prefix. */
function keysOf(customer: CustomerWithHistory, prefix: string): string[] {
  return customer.keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}

function customerMatch(customer: CustomerWithHistory): AdminCustomerMatch {
  return {
    id: customer.id,
    name: customer.name,
    createdAt: customer.createdAt.toISOString(),
    emails: keysOf(customer, customerKeyPrefixes.email),
    phones: keysOf(customer, customerKeyPrefixes.phone),
    recentBookings: customer.bookings.map(customerBooking),
    recentRequests: customer.contactRequests.map(contactRequestAnswer),
  };
}

function noteAnswer(note: StoredCustomerNote) {
  return {
    id: note.id,
    customerId: note.customerId,
    text: note.text,
    authorName: note.authorName,
    createdAt: note.createdAt.toISOString(),
  };
}

const noSuchCustomer = () => problem(404, 'not_found', 'There is no such customer.');

export function adminCustomerHandlers(deps: AdminDependencies): HandlersOf<typeof adminCustomersApi> {
  return {
    adminLookUpCustomers: async ({ query }) => {
      const customers = await deps.customers.lookUp.execute(query.q);
      return { status: 200, body: { customers: customers.map(customerMatch) } };
    },
    adminListCustomerNotes: async ({ params }) => {
      const notes = await deps.customers.listNotes.execute(params.id);
      return notes ? { status: 200, body: { notes: notes.map(noteAnswer) } } : noSuchCustomer();
    },
    adminAddCustomerNote: async ({ params, body }, { session }) => {
      const note = await deps.customers.addNote.execute(staffActor(session.user), params.id, body);
      return note ? { status: 201, body: noteAnswer(note) } : noSuchCustomer();
    },
    adminGetCustomer: async ({ params }) => {
      const customer = await deps.customers.read.execute(params.id);
      if (!customer) return noSuchCustomer();
      const { recentBookings, recentRequests, ...fields } = customerMatch(customer);
      return {
        status: 200,
        body: {
          ...fields,
          bookings: recentBookings,
          contactRequests: recentRequests,
          totals: customerTotals(
            customer.bookings.map((booking) => ({
              status: booking.status,
              totalCents: booking.quote.totalCents,
            })),
            customer.contactRequests.length,
          ),
        },
      };
    },
  };
}
