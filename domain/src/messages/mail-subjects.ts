// The subject line of every e-mail the business sends, in one place: the server's templates
// (backend/src/adapters/mail/templates) and the browser's mock back office both read them, so the
// messages a booking lists in the back office say the same in the mock as on the server.

import { shortDateLabel } from '../calendar/date-labels.ts';
import { type DumpsterSizeValue, getDumpsterSize } from '../catalog/dumpster-sizes.ts';
import { formatUsd } from '../catalog/money.ts';
import { contactServiceOptions } from '../contact/contact-services.ts';

interface BookingFacts {
  readonly reference: string;
  readonly dumpsterSize: DumpsterSizeValue;
  readonly deliveryDate: string;
}

type CustomerChange = 'extended' | 'shortened' | 'rescheduled' | 'cancelled';

/** 'Sat, Dec 5, 2026'. */
const dateLabel = (iso: string) => shortDateLabel(iso, { year: true });
const sizeLabel = (size: DumpsterSizeValue) => getDumpsterSize(size).label;
const serviceLabel = (service: string) =>
  contactServiceOptions.find((option) => option.value === service)?.label ?? service;

export const mailSubjects = {
  bookingConfirmation: (booking: BookingFacts) =>
    `Your ${sizeLabel(booking.dumpsterSize)} booking for ${dateLabel(booking.deliveryDate)} (${booking.reference})`,
  bookingNotice: (booking: BookingFacts & { readonly totalCents: number }) =>
    `New booking ${booking.reference}: ${sizeLabel(booking.dumpsterSize)}, delivery ${dateLabel(booking.deliveryDate)}, ${formatUsd(booking.totalCents)}`,
  bookingStatusChanged: (booking: BookingFacts, status: 'confirmed' | 'cancelled') =>
    status === 'confirmed'
      ? `Confirmed: your ${sizeLabel(booking.dumpsterSize)} on ${dateLabel(booking.deliveryDate)} (${booking.reference})`
      : `Cancelled: your booking ${booking.reference}`,
  bookingLink: (booking: Pick<BookingFacts, 'reference'>) => `Your new link for booking ${booking.reference}`,
  /** To the customer, after they changed their booking on its page. */
  bookingChanged: (booking: Pick<BookingFacts, 'reference'>, change: CustomerChange) =>
    `Your booking ${booking.reference} is ${change}`,
  /** To the business, after the customer changed their booking. */
  bookingChangedNotice: (booking: Pick<BookingFacts, 'reference'>, change: CustomerChange) =>
    `Booking ${booking.reference} ${change} by the customer`,
  /** The day-before reminder, by e-mail to a customer who cannot be texted (decision 0201). */
  bookingReminder: (
    booking: Pick<BookingFacts, 'reference'>,
    reminder: 'delivery_reminder' | 'pickup_reminder',
  ) =>
    reminder === 'delivery_reminder'
      ? `Tomorrow: your dumpster arrives (${booking.reference})`
      : `Tomorrow: we pick up your dumpster (${booking.reference})`,
  /** To the business: a customer's text that needs an answer (decision 0202). */
  textReplyNotice: (reply: { readonly from: string; readonly reference: string | null }) =>
    `Text from ${reply.from}${reply.reference ? ` about booking ${reply.reference}` : ''}`,
  /** To a staff account whose password someone else set (decision 0164). */
  staffPasswordChanged: () => 'Your back-office password was changed',
  /** Monday morning, to each owner: last week's figures and what needs attention (decision 0207). */
  ownersWeeklySummary: (week: { readonly from: string; readonly to: string }) =>
    `Your week ${week.from} to ${week.to}: figures and what needs attention`,
  contactAcknowledgement: (request: { readonly name: string }) => `We got your message, ${request.name}`,
  contactNotice: (request: { readonly name: string; readonly service: string }) =>
    `Contact request: ${serviceLabel(request.service)} from ${request.name}`,
  /** To the customer: the final invoice, its PDF attached (billing). */
  invoiceIssued: (invoice: { readonly number: string; readonly reference: string }) =>
    `Invoice ${invoice.number} for your booking ${invoice.reference}`,
  /** To the customer: the weekly reminder of an overdue invoice (billing). */
  invoiceReminder: (invoice: { readonly number: string }) =>
    `Reminder: invoice ${invoice.number} is past due`,
} as const;
