// The receipt of a booking staff took (decision 0172): it takes the focus when it appears, says
// whether the confirmation went by e-mail or must be read out (decision 0170), and prints alone.
import { type AdminPhoneOrderAnswer, formatUsd, phoneOrderConfirmationWords } from '@dumpster/domain';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../../shared/ui/Button.tsx';
import * as css from '../admin.css.ts';
import { adminPages } from '../admin-paths.ts';
import { bookingTypeLabels, dateLabel, sizeLabel } from '../format.ts';
import * as local from './phone-orders.css.ts';

export function PhoneOrderReceipt({
  answer,
  onAnother,
}: {
  answer: AdminPhoneOrderAnswer;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new receipt takes the focus.
  useEffect(() => heading.current?.focus(), [answer.receipt.id]);
  const { receipt, details } = answer;
  const emailed = answer.confirmation === 'emailed';
  return (
    <section aria-labelledby="receipt-title" className={css.panel}>
      <h2 id="receipt-title" ref={heading} tabIndex={-1} className={css.sectionTitle}>
        Booked: {receipt.reference}
      </h2>
      <p className={emailed ? css.notice.success : local.readOutNotice} role="status">
        {phoneOrderConfirmationWords[answer.confirmation]}
      </p>
      <dl className={css.definitionList}>
        <dt>Reference</dt>
        <dd>{receipt.reference}</dd>
        <dt>Dumpster</dt>
        <dd>
          {sizeLabel(receipt.dumpsterSize)} · {bookingTypeLabels[receipt.bookingType]}
        </dd>
        <dt>Delivery</dt>
        <dd>{dateLabel(receipt.deliveryDate)}</dd>
        <dt>Pickup</dt>
        <dd>{dateLabel(receipt.pickupDate)}</dd>
        <dt>Total</dt>
        <dd>
          {formatUsd(receipt.quote.totalCents)}
          {receipt.quote.extraDays > 0
            ? ` (${formatUsd(receipt.quote.basePriceCents)} + ${receipt.quote.extraDays} extra days at ${formatUsd(receipt.quote.extraDayRateCents)})`
            : ''}
        </dd>
        <dt>Customer</dt>
        <dd>
          {details.name}
          {details.companyName ? `, ${details.companyName}` : ''}
        </dd>
        <dt>Phone</dt>
        <dd>{details.phone}</dd>
        <dt>E-mail</dt>
        <dd>{details.email || 'None given'}</dd>
        <dt>Address</dt>
        <dd>
          {details.address}, {details.city}, {details.state} {details.zipCode}
        </dd>
        {details.specialInstructions ? (
          <>
            <dt>Instructions</dt>
            <dd>{details.specialInstructions}</dd>
          </>
        ) : null}
      </dl>
      <div className={`${css.row} ${css.printHidden}`} style={{ marginTop: '0.75rem' }}>
        <Button size="sm" variant="outline" onPress={() => window.print()}>
          Print the receipt
        </Button>
        <RouterLink to={adminPages.booking(receipt.id)} className={css.link}>
          Open booking {receipt.reference}
        </RouterLink>
        <Button size="sm" onPress={onAnother}>
          Take another booking
        </Button>
      </div>
    </section>
  );
}
