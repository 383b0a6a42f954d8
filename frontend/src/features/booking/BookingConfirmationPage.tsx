// Where a booking posted natively (without the form's script) ends (decision 0051): the server
// found the booking's receipt by the post's idempotency key and rendered it into the page state.
// Its reference, size, dates and frozen quote; the quote is the one stored with the booking.
import { bookingConfirmationStateKey, formPosts, submissionNotices } from '@dumpster/domain';
import { usePageState } from '../../shared/page-state/page-state.tsx';
import { Confirmation } from '../../shared/sections/Confirmation.tsx';
import { facts } from '../../shared/sections/confirmation.css.ts';
import { FactList } from '../../shared/sections/FactList.tsx';
import { myBookingLinkSentence, receiptIn, receiptRows } from './receipt-facts.ts';

export function BookingConfirmationPage() {
  const path = formPosts.booking.confirmationPath;
  const receipt = receiptIn(usePageState(bookingConfirmationStateKey));
  if (!receipt) {
    return (
      <Confirmation
        title="Booking confirmation not found"
        text="We could not find this booking confirmation. If you booked, we will email you the details."
        path={path}
      />
    );
  }
  const { title, description } = submissionNotices.booking.success;
  return (
    <Confirmation title={title} text={description} path={path}>
      <FactList rows={receiptRows(receipt)} className={facts} label="Your booking" />
      <p>{myBookingLinkSentence()}</p>
    </Confirmation>
  );
}
