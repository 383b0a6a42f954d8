// What stays above the booking form after a booking is sent (decision 0126): the toast (spec
// section 8) goes after a few seconds and the form resets, so this panel keeps the reference,
// the dates and the total, and says where the My booking link is. It takes the focus when it
// appears, so a screen reader reads it and the keyboard starts from it. Loaded only once a
// booking is sent: /book's first load does not carry it.
import { useEffect, useRef } from 'react';
import { facts } from '../../shared/sections/confirmation.css.ts';
import { FactList } from '../../shared/sections/FactList.tsx';
import { panel, panelTitle } from './booking.css.ts';
import { myBookingLinkSentence, receiptIn, receiptRows } from './receipt-facts.ts';

export interface BookingReceivedProps {
  /** What POST /api/bookings answered: a receipt, checked here (spec section 7 reads no field). */
  readonly answer: unknown;
  /** The address the visitor typed: where the confirmation and its link were sent. */
  readonly email: string;
}

export function BookingReceived({ answer, email }: BookingReceivedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const receipt = receiptIn(answer);
  if (!receipt) return null;
  return (
    <section className={panel} aria-labelledby="booking-received-title">
      <h2 id="booking-received-title" ref={heading} tabIndex={-1} className={panelTitle}>
        Booking received
      </h2>
      <p>
        Thank you: we have your booking. It stays pending until we confirm the delivery with you; we call you
        before the delivery day.
      </p>
      <FactList rows={receiptRows(receipt)} className={facts} label="Your booking" />
      <p>{myBookingLinkSentence(email)}</p>
    </section>
  );
}
