// The mock's phone orders and customers (decisions 0170-0173): a booking staff take, validated by
// the domain's staff schema and stored among the mock bookings (an Idempotency-Key replays its
// answer), a contact request made a booking and marked contacted, and customers worked out from
// the mock's bookings and requests by the domain's customer keys, as the server links them.
import {
  type AdminBookingDetail,
  type AdminContactRequest,
  type AdminCustomerBooking,
  type AdminCustomerMatch,
  type AdminPhoneOrderAnswer,
  adminCustomerLookupQuerySchema,
  allowedTransitions,
  bookingReceipt,
  bookingReferenceBytes,
  bookingReferenceFrom,
  createStaffBookingSchema,
  customerKeyPrefixes,
  customerKeys,
  customerLookup,
  customerLookupRecent,
  customerNoteRequestSchema,
  customerTotals,
  frozenQuote,
  mailSubjects,
} from '@dumpster/domain';
import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { validationFailed } from '../api-answers.ts';
import { backOffice, data } from './back-office-state.ts';
import { fieldsOf, json, ok, problem, route } from './mock-answers.ts';
import { guard } from './mock-session.ts';

const replies = new Map<string, AdminPhoneOrderAnswer>();

function replayed(answer: AdminPhoneOrderAnswer) {
  return HttpResponse.json(answer, {
    status: 201,
    headers: { 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true' },
  });
}

async function takeOrder(request: Request, byName: string, contactRequest?: AdminContactRequest) {
  const key = request.headers.get('Idempotency-Key');
  const earlier = key ? replies.get(key) : undefined;
  if (earlier) return replayed(earlier);
  const parsed = v.safeParse(createStaffBookingSchema({ today: backOffice.today }), await json(request));
  if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
  const form = parsed.output;
  const bookings = data().bookings;
  const index = bookings.length;
  const now = new Date();
  // The server's shapes: a UUID and a CH- reference, from random bytes.
  const reference = bookingReferenceFrom(crypto.getRandomValues(new Uint8Array(bookingReferenceBytes)));
  const quote = frozenQuote(form);
  const booking: AdminBookingDetail = {
    id: crypto.randomUUID(),
    reference,
    status: 'pending',
    allowedNextStatuses: [...allowedTransitions('pending')],
    bookingType: form.bookingType,
    name: form.name,
    email: form.email,
    phone: form.phone,
    address: form.address,
    city: form.city,
    state: form.state,
    zipCode: form.zipCode,
    companyName: form.companyName || null,
    jobNumber: form.jobNumber || null,
    jobName: form.jobName || null,
    dumpsterSize: form.dumpsterSize,
    deliveryDate: form.deliveryDate,
    pickupDate: form.pickupDate,
    specialInstructions: form.specialInstructions || null,
    smsOptIn: form.smsOptIn,
    version: 1,
    lastStatusChange: null,
    quote,
    createdAt: now.toISOString(),
    messages: form.email
      ? [
          {
            id: `msg-phone-${index}`,
            kind: 'booking-confirmation',
            to: form.email,
            subject: mailSubjects.bookingConfirmation({ ...form, reference }),
            status: 'pending',
            attempts: 0,
            lastError: null,
            createdAt: now.toISOString(),
            sentAt: null,
            nextAttemptAt: now.toISOString(),
          },
        ]
      : [],
    history: [
      { occurredAt: now.toISOString(), actor: { kind: 'staff', name: byName }, type: 'created', details: {} },
    ],
  };
  bookings.push(booking);
  if (contactRequest) contactRequest.contacted ??= { at: now.toISOString(), byName };
  const answer: AdminPhoneOrderAnswer = {
    receipt: bookingReceipt({ ...booking, createdAt: now }),
    details: {
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      address: booking.address,
      city: booking.city,
      state: booking.state,
      zipCode: booking.zipCode,
      companyName: booking.companyName,
      jobNumber: booking.jobNumber,
      jobName: booking.jobName,
      specialInstructions: booking.specialInstructions,
    },
    confirmation: booking.email ? 'emailed' : 'not_emailed',
    contactRequestId: contactRequest?.id ?? null,
  };
  if (key) replies.set(key, answer);
  return ok(answer, 201);
}

interface MockCustomer {
  id: string;
  name: string;
  createdAt: string;
  keys: string[];
  bookings: AdminBookingDetail[];
  requests: AdminContactRequest[];
}

/** The mock's customers: its bookings and requests, oldest first, linked by their keys. */
function customers(): MockCustomer[] {
  const byKey = new Map<string, MockCustomer>();
  const all: MockCustomer[] = [];
  const link = (contact: { name: string; email: string; phone: string; createdAt: string }) => {
    const keys = customerKeys(contact);
    let customer = keys.map((key) => byKey.get(key)).find((found) => found !== undefined);
    if (!customer) {
      customer = {
        id: `cu${all.length + 1}`,
        name: contact.name,
        createdAt: contact.createdAt,
        keys: [],
        bookings: [],
        requests: [],
      };
      all.push(customer);
    }
    for (const key of keys)
      if (!byKey.has(key)) {
        byKey.set(key, customer);
        customer.keys.push(key);
      }
    return customer;
  };
  const events = [
    ...data().bookings.map((booking) => ({ at: booking.createdAt, booking })),
    ...data().contactRequests.map((request) => ({ at: request.createdAt, request })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  for (const event of events) {
    if ('booking' in event) link(event.booking).bookings.unshift(event.booking);
    else link(event.request).requests.unshift(event.request);
  }
  return all;
}

function customerBooking(booking: AdminBookingDetail): AdminCustomerBooking {
  const {
    quote,
    allowedNextStatuses: _next,
    messages: _messages,
    history: _history,
    state: _state,
    specialInstructions: _i,
    smsOptIn: _s,
    ...fields
  } = booking;
  return { ...fields, totalCents: quote.totalCents };
}

function match(customer: MockCustomer, recent?: number): AdminCustomerMatch {
  const of = (prefix: string) =>
    customer.keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
  return {
    id: customer.id,
    name: customer.name,
    createdAt: customer.createdAt,
    emails: of(customerKeyPrefixes.email),
    phones: of(customerKeyPrefixes.phone),
    recentBookings: customer.bookings.slice(0, recent).map(customerBooking),
    recentRequests: customer.requests.slice(0, recent),
  };
}

export const phoneOrderHandlers = [
  http.post(route('bookings'), async ({ request }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    return takeOrder(request, checked.answer.user.name);
  }),
  http.post(route('contactRequestBooking'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const contactRequest = data().contactRequests.find((candidate) => candidate.id === params.id);
    if (!contactRequest) return problem(404, 'not_found', 'There is no such contact request.');
    return takeOrder(request, checked.answer.user.name, contactRequest);
  }),
  http.get(route('customers'), async ({ request }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = v.safeParse(adminCustomerLookupQuerySchema, query);
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const search = customerLookup(parsed.output.q);
    const found = search
      ? customers().filter((customer) =>
          customer.keys.some((key) =>
            search.kind === 'phone' ? key === search.key : key.startsWith(search.prefix),
          ),
        )
      : [];
    return ok({ customers: found.slice(0, 20).map((customer) => match(customer, customerLookupRecent)) });
  }),
  http.get(route('customer'), async ({ request, params }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    const customer = customers().find((candidate) => candidate.id === params.id);
    if (!customer) return problem(404, 'not_found', 'There is no such customer.');
    const { recentBookings, recentRequests, ...fields } = match(customer);
    return ok({
      ...fields,
      bookings: recentBookings,
      contactRequests: recentRequests,
      totals: customerTotals(
        customer.bookings.map((booking) => ({
          status: booking.status,
          totalCents: booking.quote.totalCents,
        })),
        customer.requests.length,
      ),
    });
  }),
  // A customer's internal notes (decision 0174), newest first.
  http.get(route('customerNotes'), async ({ request, params }) => {
    const checked = await guard(request);
    if ('refusal' in checked) return checked.refusal;
    if (!customers().some((candidate) => candidate.id === params.id))
      return problem(404, 'not_found', 'There is no such customer.');
    const notes = data()
      .customerNotes.filter((note) => note.customerId === params.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return ok({ notes });
  }),
  http.post(route('customerNotes'), async ({ request, params }) => {
    const checked = await guard(request, { change: true });
    if ('refusal' in checked) return checked.refusal;
    const customer = customers().find((candidate) => candidate.id === params.id);
    if (!customer) return problem(404, 'not_found', 'There is no such customer.');
    const parsed = v.safeParse(customerNoteRequestSchema, await json(request));
    if (!parsed.success) return validationFailed(fieldsOf(parsed.issues));
    const note = {
      id: String(data().customerNotes.length + 1),
      customerId: customer.id,
      text: parsed.output.text,
      authorName: checked.answer.user.name,
      createdAt: new Date().toISOString(),
    };
    data().customerNotes.push(note);
    return ok(note, 201);
  }),
];
