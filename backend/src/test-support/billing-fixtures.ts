// Invoices in each state a billing route acts on, made through the composed server's own use
// cases (a booking picked up, its draft changed, finalised, paid), for the route-walking tests.
import { frozenQuote } from '@dumpster/domain';
import type { Booking } from '../application/booking.ts';
import type { ChangeBookingStatus } from '../application/bookings/change-booking-status.ts';
import type { billingUseCases } from '../composition/billing-bindings.ts';
import type { Composition } from '../composition/container.ts';
import { TOKENS } from '../composition/tokens.ts';
import { storedBooking } from './stored-booking.ts';

const system = { kind: 'system' } as const;
const photo = { kind: 'photo', ref: 'ticket-photo' } as const;

export interface BillingFixtures {
  /** A draft with a discount at position 1 (for the removal). */
  readonly draftWithDiscount: string;
  /** A draft ready to finalise. */
  readonly draftToFinalise: string;
  /** Drafts to change (ticket, charge, discount). */
  readonly draft: string;
  /** Final, nothing paid. */
  readonly final: string;
  /** Final, paid $50 more than owed. */
  readonly overpaid: string;
  /** A final invoice to void. */
  readonly toVoid: string;
  /** The booking of `final`. */
  readonly bookingWithInvoice: string;
  /** The bookings' customer's e-mail. */
  readonly email: string;
}

function delivered(email: string): Booking {
  return storedBooking({
    status: 'delivered',
    email,
    dumpsterSize: '15-yard',
    deliveryDate: '2026-11-10',
    pickupDate: '2026-11-17',
    quote: frozenQuote({ dumpsterSize: '15-yard', deliveryDate: '2026-11-10', pickupDate: '2026-11-17' }),
  });
}

export async function billingFixtures(
  composition: Composition,
  addBookings: (bookings: Booking[]) => Promise<void>,
): Promise<BillingFixtures> {
  const email = 'billing.customer@example.com';
  const bookings = Array.from({ length: 6 }, () => delivered(email));
  await addBookings(bookings);
  const changeStatus = composition.container.get<ChangeBookingStatus>(TOKENS.ChangeBookingStatus);
  const billing = composition.container.get<ReturnType<typeof billingUseCases>>(TOKENS.Billing).admin;
  const ids: string[] = [];
  for (const booking of bookings) {
    await changeStatus.execute(system, booking.id, { to: 'picked_up', confirmEarly: true });
    const invoice = await billing.readBookingInvoice.execute(booking.id);
    if (!invoice) throw new Error('no draft after pickup');
    ids.push(invoice.id);
  }
  const [draftWithDiscount, draftToFinalise, draft, final, overpaid, toVoid] = ids as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  await billing.addAdjustment.execute(system, draftWithDiscount, {
    kind: 'discount',
    amountCents: 1_000,
    reason: 'Repeat customer',
  });
  await billing.setScaleTicket.execute(system, draftToFinalise, { tons: 520, evidence: [photo] });
  for (const id of [final, overpaid, toVoid]) await billing.finalise.execute(system, id);
  const paid = await billing.recordPayment.execute(
    system,
    overpaid,
    { amountCents: 45_000, date: '2026-11-20', tender: { method: 'cash' } },
    undefined,
  );
  if (!('kind' in paid)) throw new Error('payment refused');
  const bookingWithInvoice = bookings[3]?.id ?? '';
  return { draftWithDiscount, draftToFinalise, draft, final, overpaid, toVoid, bookingWithInvoice, email };
}
